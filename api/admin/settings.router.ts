/**
 * System settings for staff (spec §7): `GET /` (a map from category to its settings), `PUT /bulk` (`{settings:
 * [{key, value}]}`), `POST /reset` (`{category}`). admin and above. A change applies to the next request: the
 * write is awaited in the read model and the settings in force are re-read before the answer. Secret values are
 * never answered (`value` is empty, `isSet` tells whether one is stored).
 */
import { Router } from 'express';
import { z } from 'zod';
import type { SettingCategory } from '../../domain/settings/settings.catalogue';
import { settingCategories, settingDefinitions } from '../../domain/settings/settings.catalogue';
import { messageOf } from '../../domain/shared/messages';
import type { ApiContext } from '../context';
import { parse } from '../middleware/validate';
import { adminGuard, adminRequestContext, currentAdmin } from './require-admin';

const bulkBody = z.strictObject({
  settings: z
    .array(
      z.strictObject({
        key: z.string({ error: 'settings.unknownKey' }).min(1).max(100),
        value: z.union([z.string().max(2000), z.number(), z.boolean()], { error: 'settings.valueInvalid' }),
      }),
      { error: 'settings.listRequired' },
    )
    .min(1, { error: 'settings.listRequired' })
    .max(100, { error: 'settings.listRequired' }),
});

const resetBody = z.strictObject({
  category: z.enum(settingCategories, { error: 'settings.categoryInvalid' }),
});

export const adminSettingsRouter = (ctx: ApiContext) => {
  const router = Router();
  const requireAdmin = adminGuard(ctx);
  const { live, commands, queries } = ctx.admin.settings;

  /** Every category with its settings (spec §3 Setting), secrets without their value. */
  const view = async () => {
    const { values, changedAt } = await queries.current();
    const byCategory = Object.fromEntries(settingCategories.map((c) => [c, [] as unknown[]])) as Record<
      SettingCategory,
      unknown[]
    >;
    for (const def of settingDefinitions) {
      const set = def.key in values;
      byCategory[def.category].push({
        key: def.key,
        value: def.isEncrypted ? '' : live.value(def.key),
        type: def.type,
        description: def.description,
        isEncrypted: def.isEncrypted ?? false,
        ...(def.isEncrypted ? { isSet: set } : {}),
        default: def.isEncrypted ? '' : live.defaults[def.key],
        isDefault: !set,
        live: def.live,
        ...(def.options ? { options: def.options } : {}),
        ...(def.min !== undefined ? { min: def.min } : {}),
        ...(def.max !== undefined ? { max: def.max } : {}),
        ...(def.integer ? { integer: true } : {}),
        updatedAt: changedAt[def.key]?.at ?? null,
        updatedBy: changedAt[def.key]?.by ?? null,
      });
    }
    return byCategory;
  };

  router.get('/', requireAdmin({ permission: 'settings.read' }), async (_req, res) => {
    res.json({ success: true, data: await view() });
  });

  router.put('/bulk', requireAdmin({ permission: 'settings.write' }), async (req, res) => {
    const { settings } = parse(bulkBody, req.body);
    const { position, changed } = await commands.change(settings, currentAdmin(req).adminId, adminRequestContext(req));
    await ctx.runner.waitFor(position);
    await live.refresh();
    res.json({ success: true, message: messageOf('settings.saved'), data: { changed, settings: await view() } });
  });

  router.post('/reset', requireAdmin({ permission: 'settings.write' }), async (req, res) => {
    const { category } = parse(resetBody, req.body);
    const { position, changed } = await commands.reset(category, currentAdmin(req).adminId, adminRequestContext(req));
    await ctx.runner.waitFor(position);
    await live.refresh();
    res.json({
      success: true,
      message: messageOf('settings.reset', { category }),
      params: { category },
      data: { changed, settings: await view() },
    });
  });

  return router;
};

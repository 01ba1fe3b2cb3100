import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../commands/secret-box';
import { createLiveSettings, settingDefaults, ttlHours } from '../../commands/settings/live-settings';
import { defaultPlanFeatures, defaultPlanLimits } from '../../domain/plans/plans';
import type { SettingDefinition } from '../../domain/settings/settings.catalogue';
import {
  definitionOf,
  parseSettingValue,
  settingCategories,
  settingDefinitions,
} from '../../domain/settings/settings.catalogue';
import type { SettingsEvent } from '../../domain/settings/settings.decider';
import { settingsDecider } from '../../domain/settings/settings.decider';
import { deciderSpec } from '../support/given-when-then';

const def = (key: string) => definitionOf(key) as SettingDefinition;
const parsed = (key: string, value: unknown) => parseSettingValue(def(key), value);

describe('The settings catalogue', () => {
  it('has settings in every category of the spec, with unique keys and the spec’s prefixes', () => {
    for (const category of settingCategories)
      expect(
        settingDefinitions.some((d) => d.category === category),
        category,
      ).toBe(true);
    expect(new Set(settingDefinitions.map((d) => d.key)).size).toBe(settingDefinitions.length);
    for (const d of settingDefinitions)
      expect(d.key).toMatch(/^(AI_|EMBEDDING_|FREE_|PAID_|VECTOR_|CONTENT_|RATE_|SECURITY_)/);
  });
});

describe('Setting values', () => {
  it('parses numbers, also typed as decimal text, within their bounds', () => {
    expect(parsed('VECTOR_SIMILARITY_THRESHOLD', '0.35')).toEqual({ ok: true, value: 0.35 });
    expect(parsed('FREE_MAX_PARTICIPANTS', 45)).toEqual({ ok: true, value: 45 });
    expect(parsed('FREE_MAX_PARTICIPANTS', -1)).toEqual({ ok: true, value: -1 });
    expect(parsed('FREE_MAX_PARTICIPANTS', '4.5')).toMatchObject({
      ok: false,
      issue: { code: 'settings.integerExpected' },
    });
    expect(parsed('FREE_MAX_PARTICIPANTS', -2)).toMatchObject({
      ok: false,
      issue: { code: 'settings.outOfRange', params: { key: 'FREE_MAX_PARTICIPANTS', min: -1, max: 100_000 } },
    });
    for (const bad of ['', 'ten', null, true, {}])
      expect(parsed('VECTOR_TOP_K', bad)).toMatchObject({ ok: false, issue: { code: 'settings.numberExpected' } });
  });

  it('parses booleans from true/false only', () => {
    expect(parsed('RATE_LIMIT_ENABLED', 'true')).toEqual({ ok: true, value: true });
    expect(parsed('RATE_LIMIT_ENABLED', false)).toEqual({ ok: true, value: false });
    expect(parsed('RATE_LIMIT_ENABLED', 'yes')).toMatchObject({
      ok: false,
      issue: { code: 'settings.booleanExpected' },
    });
    expect(parsed('RATE_LIMIT_ENABLED', 1)).toMatchObject({ ok: false });
  });

  it('takes the content selection strategy from its four choices', () => {
    for (const strategy of ['similarity', 'diversity', 'hybrid', 'coverage'])
      expect(parsed('CONTENT_SELECTION_STRATEGY', strategy)).toEqual({ ok: true, value: strategy });
    expect(parsed('CONTENT_SELECTION_STRATEGY', 'random')).toMatchObject({
      ok: false,
      issue: { code: 'settings.choiceExpected', params: { options: 'similarity, diversity, hybrid, coverage' } },
    });
  });

  it('takes free text (trimmed, at most 500 characters) and checks addresses', () => {
    expect(parsed('AI_MODEL', '  gpt-4o  ')).toEqual({ ok: true, value: 'gpt-4o' });
    expect(parsed('AI_MODEL', 'x'.repeat(501))).toMatchObject({ ok: false, issue: { code: 'settings.textTooLong' } });
    expect(parsed('AI_MODEL', 5)).toMatchObject({ ok: false, issue: { code: 'settings.textExpected' } });
    expect(parsed('AI_BASE_URL', 'ftp://x')).toMatchObject({ ok: false, issue: { code: 'settings.urlExpected' } });
    expect(parsed('AI_BASE_URL', '')).toEqual({ ok: true, value: '' });
  });
});

describe('The settings stream', () => {
  const given = deciderSpec(settingsDecider);
  const metadata = { now: '2026-11-21T10:00:00.000Z', actor: 'admin-1', correlationId: 'r' };
  const changed = (key: string, before: unknown, after: unknown, reason: 'edit' | 'reset' = 'edit'): SettingsEvent => ({
    type: 'SettingsChanged',
    data: {
      adminId: 'admin-1',
      reason,
      category: reason === 'reset' ? def(key).category : null,
      changes: [{ key, category: def(key).category, before: before as never, after: after as never }],
      at: metadata.now,
    },
  });

  it('records each key before and after with the admin, and nothing for an unchanged value', () => {
    given([])
      .when({
        type: 'ChangeSettings',
        data: { adminId: 'admin-1', values: [{ key: 'FREE_MAX_PARTICIPANTS', value: 40 }] },
        metadata,
      })
      .then([changed('FREE_MAX_PARTICIPANTS', null, 40)]);
    given([changed('FREE_MAX_PARTICIPANTS', null, 40)])
      .when({
        type: 'ChangeSettings',
        data: { adminId: 'admin-1', values: [{ key: 'FREE_MAX_PARTICIPANTS', value: 40 }] },
        metadata,
      })
      .then([]);
  });

  it('refuses an unknown key', () =>
    given([])
      .when({ type: 'ChangeSettings', data: { adminId: 'a', values: [{ key: 'NOPE', value: 1 }] }, metadata })
      .thenThrows('settings.unknownKey'));

  it('resets a category’s changed keys to their defaults, and only that category', () => {
    given([changed('FREE_MAX_PARTICIPANTS', null, 40), changed('PAID_MAX_PARTICIPANTS', null, 400)])
      .when({ type: 'ResetCategory', data: { adminId: 'admin-1', category: 'limits_free' }, metadata })
      .then([changed('FREE_MAX_PARTICIPANTS', 40, null, 'reset')]);
    given([])
      .when({ type: 'ResetCategory', data: { adminId: 'a', category: 'security' }, metadata })
      .then([]);
  });
});

describe('The settings in force', () => {
  const defaults = {
    planLimits: defaultPlanLimits,
    planFeatures: defaultPlanFeatures,
    ai: { provider: 'local', model: 'gpt-4o-mini', baseURL: null, timeoutMs: 60_000 },
    adminSessionHours: 8,
  };

  it('takes its defaults from the configuration (limits in the setting’s units, -1 for unlimited)', () => {
    const values = settingDefaults(defaults);
    expect(values).toMatchObject({
      FREE_MAX_PARTICIPANTS: 30,
      FREE_STORAGE_MB: 50,
      PAID_QUIZZES_PER_MONTH: -1,
      AI_PROVIDER: 'local',
      CONTENT_SELECTION_STRATEGY: 'hybrid',
      SECURITY_ADMIN_SESSION_HOURS: 8,
    });
  });

  it('updates the shared plan objects in place on refresh, and keeps other plans as configured', async () => {
    let stored: Record<string, number | string | boolean> = {};
    const limits = structuredClone(defaultPlanLimits);
    const features = structuredClone(defaultPlanFeatures);
    const sameObject = limits;
    const live = createLiveSettings({
      defaults,
      load: async () => stored,
      secrets: createSecretBox('k'.repeat(40)),
      limits,
      features,
    });
    await live.refresh();
    expect(limits.free.participants).toBe(30);
    stored = { FREE_MAX_PARTICIPANTS: 45, FREE_QUIZZES_PER_MONTH: -1, PAID_STORAGE_MB: 2, FREE_PDF_UPLOAD: false };
    await live.refresh();
    expect(sameObject.free).toMatchObject({ participants: 45, quizzes: 'unlimited', storageBytes: 50 * 1024 * 1024 });
    expect(sameObject.plus.storageBytes).toBe(2 * 1024 * 1024);
    expect(features.free.pdfUpload).toBe(false);
    expect(sameObject.pro).toEqual(defaultPlanLimits.pro);
    stored = {};
    await live.refresh();
    expect(sameObject.free).toEqual(defaultPlanLimits.free);
  });

  it('opens a sealed secret when read', async () => {
    const box = createSecretBox('k'.repeat(40));
    const live = createLiveSettings({
      defaults,
      load: async () => ({ AI_API_KEY: box.seal('sk-123') }),
      secrets: box,
      limits: structuredClone(defaultPlanLimits),
      features: structuredClone(defaultPlanFeatures),
    });
    await live.refresh();
    expect(live.value('AI_API_KEY')).toBe('sk-123');
  });

  it('reads a lifetime in hours', () => {
    expect(ttlHours('8h')).toBe(8);
    expect(ttlHours('30m')).toBe(1);
    expect(ttlHours('1d')).toBe(24);
  });
});

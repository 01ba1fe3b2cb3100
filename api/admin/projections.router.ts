/**
 * Read models for staff: each projection's checkpoint and lag (admin and above), and a rebuild of one from the
 * event log (super_admin), run in the background and blue-green (the read model keeps answering until the rebuilt
 * one replaces it): `GET` shows it as `rebuilding` with its progress (position against the head, events per
 * second, time left) until it is done (then `lastRebuild` reports the documents, events and time).
 */
import { Router } from 'express';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { RebuildProgress, RebuildReport } from '../../projections/runtime/blue-green';
import type { ApiContext } from '../context';
import { adminGuard } from './require-admin';

/** How often a running rebuild's progress is taken (the page polls every second). */
const PROGRESS_EVERY_MS = 250;

export const adminProjectionsRouter = (ctx: ApiContext) => {
  const router = Router();
  const requireAdmin = adminGuard(ctx);
  let running: { name: string; startedAt: string; progress: RebuildProgress | null } | null = null;
  let lastRebuild: (RebuildReport & { name: string; finishedAt: string; error: string | null }) | null = null;

  router.get('/', requireAdmin({ permission: 'projections.read' }), async (_req, res) => {
    const projections = await ctx.runner.status();
    res.json({
      success: true,
      data: {
        head: Math.max(0, ...projections.map((p) => p.position + p.lag)),
        projections: projections.map((p) => ({ ...p, rebuilding: running?.name === p.name })),
        rebuilding: running,
        lastRebuild,
      },
    });
  });

  router.post('/:name/rebuild', requireAdmin({ permission: 'projections.rebuild' }), async (req, res) => {
    const name = String(req.params.name);
    const known = (await ctx.runner.status()).some((p) => p.name === name);
    if (!known) throw DomainError.notFound('admin.projectionNotFound', messageOf('admin.projectionNotFound'));
    if (running)
      throw DomainError.conflict('admin.rebuildRunning', messageOf('admin.rebuildRunning', { name: running.name }));
    running = { name, startedAt: ctx.clock.now().toISOString(), progress: null };
    const started = running;
    void ctx.runner
      .rebuild([name], {
        progressEveryMs: PROGRESS_EVERY_MS,
        onProgress: (progress) => {
          started.progress = progress;
        },
      })
      .then(
        (report) => ({ ...report, error: null }),
        (error: unknown) => ({ projections: [], events: 0, ms: 0, error: String(error) }),
      )
      .then(async (report) => {
        lastRebuild = { ...report, name, finishedAt: new Date().toISOString() };
        if (running === started) running = null;
        // The settings in force are re-read from a rebuilt settings model.
        await ctx.admin.settings.live.refresh().catch(() => undefined);
      });
    res.status(202).json({
      success: true,
      message: messageOf('admin.rebuildStarted', { name }),
      data: { name, startedAt: started.startedAt },
    });
  });

  return router;
};

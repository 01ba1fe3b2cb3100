/**
 * What `audit -- game` and `audit -- billing` share: the stores of the configuration and the read models to compare
 * with. The embedded read store lives in the server's process, so its read models are rebuilt here from the log
 * (only the projections the audit needs); with MongoDB the durable collections the server maintains are read, once
 * their checkpoints have passed the audited stream.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { auditReplays } from '../../commands/audit/audit-replays';
import { loadConfig } from '../../config';
import { allProjections } from '../../projections/all-projections';
import { gameAuditQueries } from '../../projections/games/game-audit.queries';
import { createProjectionRunner } from '../../projections/runtime/projection-runner';
import { subscriptionAuditQueries } from '../../projections/subscriptions/subscription-audit.queries';
import { openStores } from '../../server';

const SETTLE_TIMEOUT_MS = 5000;

export const openReplays = async (projectionNames: string[]) => {
  const config = loadConfig();
  const { eventStore, readStore } = await openStores(config);
  const projections = allProjections().filter((p) => projectionNames.includes(p.name));
  const runner = readStore.durable ? null : createProjectionRunner({ eventStore, readStore, projections });
  const started = performance.now();
  if (runner) {
    await runner.start();
    await runner.catchUp(10 * 60_000);
  }
  const checkpoints = readStore.collection<{ _id: string; position: number }>('_checkpoints');
  /** MongoDB: wait (a little) until the server's projections have applied the stream. */
  const durableSettled = async (position: number) => {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const docs = await checkpoints.find({ _id: { $in: projectionNames } });
      if (docs.length === projectionNames.length && docs.every((d) => d.position >= position)) return;
      await sleep(100);
    }
  };
  const readModels = runner
    ? `embedded read store: ${projectionNames.join(', ')} rebuilt from the event log in this process (${Math.round(
        performance.now() - started,
      )} ms)`
    : `MongoDB: the durable collections of ${projectionNames.join(', ')}`;
  const replays = auditReplays({
    eventStore,
    readModels: { ...gameAuditQueries(readStore), ...subscriptionAuditQueries(readStore) },
    clock: { now: () => new Date() },
    graceDays: config.billing.pastDueGraceDays,
    settled: (position) => (runner ? runner.waitFor(position) : durableSettled(position)),
  });
  return {
    replays,
    /** Where the compared read models come from (printed with the result). */
    readModels,
    rebuilt: runner !== null,
    close: async () => {
      await runner?.stop();
      await eventStore.close();
      await readStore.close();
    },
  };
};

const refArgs = z.object({
  ref: z
    .string()
    .trim()
    .min(1)
    .max(320)
    .refine((v) => !v.startsWith('--')),
  json: z.boolean(),
});

/** `<ref> [--json]` from the command's arguments; null when they do not fit. */
export const parseRefArgs = (args: string[]) => {
  let values: { json?: boolean | string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' } }, allowPositionals: true }));
  } catch {
    return null;
  }
  if (positionals.length !== 1) return null;
  const parsed = refArgs.safeParse({ ref: positionals[0], json: values.json === true });
  return parsed.success ? parsed.data : null;
};

export const formatCents = (cents: number | null, currency: string | null) =>
  cents === null ? '' : `${(cents / 100).toFixed(2)} ${currency ?? ''}`.trim();

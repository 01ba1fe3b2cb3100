/**
 * The read-model part of `audit -- verify` (issue 11): every read model rebuilt from the log into a scratch embedded
 * store (the projections of projections/all-projections.ts through the real runner) and compared with the live one,
 * document count and content hash per model (domain/audit/read-model-digest.ts), at the same log position.
 *
 * Where the live read models are: with MongoDB, the durable collections, read here directly. With the embedded read
 * store they live inside the server's process, so the server on this configuration's PORT is asked
 * (`GET /api/health/read-models`, answered only to a direct call on its own machine, like /api/health/details); its answer names the log's
 * first event, so a server on another data folder is not mistaken for this one. With no server there is nothing
 * live to compare: the rebuild is reported alone and counts as no difference.
 */
import type { EventStore } from '../../commands/ports';
import type { AppConfig } from '../../config';
import { compareReadModels, type ReadModelComparison } from '../../domain/audit/read-model-digest';
import { createEmbeddedReadStore } from '../../infra/readstore/embedded-read-store';
import { allProjections } from '../../projections/all-projections';
import { stableDigests, type ReadModelSnapshot } from '../../projections/audit/chain-audit';
import { digestReadModels } from '../../projections/audit/read-model-digests';
import { createProjectionRunner } from '../../projections/runtime/projection-runner';
import { openStores } from '../../server';

const SERVER_TIMEOUT_MS = 10 * 60_000;
const REBUILD_TIMEOUT_MS = 60 * 60_000;

export interface ReadModelsCheck {
  /** Where the live read models were read. */
  live: string;
  /** False when there were none to compare (embedded read store, no server running on this log). */
  compared: boolean;
  /** The log position both sides reflect. */
  position: number;
  stable: boolean;
  rebuildMs: number;
  models: ReadModelComparison[];
}

/** The log as it stood at `position`: what the scratch rebuild replays, so it ends where the live side stood. */
const upTo = (store: EventStore, position: number): EventStore => ({
  ...store,
  append: () => Promise.reject(new Error('the audit rebuild never appends')),
  readAll: async (from, limit) => (await store.readAll(from, limit)).filter((e) => e.position <= position),
  headPosition: async () => Math.min(position, await store.headPosition()),
  subscribe: (from, handler) =>
    store.subscribe(from, async (batch) => {
      const kept = batch.filter((e) => e.position <= position);
      if (kept.length > 0) await handler(kept);
    }),
});

const askServer = async (config: AppConfig, firstEventId: string | null) => {
  if (config.port === 0) return null;
  const url = `http://127.0.0.1:${config.port}/api/health/read-models`;
  const answer = await fetch(url, { signal: AbortSignal.timeout(SERVER_TIMEOUT_MS) }).then(
    async (res) => (res.ok ? ((await res.json()) as { data: ReadModelSnapshot }).data : null),
    () => null,
  );
  if (!answer || answer.firstEventId !== firstEventId) return null;
  return { url, snapshot: answer };
};

export const checkReadModels = async (config: AppConfig): Promise<ReadModelsCheck> => {
  const projections = allProjections();
  const { eventStore, readStore } = await openStores(config);
  try {
    let live: ReadModelSnapshot | null = null;
    let source: string;
    if (readStore.durable) {
      const checkpoints = readStore.collection<{ _id: string; position: number }>('_checkpoints');
      const positions = async () =>
        (await checkpoints.find({})).sort((a, b) => (a._id < b._id ? -1 : 1)).map((c) => c.position);
      live = await stableDigests(readStore, projections, positions, eventStore);
      source = `${readStore.kind}: the durable collections`;
    } else {
      const server = await askServer(config, (await eventStore.readAll(0, 1))[0]?.id ?? null);
      live = server?.snapshot ?? null;
      source = server
        ? `the server at ${server.url} (embedded read store)`
        : `none: the embedded read models live in a server's process, and no server on port ${config.port} uses this log`;
    }
    const position = live?.position ?? (await eventStore.headPosition());
    const started = performance.now();
    const scratch = createEmbeddedReadStore();
    const runner = createProjectionRunner({
      eventStore: upTo(eventStore, position),
      readStore: scratch,
      projections,
      guarded: false, // a scratch store of its own
    });
    await runner.start();
    await runner.catchUp(REBUILD_TIMEOUT_MS);
    const rebuilt = await digestReadModels(scratch, projections);
    await runner.stop();
    await scratch.close();
    return {
      live: source,
      compared: live !== null,
      position,
      stable: live?.stable ?? true,
      rebuildMs: Math.round(performance.now() - started),
      models: compareReadModels(live?.models ?? null, rebuilt),
    };
  } finally {
    await eventStore.close();
    await readStore.close();
  }
};

/** What makes the read models fail verification: a model whose live digest differs from its rebuild. */
export const readModelProblems = (check: ReadModelsCheck) =>
  check.compared
    ? check.models
        .filter((m) => !m.equal)
        .map(
          (m) =>
            `read model ${m.name}: live ${m.live?.documents ?? 0} documents, rebuilt from the log ${m.rebuilt.documents}` +
            (m.live?.documents === m.rebuilt.documents ? ' (same count, different content)' : ''),
        )
    : [];

const count = (n: number) => n.toLocaleString('en');

export const printReadModels = (check: ReadModelsCheck, print = console.log) => {
  print(`Read models at log position ${count(check.position)} (rebuilt from the log in ${count(check.rebuildMs)} ms)`);
  print(`  live: ${check.live}`);
  if (!check.stable)
    print('  ! the projections kept moving while the live digests were taken: differences may be traffic');
  const width = Math.max(...check.models.map((m) => m.name.length));
  for (const m of check.models) {
    const verdict = !check.compared ? '' : m.equal ? '  equal' : '  ✗ DIFFERENT';
    const live = m.live ? `live ${count(m.live.documents).padStart(8)} ${m.live.hash.slice(0, 12)}  ` : '';
    print(
      `  ${m.name.padEnd(width)}  ${live}rebuilt ${count(m.rebuilt.documents).padStart(8)} ${m.rebuilt.hash.slice(0, 12)}${verdict}`,
    );
  }
};

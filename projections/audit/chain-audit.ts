/**
 * What the server answers about the log's integrity (issue 11): the hash chain's head and latest checkpoint
 * (`GET /api/admin/audit/chain`), and the digests of its live read models at a settled log position
 * (`GET /api/admin/audit/read-models`, which `audit -- verify` calls to compare them with a rebuild).
 */
import type { ChainStatus, EventStore, ReadStore } from '../../commands/ports';
import type { ReadModelDigest } from '../../domain/audit/read-model-digest';
import type { Projection } from '../runtime/projection';
import { digestReadModels } from './read-model-digests';

const ATTEMPTS = 3;
const SETTLE_MS = 5000;

export interface ReadModelSnapshot {
  /** The log position every projection had applied while the digests were computed. */
  position: number;
  /** False when the projections moved on while the digests were computed, in every attempt. */
  stable: boolean;
  /** The id of the log's first event: tells the CLI that this server uses the log it verifies. */
  firstEventId: string | null;
  models: ReadModelDigest[];
}

/**
 * Digests taken while no projection moves: the applied positions are read before and after, and the digests taken
 * again (up to ATTEMPTS) when they changed meanwhile.
 */
export const stableDigests = async (
  readStore: ReadStore,
  projections: readonly Pick<Projection, 'name' | 'collection'>[],
  positions: () => Promise<number[]>,
  eventStore: EventStore,
): Promise<ReadModelSnapshot> => {
  const firstEventId = (await eventStore.readAll(0, 1))[0]?.id ?? null;
  let models: ReadModelDigest[] = [];
  let position = 0;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const before = await positions();
    models = await digestReadModels(readStore, projections);
    const after = await positions();
    position = Math.max(0, ...before);
    if (before.join() === after.join()) return { position, stable: true, firstEventId, models };
  }
  return { position, stable: false, firstEventId, models };
};

export interface ChainAudit {
  chain: () => Promise<({ store: string; available: true } & ChainStatus) | { store: string; available: false }>;
  readModels: () => Promise<ReadModelSnapshot>;
}

export const chainAudit = ({
  eventStore,
  readStore,
  projections,
  runner,
}: {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: readonly Pick<Projection, 'name' | 'collection'>[];
  runner: {
    waitFor: (position: number | null, timeoutMs?: number) => Promise<void>;
    status: () => Promise<{ name: string; position: number }[]>;
  };
}): ChainAudit => ({
  chain: async () =>
    eventStore.chainStatus
      ? { store: eventStore.kind, available: true, ...(await eventStore.chainStatus()) }
      : { store: eventStore.kind, available: false },
  readModels: async () => {
    await runner.waitFor(await eventStore.headPosition(), SETTLE_MS);
    const positions = async () => (await runner.status()).map((p) => p.position);
    return stableDigests(readStore, projections, positions, eventStore);
  },
});

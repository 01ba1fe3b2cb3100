/**
 * Periodic checkpoints of the hash chain for an event store that cannot record them inside its appends
 * (EventStoreDB: no transaction spans `$all`). A follower of the subscription folds every chained event's hash in
 * global order, exactly as `audit -- verify` does (`head = sha256(head + hash)` from GENESIS, domain/audit/hash-chain.mjs),
 * and every `every` chained events appends a `ChainCheckpointRecorded` event to the stream `audit-checkpoints`.
 *
 * The fold is deterministic, so any number of app instances may follow: each appends checkpoint k with expected
 * revision k - 1 and the others' conflicts mean "already recorded". After a restart it resumes from its last
 * checkpoint. The checkpoint events are themselves chained events of the log and are folded like any other.
 */
import { randomUUID } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  type ChainCheckpoint,
  type ChainStatus,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '../../commands/ports';
import { chainOf, foldHead, GENESIS } from '../../domain/audit/hash-chain.mjs';

export const CHECKPOINT_STREAM = 'audit-checkpoints';
export const CHECKPOINT_EVENT = 'ChainCheckpointRecorded';

/** A checkpoint as recorded: the head after the `events`-th chained event after `from`, at `position`. */
export interface RecordedChainCheckpoint extends ChainCheckpoint {
  /** The chain's fold starts after this position (the events at or before it predate the chain). */
  from: number;
}

/** The checkpoints recorded in the log, oldest first. */
export const readChainCheckpoints = async (store: EventStore): Promise<RecordedChainCheckpoint[]> =>
  (await store.read(CHECKPOINT_STREAM))
    .filter((event) => event.type === CHECKPOINT_EVENT)
    .map((event) => event.data as RecordedChainCheckpoint);

export interface ChainCheckpointer {
  status(): ChainStatus;
  stop(): Promise<void>;
}

export const startChainCheckpointer = async ({
  eventStore,
  every,
  onCheckpoint = () => {},
  onError = () => {},
  now = () => new Date(),
}: {
  eventStore: EventStore;
  every: number;
  onCheckpoint?: (checkpoint: ChainCheckpoint) => void;
  onError?: (error: unknown) => void;
  now?: () => Date;
}): Promise<ChainCheckpointer> => {
  const recorded = await readChainCheckpoints(eventStore);
  let lastCheckpoint: RecordedChainCheckpoint | null = recorded.at(-1) ?? null;
  let from: number | null = lastCheckpoint?.from ?? null;
  let head: ChainStatus['head'] = lastCheckpoint
    ? { position: lastCheckpoint.position, events: lastCheckpoint.events, hash: lastCheckpoint.hash }
    : null;

  /**
   * Checkpoint n (after n × every chained events) is the stream's revision n - 1: it is appended expecting revision
   * n - 2, so whichever instance comes second finds it recorded (a conflict) and records nothing.
   */
  const record = async (checkpoint: RecordedChainCheckpoint) => {
    const expected = checkpoint.events / every - 2;
    try {
      await eventStore.append(
        CHECKPOINT_STREAM,
        [
          {
            id: randomUUID(),
            type: CHECKPOINT_EVENT,
            data: checkpoint,
            metadata: { actor: null, correlationId: randomUUID(), causationId: null, at: checkpoint.createdAt },
          },
        ],
        expected < 0 ? 'no_stream' : expected,
      );
      onCheckpoint(checkpoint);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      // Another instance recorded it first (the same fold gives the same checkpoint).
    }
    lastCheckpoint = checkpoint;
  };

  const onBatch = async (batch: RecordedEvent[]) => {
    for (const event of batch) {
      if (head && event.position <= head.position) continue;
      const chain = chainOf(event.metadata);
      if (!chain) continue;
      if (from === null) from = event.position - 1;
      if (event.position <= from) continue;
      head = {
        position: event.position,
        events: (head?.events ?? 0) + 1,
        hash: foldHead(head?.hash ?? GENESIS, chain.hash),
      };
      if (head.events % every === 0) {
        try {
          await record({ ...head, from, createdAt: now().toISOString() });
        } catch (error) {
          onError(error);
        }
      }
    }
  };

  const subscription: Subscription = eventStore.subscribe(head?.position ?? 0, onBatch);
  return {
    status: () => ({ checkpointEvery: every, fromPosition: from ?? 0, head, lastCheckpoint }),
    stop: () => subscription.close(),
  };
};

/**
 * The store with a checkpointer following it: `chainStatus()` answers from it (the admin panel shows the latest
 * checkpoint) and `close()` stops it first. The server uses this for EventStoreDB; SQLite records its checkpoints
 * inside its appends.
 */
export const withChainCheckpoints = async (
  store: EventStore,
  options: Omit<Parameters<typeof startChainCheckpointer>[0], 'eventStore'>,
): Promise<EventStore> => {
  const checkpointer = await startChainCheckpointer({ ...options, eventStore: store });
  const wrapped: EventStore = Object.create(store);
  wrapped.chainStatus = async () => checkpointer.status();
  wrapped.close = async () => {
    await checkpointer.stop();
    await store.close();
  };
  return wrapped;
};

/**
 * The production event store: EventStoreDB through @eventstore/db-client.
 *
 * Positions. ESDB addresses $all by {commit, prepare}, both byte offsets in its transaction log. Every append made
 * through gRPC is an implicit transaction, and for such events $all reports commit === prepare === the event's own
 * log position, distinct for every event and increasing with log order. So the port's single `position` is the
 * commit position, and a stored position p is turned back into the ESDB position {commit: p, prepare: p}.
 * Positions are therefore strictly increasing but not contiguous (byte offsets, not a counter).
 *
 * Resuming. The client sends that position as is (readAll and subscribeToAll both put it in ReadReq.AllOptions).
 * The server starts a read at the event at that position (inclusive) and a subscription after it (exclusive);
 * rather than rely on either, every event with commit <= p is dropped here, so both resume strictly after p.
 * A position must be one this store handed out (or 0): ESDB cannot start reading in the middle of a record.
 *
 * System events (type starting with `$`, e.g. `$metadata`, `$statsCollected`) are not part of our log: the
 * subscription filters them on the server (excludeSystemEvents); readAll and headPosition skip them here.
 *
 * Appends. Sizes are checked first (checkAppendSize: below the server's MaxAppendSize). An append whose outcome is
 * unknown (deadline exceeded, the batch-append stream broken) is resent as it was, the same event ids with the same
 * expected revision, which EventStoreDB recognises as an exact retry; only then is it reported as a failure. A
 * revision conflict never reads the whole stream: the server reports the actual revision, and only when our events
 * could be the ones stored after the expected revision are those few events read, to tell a retry that already
 * landed from a real conflict. With `any` a retry is recognised only within the server's window of recent writes.
 *
 * Hash chain (domain/audit/hash-chain.mjs): each event's metadata gets `chain: { prev, hash }`, linked to the stream's
 * event at the expected revision (kept from this process's last append to the stream, else read: one event). With
 * `any` the stream's last event is read first, so two racing `any` appends to one stream can break its chain
 * (verify then names it); the application appends with an expected revision. Checkpoints over the global order are
 * not kept in EventStoreDB yet (no `chainStatus`): its log is append-only, and `audit -- seal` cannot rewrite it.
 */
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
  MaxAppendSizeExceededError,
} from '@eventstore/db-client';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  EVENT_SIZE_LIMITS,
  EventTooLargeError,
  WrongExpectedRevisionError,
  checkAppendSize,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
  type SubscriptionHandler,
} from '../../commands/ports';
import { chainEvent } from '../../domain/audit/hash-chain.mjs';
import { isUnknownAppendOutcome, withExactRetry } from './append-retry';

const BATCH_SIZE = 1000;
const PAGE_SIZE = 500;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5000;
/** Sends of one append whose outcome stays unknown, the first included. */
const APPEND_SENDS = 4;
/** Streams whose last chain hash this process remembers (a live game appends to its stream again and again). */
const CHAIN_CACHE = 10_000;

type EsdbEvent = NonNullable<ResolvedEvent['event'] | AllStreamResolvedEvent['event']>;

const toReadPosition = (position: number): ReadPosition =>
  position <= 0 ? START : { commit: BigInt(position), prepare: BigInt(position) };

const isSystem = (event: EsdbEvent) => event.type.startsWith('$');

const toRecorded = (event: EsdbEvent): RecordedEvent => ({
  id: event.id,
  stream: event.streamId,
  revision: Number(event.revision),
  position: Number(event.position?.commit ?? 0n),
  type: event.type,
  data: event.data,
  metadata: event.metadata as EventMetadata,
  createdAt: event.created.toISOString(),
});

const toExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected < 0) return NO_STREAM;
  return BigInt(expected);
};

const matches = (expected: ExpectedRevision, lastRevision: number) =>
  expected === 'any' || (expected === 'no_stream' ? lastRevision === -1 : expected === lastRevision);

const retryDelay = (failures: number) => Math.min(RETRY_MIN_MS * 2 ** failures, RETRY_MAX_MS);

export const openEsdbEventStore = (connectionString: string): EventStore => {
  const client = EventStoreDBClient.connectionString(connectionString);
  const subscriptions = new Set<Subscription>();

  const readStream = async (stream: string, options: Parameters<typeof client.readStream>[1]) => {
    const events: EsdbEvent[] = [];
    try {
      for await (const { event } of client.readStream(stream, options)) if (event) events.push(event);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  };

  const lastOfStream = async (stream: string) =>
    (await readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })).map(toRecorded)[0];

  /** The first revision an append with this expectation writes (undefined for `any`: it is not known). */
  const firstRevisionOf = (expected: ExpectedRevision) =>
    expected === 'any' ? undefined : expected === 'no_stream' || expected < 0 ? 0 : expected + 1;

  /**
   * After a conflict: our events stored at the revisions this append aimed at (a resend of a write that landed)?
   * Reads those few events only, and only when the stream reaches that far.
   */
  const alreadyStored = async (
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
    actual: number,
  ): Promise<AppendResult | undefined> => {
    const from = firstRevisionOf(expected);
    if (from === undefined || actual < from + events.length - 1) return undefined;
    const stored = (
      await readStream(stream, { fromRevision: BigInt(from), direction: FORWARDS, maxCount: events.length })
    ).map(toRecorded);
    if (stored.length !== events.length || stored.some(({ id }, i) => id !== events[i]!.id)) return undefined;
    const last = stored.at(-1)!;
    return { nextRevision: last.revision, position: last.position };
  };

  /** The position of the event at `revision` (an idempotent write can answer without one). */
  const positionAt = async (stream: string, revision: number) =>
    (await readStream(stream, { fromRevision: BigInt(revision), direction: FORWARDS, maxCount: 1 })).map(
      toRecorded,
    )[0]?.position ?? 0;

  const appendNothing = async (stream: string, expected: ExpectedRevision): Promise<AppendResult> => {
    const last = await lastOfStream(stream);
    const lastRevision = last?.revision ?? -1;
    if (!matches(expected, lastRevision)) throw new WrongExpectedRevisionError(stream, expected, lastRevision);
    return { nextRevision: lastRevision, position: last?.position ?? 0 };
  };

  const lastHashes = new Map<string, { revision: number; hash: string | null }>();
  const remember = (stream: string, link: { revision: number; hash: string | null }) => {
    lastHashes.delete(stream);
    lastHashes.set(stream, link);
    if (lastHashes.size > CHAIN_CACHE) lastHashes.delete(lastHashes.keys().next().value!);
  };
  const hashOf = (event: RecordedEvent | undefined) =>
    (event?.metadata as { chain?: { hash?: unknown } } | undefined)?.chain?.hash;

  /** The revision and chain hash the first appended event links to. */
  const linkOf = async (stream: string, expected: ExpectedRevision) => {
    if (expected === 'no_stream' || (typeof expected === 'number' && expected < 0)) return { revision: -1, hash: null };
    const cached = lastHashes.get(stream);
    if (cached && cached.revision === expected) return cached;
    const last =
      expected === 'any'
        ? await lastOfStream(stream)
        : (
            await readStream(stream, { fromRevision: BigInt(expected), direction: FORWARDS, maxCount: 1 })
          ).map(toRecorded)[0];
    const hash = hashOf(last);
    return { revision: last?.revision ?? (expected === 'any' ? -1 : expected), hash: typeof hash === 'string' ? hash : null };
  };

  const append = async (stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> => {
    checkAppendSize(stream, events);
    if (events.length === 0) return appendNothing(stream, expected);
    const link = await linkOf(stream, expected);
    let prev = link.hash;
    const proposed = events.map(({ id, type, data, metadata }, index) => {
      const chained = chainEvent(prev, { id, stream, revision: link.revision + 1 + index, type, data, metadata });
      prev = chained.hash;
      return jsonEvent({ id, type, data: (data ?? null) as JSONType, metadata: chained.metadata });
    });
    try {
      // The same request each time: the same event ids and expected revision make a resend an exact retry.
      const result = await withExactRetry(
        () => client.appendToStream(stream, proposed, { expectedRevision: toExpected(expected) }),
        {
          attempts: APPEND_SENDS,
          delayMs: (resend) => retryDelay(resend - 1),
          isUnknownOutcome: isUnknownAppendOutcome,
          onResend: (error, resend) =>
            console.error(`[eventstore] append to ${stream} has an unknown outcome; resend ${resend}`, error),
        },
      );
      const nextRevision = Number(result.nextExpectedRevision);
      if (nextRevision === link.revision + events.length) remember(stream, { revision: nextRevision, hash: prev });
      else lastHashes.delete(stream);
      if (result.position) return { nextRevision, position: Number(result.position.commit) };
      // An idempotent write can come back without a position: take it from its last event.
      return { nextRevision, position: await positionAt(stream, nextRevision) };
    } catch (error) {
      if (error instanceof MaxAppendSizeExceededError)
        throw new EventTooLargeError(stream, EVENT_SIZE_LIMITS.appendBytes + 1, error.maxAppendSize);
      lastHashes.delete(stream);
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = error.actualVersion === NO_STREAM ? -1 : Number(error.actualVersion);
      // A resend whose first send landed after all (or a retry by the caller with the same ids) is not a conflict.
      const stored = await alreadyStored(stream, events, expected, actual);
      if (stored) return stored;
      throw new WrongExpectedRevisionError(stream, expected, actual);
    }
  };

  const readAll = async (from: number, limit = BATCH_SIZE): Promise<RecordedEvent[]> => {
    const events: RecordedEvent[] = [];
    let cursor = from;
    for (;;) {
      let count = 0;
      const page = client.readAll({ fromPosition: toReadPosition(cursor), direction: FORWARDS, maxCount: PAGE_SIZE });
      for await (const { event } of page) {
        count++;
        if (!event?.position || event.position.commit <= BigInt(cursor)) continue;
        cursor = Number(event.position.commit);
        if (!isSystem(event)) events.push(toRecorded(event));
        if (events.length === limit) {
          await page.cancel();
          return events;
        }
      }
      if (count < PAGE_SIZE) return events;
    }
  };

  const headPosition = async (): Promise<number> => {
    let from: ReadPosition = END;
    for (;;) {
      let count = 0;
      let oldest: bigint | undefined;
      for await (const { event } of client.readAll({ fromPosition: from, direction: BACKWARDS, maxCount: PAGE_SIZE })) {
        count++;
        if (!event?.position || (oldest !== undefined && event.position.commit >= oldest)) continue;
        if (!isSystem(event)) return Number(event.position.commit);
        oldest = event.position.commit;
      }
      if (count < PAGE_SIZE || oldest === undefined) return 0;
      from = { commit: oldest, prepare: oldest };
    }
  };

  const subscribe = (from: number, handler: SubscriptionHandler): Subscription => {
    const stop = new AbortController();
    const { signal } = stop;
    let position = from;
    let failures = 0;

    /** Hands one batch to the handler, retrying it after a delay until it succeeds or the subscription closes. */
    const deliver = async (batch: RecordedEvent[]) => {
      while (!signal.aborted) {
        try {
          await handler(batch);
          position = batch.at(-1)!.position;
          failures = 0;
          return;
        } catch (error) {
          const delay = retryDelay(failures++);
          console.error(
            `[eventstore] subscription handler failed after position ${position}; retry in ${delay} ms`,
            error,
          );
          await sleep(delay, undefined, { signal }).catch(() => undefined);
        }
      }
    };

    const run = async () => {
      while (!signal.aborted) {
        const live = client.subscribeToAll(
          { fromPosition: toReadPosition(position), filter: excludeSystemEvents() },
          { highWaterMark: BATCH_SIZE },
        );
        const cancel = () => void live.unsubscribe().finally(() => live.destroy());
        signal.addEventListener('abort', cancel);
        try {
          let batch: RecordedEvent[] = [];
          for await (const { event } of live) {
            if (event?.position && event.position.commit > BigInt(position) && !isSystem(event))
              batch.push(toRecorded(event));
            // Whatever is already buffered goes in the same batch: large batches while catching up, small ones live.
            if (batch.length > 0 && (live.readableLength === 0 || batch.length >= BATCH_SIZE)) {
              await deliver(batch);
              batch = [];
            }
            if (signal.aborted) break;
          }
          if (!signal.aborted) throw new Error('the server ended the subscription');
        } catch (error) {
          if (signal.aborted) break;
          const delay = retryDelay(failures++);
          const reason = error instanceof Error ? error.message : String(error);
          console.error(
            `[eventstore] subscription dropped after position ${position} (${reason}); retry in ${delay} ms`,
          );
          await sleep(delay, undefined, { signal }).catch(() => undefined);
        } finally {
          signal.removeEventListener('abort', cancel);
        }
      }
    };

    const running = run();
    const subscription: Subscription = {
      close: async () => {
        stop.abort();
        await running;
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  };

  return {
    kind: 'eventstoredb',
    append,
    read: async (stream, { fromRevision = 0 } = {}) =>
      (await readStream(stream, { fromRevision: BigInt(fromRevision) })).map(toRecorded),
    readAll,
    headPosition,
    subscribe,
    close: async () => {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
};

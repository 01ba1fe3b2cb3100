/**
 * The projection runtime: one catch-up subscription over the whole log feeds every projection. Each projection
 * keeps its own checkpoint (stored with its read model), so one can be rebuilt alone. Writers wait for their
 * event's position (`waitFor`) before answering, which gives a client read-your-writes.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import type { Collection, Doc, EventStore, ReadStore, RecordedEvent, Subscription } from '../../commands/ports';
import type { ProjectedDoc, Projection } from './projection';
import { rebuildBlueGreen, type RebuildProgress } from './blue-green';
import { isAliased } from './read-model-aliases';
import { createProjectionLease, describeLease, type ProjectionLease } from './projection-lease';

export interface RunnerLogger {
  info: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
}

export interface ProjectionStatus {
  name: string;
  version: number;
  collection: string;
  position: number;
  lag: number;
  failedEvents: number;
  /** The last event this projection gave up on (see `_failed_events`), or null. */
  lastFailure: FailedEvent | null;
}

/** An event a projection gave up on after `attempts` tries; its document stays as it was before the event. */
export interface FailedEvent {
  projection: string;
  documentId: string;
  eventId: string;
  eventType: string;
  stream: string;
  position: number;
  error: string;
  attempts: number;
  at: string;
}

interface FailedEventDoc extends Doc, FailedEvent {}

/** How often a failing evolve or document write is tried before it is recorded as a failed event. */
export interface RetryPolicy {
  attempts: number;
  /** The pause before the second try; the n-th waits n times as long. */
  delayMs: number;
}

export interface RebuildReport {
  projections: { name: string; documents: number }[];
  events: number;
  ms: number;
}

/** Which log a checkpoint counts in: a position means nothing in another log (a restored or switched store). */
export interface LogIdentity {
  kind: string;
  /** The id of the log's first event (null while it is empty). */
  firstEventId: string | null;
}

interface CheckpointDoc extends Doc {
  version: number;
  position: number;
  updatedAt: string;
  /** Absent on checkpoints written before it was recorded: taken as this log's. */
  log?: LogIdentity;
}

/** Another process runs the projections on this read store (a server): a CLI rebuild refuses. */
export class LeaseHeldError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LeaseHeldError';
  }
}

const CHECKPOINTS = '_checkpoints';
/**
 * In `_checkpoints` beside one document per projection: every projection has applied the log up to `position`.
 * A projection's own checkpoint is written only in batches that changed its read model; its position on start is
 * the greater of the two.
 */
export const LOG_PROGRESS = '_log';
/** One document per event a projection gave up on: `<projection>:<event id>`. */
export const FAILED_EVENTS = '_failed_events';
/** The log position at which a read-model document was deleted: `<collection>:<document id>`. */
export const TOMBSTONES = '_tombstones';

interface TombstoneDoc extends Doc {
  collection: string;
  position: number;
}

/** Matches a document that has not applied `position` yet (older, or written before `_position` existed). */
const olderThan = (position: number) => ({ $not: { $gte: position } });

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

const withoutPosition = ({ _position: _ignored, ...doc }: ProjectedDoc) => doc;
const YIELD_EVERY = 100;
const silent: RunnerLogger = { info: () => {}, error: () => {} };

export const createProjectionRunner = ({
  eventStore,
  readStore,
  projections,
  logger = silent,
  retry = { attempts: 3, delayMs: 50 },
  exclusive = readStore.durable,
  lease = exclusive ? createProjectionLease({ readStore, role: 'server' }) : null,
  followEveryMs = 100,
  guarded = true,
}: {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: Projection[];
  logger?: RunnerLogger;
  retry?: RetryPolicy;
  /**
   * One runner per deployment (default: when the read store is durable, so shared by every process): `start`
   * takes the lease, or else follows the holder's checkpoints (for `waitFor` and `status`) without projecting
   * and takes the lease over once it expires.
   */
  exclusive?: boolean;
  lease?: ProjectionLease | null;
  /** How often a follower reads the holder's checkpoints. */
  followEveryMs?: number;
  /**
   * Another runner may write the same read models (a durable store shared by processes, or two runners on one
   * store): deletes leave tombstones and an insert checks them. The server's in-process store has no other writer
   * (each process projects its own), so it passes `readStore.durable` and replays without that bookkeeping.
   */
  guarded?: boolean;
}) => {
  const checkpoints = readStore.collection<CheckpointDoc>(CHECKPOINTS);
  const failedEvents = readStore.collection<FailedEventDoc>(FAILED_EVENTS);
  const tombstones = readStore.collection<TombstoneDoc>(TOMBSTONES);
  const lastFailures = new Map<string, FailedEvent>();
  const positions = new Map<string, number>(projections.map((p) => [p.name, 0]));
  const failures = new Map<string, number>(projections.map((p) => [p.name, 0]));
  const handled = new Map(projections.map((p) => [p.name, new Set(p.handles)]));
  let subscription: Subscription | null = null;
  let waiters: { position: number; resolve: () => void }[] = [];
  let eventsSeen = 0;

  const applied = () => Math.min(...positions.values());

  const wakeWaiters = () => {
    const done = applied();
    const ready = waiters.filter((w) => w.position <= done);
    waiters = waiters.filter((w) => w.position > done);
    ready.forEach((w) => w.resolve());
  };

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** Runs `work`, trying again after a short pause, `retry.attempts` times in all; rethrows the last error. */
  const withRetries = async <T>(work: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= retry.attempts) throw error;
        await sleep(retry.delayMs * attempt);
      }
    }
  };

  /**
   * Writes `doc` (at `doc._position`) only over an older document: a runner that read the document before
   * another runner wrote a newer one never replaces it. The upsert of a document that is already stored newer
   * fails on its `_id` (E11000): that means "newer already stored", checked by reading it back.
   */
  const writeIfNewer = async (collection: Collection<ProjectedDoc>, tombstoneId: string, doc: ProjectedDoc) => {
    const position = doc._position!;
    let inserted: boolean;
    try {
      const result = await collection.replaceOne({ _id: doc._id, _position: olderThan(position) }, doc, {
        upsert: true,
      });
      inserted = result.upsertedCount > 0;
    } catch (error) {
      const stored = isDuplicateKey(error) ? await collection.findOne({ _id: doc._id }) : null;
      if (!stored || (stored._position ?? 0) < position) throw error;
      return;
    }
    // Inserted: a runner ahead of this one may have deleted the document later in the log (its tombstone is
    // written before its delete), and then it stays deleted.
    if (!inserted || !guarded) return;
    const tombstone = await tombstones.findOne({ _id: tombstoneId });
    if (tombstone && tombstone.position > position)
      await collection.deleteOne({ _id: doc._id, _position: olderThan(tombstone.position) });
  };

  /** Deletes the document unless a newer one is stored, leaving a tombstone that an older re-creation respects. */
  const deleteIfOlder = async (
    projection: Projection,
    collection: Collection<ProjectedDoc>,
    tombstoneId: string,
    id: string,
    position: number,
  ) => {
    const tombstone: TombstoneDoc = { _id: tombstoneId, collection: projection.collection, position };
    try {
      if (guarded)
        await tombstones.replaceOne({ _id: tombstoneId, position: olderThan(position) }, tombstone, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    await collection.deleteOne({ _id: id, _position: olderThan(position) });
  };

  /**
   * Reads the stored document, applies the events it has not seen and writes the result, conditionally on
   * `_position` (see `writeIfNewer`); an unchanged document is not written at all.
   */
  const writeDocument = async (
    projection: Projection,
    collection: Collection<ProjectedDoc>,
    id: string,
    events: RecordedEvent[],
  ) => {
    const stored = await collection.findOne({ _id: id });
    const tombstoneId = `${projection.collection}:${id}`;
    let doc = stored;
    let position = stored?._position ?? 0;
    for (const event of events) {
      if (position >= event.position) continue;
      doc = projection.evolve(doc, event);
      position = event.position;
      if (doc) doc = { ...doc, _id: id, _position: event.position };
    }
    if (position === (stored?._position ?? 0)) return;
    if (doc) {
      if (stored && isDeepStrictEqual(withoutPosition(stored), withoutPosition(doc))) return;
      if (!stored && guarded) {
        const tombstone = await tombstones.findOne({ _id: tombstoneId });
        if (tombstone && tombstone.position >= position) return;
      }
      await writeIfNewer(collection, tombstoneId, doc);
    } else if (stored) await deleteIfOlder(projection, collection, tombstoneId, id, position);
  };

  /** Gives up on one event of one projection: recorded in `_failed_events`, counted, logged; the runner goes on. */
  const recordFailure = async (projection: Projection, documentId: string, event: RecordedEvent, error: unknown) => {
    const failure: FailedEventDoc = {
      _id: `${projection.name}:${event.id}`,
      projection: projection.name,
      documentId,
      eventId: event.id,
      eventType: event.type,
      stream: event.stream,
      position: event.position,
      error: error instanceof Error ? error.message : String(error),
      attempts: retry.attempts,
      at: new Date().toISOString(),
    };
    await withRetries(() => failedEvents.replaceOne({ _id: failure._id }, failure, { upsert: true }));
    failures.set(projection.name, (failures.get(projection.name) ?? 0) + 1);
    lastFailures.set(projection.name, failure);
    logger.error(
      { err: error, projection: projection.name, event: event.id, type: event.type, position: event.position },
      'projection failed on an event; recorded in _failed_events and skipped',
    );
  };

  /**
   * Applies one document's events, retried a bounded number of times. When that keeps failing the events are
   * applied one at a time, so that only the event that fails (its evolve or its write) is given up on.
   */
  const applyDocument = async (
    projection: Projection,
    collection: Collection<ProjectedDoc>,
    id: string,
    events: RecordedEvent[],
  ) => {
    try {
      await withRetries(() => writeDocument(projection, collection, id, events));
      return;
    } catch (error) {
      if (events.length === 1) return recordFailure(projection, id, events[0]!, error);
    }
    for (const event of events) {
      try {
        await withRetries(() => writeDocument(projection, collection, id, [event]));
      } catch (error) {
        await recordFailure(projection, id, event, error);
      }
    }
  };

  const applyBatch = async (projection: Projection, batch: RecordedEvent[]) => {
    const from = positions.get(projection.name) ?? 0;
    const types = handled.get(projection.name)!;
    const byDocument = new Map<string, RecordedEvent[]>();
    for (const event of batch) {
      if (event.position <= from || !types.has(event.type)) continue;
      const id = projection.documentId(event);
      if (id === null) continue;
      const list = byDocument.get(id);
      if (list) list.push(event);
      else byDocument.set(id, [event]);
    }
    const collection = readStore.collection<ProjectedDoc>(projection.collection);
    let written = 0;
    for (const [id, events] of byDocument) {
      // Give the event loop a turn now and then: a large batch must not hold back sockets and requests.
      if (++written % YIELD_EVERY === 0) await yieldToLoop();
      await applyDocument(projection, collection, id, events);
    }
    return byDocument.size > 0;
  };

  /** The checkpoint positions the store holds (as this runner last read or wrote them). */
  const storedCheckpoints = new Map<string, number>();

  /** All in one bulk write where the store has it; the log progress last, so it is never ahead of a failure. */
  const writeCheckpoints = async (docs: CheckpointDoc[]) => {
    if (checkpoints.bulkReplace)
      await checkpoints.bulkReplace(docs.map((doc) => ({ filter: { _id: doc._id }, replacement: doc, upsert: true })));
    else for (const doc of docs) await checkpoints.replaceOne({ _id: doc._id }, doc, { upsert: true });
  };

  const onBatch = async (batch: RecordedEvent[]) => {
    const last = batch.at(-1);
    if (!last) return;
    const behind = projections.filter((p) => (positions.get(p.name) ?? 0) < last.position);
    const touched: Projection[] = [];
    for (const projection of behind)
      if ((await applyBatch(projection, batch)) || !storedCheckpoints.has(projection.name)) touched.push(projection);
    if (behind.length > 0) {
      const log = await logIdentity();
      const updatedAt = new Date().toISOString();
      const checkpoint = (_id: string, version: number): CheckpointDoc => ({
        _id,
        version,
        position: last.position,
        updatedAt,
        log,
      });
      // A checkpoint write that fails is tried again; when it keeps failing the batch fails and is delivered again
      // (harmless: every document skips the events at or below its `_position`).
      await withRetries(() =>
        writeCheckpoints([...touched.map((p) => checkpoint(p.name, p.version)), checkpoint(LOG_PROGRESS, 0)]),
      );
      for (const p of behind) positions.set(p.name, last.position);
      for (const p of touched) storedCheckpoints.set(p.name, last.position);
    }
    eventsSeen += batch.length;
    wakeWaiters();
  };

  let identity: LogIdentity | null = null;
  /** The log's identity, read once it has a first event. */
  const logIdentity = async (): Promise<LogIdentity> => {
    if (!identity?.firstEventId)
      identity = { kind: eventStore.kind, firstEventId: (await eventStore.readAll(0, 1))[0]?.id ?? null };
    return identity;
  };

  /** Why a stored checkpoint cannot be resumed from in this log, or null when it can. */
  const foreignCheckpoint = async (stored: CheckpointDoc): Promise<string | null> => {
    const log = await logIdentity();
    if (stored.log && (stored.log.kind !== log.kind || stored.log.firstEventId !== log.firstEventId))
      return `checkpoint of another log (${stored.log.kind}, first event ${stored.log.firstEventId}; this one: ${log.kind}, first event ${log.firstEventId})`;
    const head = await eventStore.headPosition();
    if (stored.position > head) return `checkpoint ${stored.position} above the head of the log (${head})`;
    return null;
  };

  /** Where the log progress stood when first read: every projection with a checkpoint of its own is this far. */
  let progress: Promise<number> | null = null;
  const storedProgress = () =>
    (progress ??= (async () => {
      const stored = await checkpoints.findOne({ _id: LOG_PROGRESS });
      return stored && !(await foreignCheckpoint(stored)) ? stored.position : 0;
    })());

  /**
   * Every projection resumes from its stored checkpoint, also those not being prepared (a rebuild of one read
   * model from the CLI then replays only that one).
   */
  let everyCheckpoint: Promise<void> | null = null;
  const loadEveryCheckpoint = () =>
    (everyCheckpoint ??= (async () => {
      const stored = new Map((await checkpoints.find({})).map((c) => [c._id, c]));
      for (const p of projections) {
        const checkpoint = stored.get(p.name);
        if (!checkpoint || checkpoint.version !== p.version || (await foreignCheckpoint(checkpoint))) continue;
        storedCheckpoints.set(p.name, checkpoint.position);
        positions.set(p.name, Math.max(checkpoint.position, await storedProgress()));
      }
    })());

  /** Creates the projection's indexes; one whose definition changed is dropped and built again. */
  const ensureIndexes = async (projection: Projection) => {
    const collection = readStore.collection(projection.collection);
    const existing = (projection.indexes?.length && (await collection.listIndexes?.())) || [];
    for (const index of projection.indexes ?? []) {
      const name = Object.entries(index.keys)
        .map(([field, direction]) => `${field}_${direction}`)
        .join('_');
      const found = existing.find((i) => i.name === name);
      const changed =
        found && (JSON.stringify(found.key) !== JSON.stringify(index.keys) || found.unique !== (index.unique ?? false));
      if (changed && collection.dropIndex) {
        logger.info({ projection: projection.name, index: name }, 'index definition changed; building it again');
        await collection.dropIndex(name);
      }
      await collection.createIndex(index.keys, { unique: index.unique });
    }
  };

  const prepare = async (projection: Projection, reset: boolean) => {
    await loadEveryCheckpoint();
    const stored = await checkpoints.findOne({ _id: projection.name });
    const foreign = stored && !reset ? await foreignCheckpoint(stored) : null;
    if (foreign) logger.info({ projection: projection.name, reason: foreign }, 'rebuilding a read model: ' + foreign);
    if (reset || !stored || stored.version !== projection.version || foreign) {
      await readStore.drop(projection.collection);
      await checkpoints.deleteOne({ _id: projection.name });
      await failedEvents.deleteMany({ projection: projection.name });
      await tombstones.deleteMany({ collection: projection.collection });
      positions.set(projection.name, 0);
      storedCheckpoints.delete(projection.name);
    } else {
      positions.set(projection.name, Math.max(stored.position, await storedProgress()));
      storedCheckpoints.set(projection.name, stored.position);
    }
    // The failed events recorded before (by this process or another on the same read store) still count.
    failures.set(projection.name, await failedEvents.countDocuments({ projection: projection.name }));
    const last = await failedEvents.findOne({ projection: projection.name }, { sort: { position: -1 } });
    if (last) {
      const { _id, ...failure } = last;
      lastFailures.set(projection.name, failure);
    } else lastFailures.delete(projection.name);
    await ensureIndexes(projection);
  };

  const subscribe = () => {
    subscription = eventStore.subscribe(applied(), onBatch);
  };

  /** Resolves once every projection has applied the log up to `position` (or after `timeoutMs`). */
  const waitFor = (position: number | null, timeoutMs = 5000): Promise<void> => {
    if (position === null || applied() >= position) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = { position, resolve };
      waiters.push(waiter);
      setTimeout(() => {
        waiters = waiters.filter((w) => w !== waiter);
        resolve();
      }, timeoutMs).unref();
    });
  };

  const stop = async () => {
    await subscription?.close();
    subscription = null;
  };

  /** `local`: no lease (each process its own read models); `active`: holds the lease; `standby`: follows. */
  let role: 'local' | 'active' | 'standby' = lease ? 'standby' : 'local';
  let following: NodeJS.Timeout | null = null;

  /** Loads checkpoints (dropping read models whose projection version changed) and starts the subscription. */
  const activate = async () => {
    for (const projection of projections) await prepare(projection, false);
    subscribe();
    if (!lease) return;
    role = 'active';
    lease.keep(
      () => {
        logger.error({ holder: lease.holder }, 'projections lease lost to another process; following it instead');
        void stop().then(follow);
      },
      (error) => logger.error({ err: error }, 'projections lease renewal failed'),
    );
  };

  /** A follower: positions (and failures) as the lease holder stored them. */
  const readStoredProgress = async (withFailures: boolean) => {
    const stored = new Map((await checkpoints.find({})).map((c) => [c._id, c]));
    const logProgress = stored.get(LOG_PROGRESS)?.position ?? 0;
    for (const p of projections) {
      const checkpoint = stored.get(p.name);
      positions.set(p.name, checkpoint?.version === p.version ? Math.max(checkpoint.position, logProgress) : 0);
      if (withFailures) failures.set(p.name, await failedEvents.countDocuments({ projection: p.name }));
    }
    wakeWaiters();
  };

  const follow = async () => {
    if (!lease) return;
    role = 'standby';
    await readStoredProgress(true);
    const tryEvery = Math.max(1, Math.round(lease.ttlMs / 3 / followEveryMs));
    let ticks = 0;
    let busy = false;
    following = setInterval(() => {
      if (busy) return;
      busy = true;
      const takeOver = ++ticks % tryEvery === 0;
      void (async () => {
        if (takeOver && (await lease.tryAcquire())) {
          if (following) clearInterval(following);
          following = null;
          logger.info({ holder: lease.holder }, 'projections lease taken over; projecting');
          await activate();
        } else await readStoredProgress(takeOver);
      })()
        .catch((error: unknown) => logger.error({ err: error }, 'following the projections lease holder failed'))
        .finally(() => {
          busy = false;
        });
    }, followEveryMs);
    following.unref();
  };

  /** Stops projecting (or following) and gives the lease up, so another process takes over at once. */
  const shutdown = async () => {
    if (following) clearInterval(following);
    following = null;
    await stop();
    if (lease && role === 'active') await lease.release();
    role = lease ? 'standby' : 'local';
  };

  return {
    /**
     * Loads checkpoints (dropping read models whose projection version changed) and starts the subscription; with
     * a lease held by another process, follows that process's checkpoints instead.
     */
    start: async () => {
      if (lease && !(await lease.tryAcquire())) {
        const holder = await lease.current();
        logger.info({ holder: holder?.holder }, 'another process runs the projections (lease held); following it');
        return follow();
      }
      await activate();
    },

    stop: shutdown,

    /**
     * Takes the lease for a job of this process (the CLI rebuild), renewed until `stop`; throws `LeaseHeldError`
     * naming the holder while another process (a server) holds it. Nothing to take without a lease.
     */
    claim: async () => {
      if (!lease) return;
      if (!(await lease.tryAcquire())) {
        const held = await lease.current();
        throw new LeaseHeldError(held ? describeLease(held) : 'another process holds the projections lease');
      }
      role = 'active';
      lease.keep(
        () => logger.error({ holder: lease.holder }, 'projections lease lost to another process'),
        (error) => logger.error({ err: error }, 'projections lease renewal failed'),
      );
    },

    /** Whether this process runs the projections (`active`), follows another that does, or runs its own (`local`). */
    role: () => role,

    waitFor,

    /** Resolves once the projections have caught up with the log as it is now. */
    catchUp: async (timeoutMs = 60_000) => waitFor(await eventStore.headPosition(), timeoutMs),

    /** Each projection's checkpoint and lag: cheap (no read-model scans), /api/health calls it. */
    status: async (): Promise<ProjectionStatus[]> => {
      const head = await eventStore.headPosition();
      return projections.map((p) => {
        const position = positions.get(p.name) ?? 0;
        return {
          name: p.name,
          version: p.version,
          collection: p.collection,
          position,
          lag: Math.max(0, head - position),
          failedEvents: failures.get(p.name) ?? 0,
          lastFailure: lastFailures.get(p.name) ?? null,
        };
      });
    },

    /**
     * Rebuilds the named read models (all when none is named) from the log. On an aliased read store (the server's
     * and the CLI's, see openStores) it is blue-green: they are replayed into new collections while the live ones
     * keep answering, then switched to (see blue-green.ts). On a bare store they are dropped and replayed in place.
     */
    rebuild: async (
      names?: string[],
      {
        timeoutMs = 30 * 60_000,
        onProgress,
        progressEveryMs,
      }: { timeoutMs?: number; onProgress?: (p: RebuildProgress) => void; progressEveryMs?: number } = {},
    ): Promise<RebuildReport> => {
      const chosen = projections.filter((p) => !names?.length || names.includes(p.name));
      const unknown = (names ?? []).filter((n) => !projections.some((p) => p.name === n));
      if (unknown.length) throw new Error(`unknown projection(s): ${unknown.join(', ')}`);
      if (isAliased(readStore))
        return rebuildBlueGreen({
          eventStore,
          store: readStore,
          projections: chosen,
          timeoutMs,
          onProgress,
          progressEveryMs,
          createRunner: (source, view) =>
            createProjectionRunner({
              eventStore: source,
              readStore: view,
              projections: chosen,
              logger,
              retry,
              exclusive: false,
              guarded,
            }),
          // Paused: the subscription only (the lease stays); resumed from the checkpoints handed over.
          pauseLive: async () => {
            if (!subscription) return async () => {};
            await stop();
            return async () => {
              for (const projection of chosen) await prepare(projection, false);
              subscribe();
            };
          },
        });
      const started = performance.now();
      await stop();
      const seenBefore = eventsSeen;
      for (const projection of chosen) await prepare(projection, true);
      subscribe();
      await waitFor(await eventStore.headPosition(), timeoutMs);
      return {
        projections: await Promise.all(
          chosen.map(async (p) => ({
            name: p.name,
            documents: await readStore.collection(p.collection).countDocuments(),
          })),
        ),
        events: eventsSeen - seenBefore,
        ms: Math.round(performance.now() - started),
      };
    },
  };
};

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;

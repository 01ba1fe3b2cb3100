/**
 * Reserving against a user's monthly quota stream; the answer settles the reservation. Three things keep it sound
 * under load:
 * - one writer at a time per stream in this process, so parallel requests of one user queue instead of colliding
 *   (revision conflicts are left to other processes, retried with jitter, and answered 503 with Retry-After when
 *   they outlast the retries);
 * - every reservation expires (`now` + RESERVATION_TTL_MS): one never settled stops counting;
 * - the stream is cut into short segments: after SEGMENT_EVENTS events a segment is closed with a snapshot and the
 *   next one starts from it, so a command reads and folds a bounded number of events however busy the month was.
 */
import { randomUUID } from 'node:crypto';
import type { Quota, QuotaCommand, QuotaEvent, QuotaKind, QuotaSnapshot } from '../domain/content/quota.decider';
import { heldAt, quotaDecider, quotaFromSnapshot, quotaSnapshot } from '../domain/content/quota.decider';
import type { LimitValue, Plan } from '../domain/plans/plans';
import type { CommandMetadata } from '../domain/shared/decider';
import { storeBusy } from './handle-command';
import type { Clock, EventStore, RecordedEvent } from './ports';
import { WrongExpectedRevisionError } from './ports';

/** How long a reservation holds quota without being settled (longer than any generation takes). */
export const RESERVATION_TTL_MS = 15 * 60_000;
/** Events in one segment of a monthly quota stream before it is closed. */
export const SEGMENT_EVENTS = 100;
const MAX_ATTEMPTS = 8;
const MAX_HEADS = 10_000;

/** The first segment of a user's quota stream for the month of `now`; later ones add `-s{n}`. */
export const quotaStream = (userId: string, now: Date) =>
  `quota-${userId}-${now.toISOString().slice(0, 7).replace('-', '')}`;
const segmentStream = (base: string, segment: number) => (segment === 0 ? base : `${base}-s${segment}`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fold = (state: Quota, recorded: RecordedEvent[]) =>
  recorded.reduce((s, e) => quotaDecider.evolve(s, { type: e.type, data: e.data } as QuotaEvent), state);

export interface QuotaLedgerOptions {
  segmentEvents?: number;
  ttlMs?: number;
}

export const createQuotaLedger = (
  { eventStore, clock }: { eventStore: EventStore; clock: Clock },
  { segmentEvents = SEGMENT_EVENTS, ttlMs = RESERVATION_TTL_MS }: QuotaLedgerOptions = {},
) => {
  /**
   * Where each stream goes on: its open segment and the snapshot that segment started from (a hint: a segment
   * found closed moves it on). At most MAX_HEADS streams are remembered; a forgotten one is found again by probing.
   */
  const heads = new Map<string, { segment: number; carried: QuotaSnapshot | null }>();
  const remember = (base: string, head: { segment: number; carried: QuotaSnapshot | null }) => {
    heads.delete(base);
    heads.set(base, head);
    if (heads.size > MAX_HEADS) heads.delete(heads.keys().next().value as string);
  };
  /** The tail of each stream's queue of commands in this process. */
  const queues = new Map<string, Promise<unknown>>();

  const closingOf = (recorded: RecordedEvent[]) =>
    (
      recorded.findLast((e) => e.type === 'QuotaStreamClosed')?.data as
        Extract<QuotaEvent, { type: 'QuotaStreamClosed' }>['data'] | undefined
    )?.snapshot ?? null;

  /** The open segment of a stream, folded from the snapshot the previous one was closed with. */
  const load = async (base: string) => {
    const head = heads.get(base);
    let segment = head?.segment ?? 0;
    let carried = head?.carried ?? null;
    let probe = head === undefined;
    for (;;) {
      const stream = segmentStream(base, segment);
      // A segment not known to be open: its tail tells whether it was closed, without reading it all.
      const closed = probe ? closingOf(await eventStore.read(stream, { fromRevision: segmentEvents })) : null;
      const recorded = closed ? [] : await eventStore.read(stream);
      const closing = closed ?? closingOf(recorded);
      if (closing) {
        carried = closing;
        segment += 1;
        probe = true;
        continue;
      }
      remember(base, { segment, carried });
      return { stream, segment, state: fold(quotaFromSnapshot(carried), recorded), recorded };
    }
  };

  /** Runs `task` after every earlier command on the same stream in this process. */
  const serialised = <T>(base: string, task: () => Promise<T>): Promise<T> => {
    const previous = queues.get(base) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    queues.set(base, tail);
    void tail.then(() => {
      if (queues.get(base) === tail) queues.delete(base);
    });
    return run;
  };

  /** Decides `command` on the open segment and appends, closing the segment with a snapshot once it is full. */
  const handle = (base: string, command: QuotaCommand) =>
    serialised(base, async () => {
      for (let attempt = 1; ; attempt++) {
        const { stream, segment, state, recorded } = await load(base);
        const events = quotaDecider.decide(command, state);
        if (events.length === 0) return;
        const { now } = command.metadata;
        const toAppend: QuotaEvent[] = [...events];
        const full = recorded.length + events.length >= segmentEvents;
        const snapshot = full ? quotaSnapshot(events.reduce(quotaDecider.evolve, state), now) : null;
        if (snapshot)
          toAppend.push({
            type: 'QuotaStreamClosed',
            data: {
              userId: command.data.userId,
              continuedIn: segmentStream(base, segment + 1),
              snapshot,
              closedAt: now,
            },
          });
        const last = recorded.at(-1);
        try {
          await eventStore.append(
            stream,
            toAppend.map((event) => ({
              id: randomUUID(),
              type: event.type,
              data: event.data,
              metadata: {
                actor: command.metadata.actor,
                correlationId: command.metadata.correlationId,
                causationId: null,
                at: now,
              },
            })),
            last ? last.revision : 'no_stream',
          );
          if (snapshot) remember(base, { segment: segment + 1, carried: snapshot });
          return;
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError)) throw error;
          if (attempt >= MAX_ATTEMPTS) throw storeBusy();
          await pause(Math.random() * 10 * attempt);
        }
      }
    });

  return {
    /**
     * Reserves `amount` against the limit (PLAN_LIMIT when it would go past it). The answer settles the
     * reservation once: `settle(unused)` gives back `unused` and counts the rest for good (all of it unused:
     * released). A reservation never settled expires after RESERVATION_TTL_MS.
     */
    reserve: async (
      request: { userId: string; kind: QuotaKind; amount: number; limit: LimitValue; plan: Plan },
      meta: Omit<CommandMetadata, 'now'>,
    ) => {
      const reservationId = randomUUID();
      const base = quotaStream(request.userId, clock.now());
      const metadata = () => ({ ...meta, now: clock.now().toISOString() });
      const reservedAt = clock.now();
      await handle(base, {
        type: 'ReserveQuota',
        data: { ...request, reservationId, expiresAt: new Date(reservedAt.getTime() + ttlMs).toISOString() },
        metadata: { ...meta, now: reservedAt.toISOString() },
      });
      let settled = false;
      return async (unused: number) => {
        if (settled) return;
        settled = true;
        const { userId, kind, amount } = request;
        const used = Math.max(0, amount - Math.max(0, unused));
        await handle(
          base,
          used === 0
            ? { type: 'ReleaseQuota', data: { reservationId, userId, amount }, metadata: metadata() }
            : { type: 'ConsumeQuota', data: { kind, reservationId, userId, amount: used }, metadata: metadata() },
        );
      };
    },

    /** A user's quota for the month of `now`: consumed amounts, and what open reservations hold at `now`. */
    read: async (userId: string, now: Date) => {
      const { state, segment } = await load(quotaStream(userId, now));
      return { consumed: { ...state.consumed }, held: heldAt(state, now.toISOString()), segment };
    },
  };
};

export type QuotaLedger = ReturnType<typeof createQuotaLedger>;

/** One ledger per event store: every caller of a store must share its queues. */
const ledgers = new WeakMap<EventStore, QuotaLedger>();
export const quotaLedgerOf = (deps: { eventStore: EventStore; clock: Clock }) => {
  let ledger = ledgers.get(deps.eventStore);
  if (!ledger) ledgers.set(deps.eventStore, (ledger = createQuotaLedger(deps)));
  return ledger;
};

/** Reserves against a user's monthly quota; the answer settles it (see QuotaLedger.reserve). */
export const reserveQuota = (
  deps: { eventStore: EventStore; clock: Clock },
  request: { userId: string; kind: QuotaKind; amount: number; limit: LimitValue; plan: Plan },
  meta: Omit<CommandMetadata, 'now'>,
) => quotaLedgerOf(deps).reserve(request, meta);

/**
 * Monthly quotas per user (`quota-{userId}-{YYYYMM}`): AI-generated questions and quizzes created. Work that
 * counts against a quota reserves its amount before it starts, then settles the reservation: it consumes what it
 * used (QuotaConsumed closes the reservation and gives the rest back) or releases it all. A reservation carries an
 * expiry: one that is never settled (the server stopped in between) stops counting once it has expired, so a crash
 * never takes quota away for good. Reservations are appended with the revision just read, so requests racing at the
 * limit can never together go past it.
 *
 * A month's stream is kept short: after a set number of events the command layer closes it with a snapshot of what
 * is counted and still held (QuotaStreamClosed) and goes on in the next segment, which starts from that snapshot.
 */
import type { LimitValue, Plan } from '../plans/plans';
import type { CommandMetadata, Decider } from '../shared/decider';
import { planLimitError } from '../plans/plans';

export const QUOTA_KINDS = ['aiQuestions', 'quizzes'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

export interface QuotaHold {
  kind: QuotaKind;
  amount: number;
  /** ISO time after which the hold no longer counts; null for reservations made before holds expired. */
  expiresAt: string | null;
}

/** What a closed segment hands to the next: the amounts counted for good and the holds still open. */
export interface QuotaSnapshot {
  consumed: Record<QuotaKind, number>;
  open: (QuotaHold & { reservationId: string })[];
}

export type QuotaEvent =
  | {
      type: 'QuotaReserved';
      data: {
        kind: QuotaKind;
        reservationId: string;
        userId: string;
        amount: number;
        reservedAt: string;
        /** Absent on reservations recorded before holds expired: those count until released. */
        expiresAt?: string;
      };
    }
  | {
      type: 'QuotaReleased';
      data: { kind: QuotaKind; reservationId: string; userId: string; amount: number; releasedAt: string };
    }
  | {
      type: 'QuotaConsumed';
      data: { kind: QuotaKind; reservationId: string; userId: string; amount: number; consumedAt: string };
    }
  | {
      type: 'QuotaStreamClosed';
      data: { userId: string; continuedIn: string; snapshot: QuotaSnapshot; closedAt: string };
    };

export interface Quota {
  /** Counted for good: what settled reservations consumed. */
  consumed: Record<QuotaKind, number>;
  /** Open reservations: what each still holds, and until when. */
  reservations: Map<string, QuotaHold>;
  /** This segment of the stream is closed; its snapshot carries on in the next. */
  closed: boolean;
}

export type QuotaCommand =
  | {
      type: 'ReserveQuota';
      data: {
        kind: QuotaKind;
        reservationId: string;
        userId: string;
        amount: number;
        limit: LimitValue;
        plan: Plan;
        expiresAt: string;
      };
      metadata: CommandMetadata;
    }
  | {
      /** Gives back `amount` of what a reservation holds; the rest stays held. */
      type: 'ReleaseQuota';
      data: { reservationId: string; userId: string; amount: number };
      metadata: CommandMetadata;
    }
  | {
      /** Closes a reservation: `amount` is counted for good, the rest is given back. */
      type: 'ConsumeQuota';
      data: { kind: QuotaKind; reservationId: string; userId: string; amount: number };
      metadata: CommandMetadata;
    };

const noneUsed = (): Record<QuotaKind, number> => ({ aiQuestions: 0, quizzes: 0 });

/** Is a hold still counted at `now`? */
export const isHeld = (hold: QuotaHold, now: string): boolean =>
  hold.amount > 0 && (hold.expiresAt === null || hold.expiresAt > now);

/** What counts against the limit at `now`: consumed amounts and unexpired holds (expired ones read as released). */
export const usedAt = (state: Quota, kind: QuotaKind, now: string): number => {
  let used = state.consumed[kind];
  for (const hold of state.reservations.values()) if (hold.kind === kind && isHeld(hold, now)) used += hold.amount;
  return used;
};

/** Held amounts at `now`, by kind. */
export const heldAt = (state: Quota, now: string): Record<QuotaKind, number> => {
  const held = noneUsed();
  for (const hold of state.reservations.values()) if (isHeld(hold, now)) held[hold.kind] += hold.amount;
  return held;
};

export const quotaSnapshot = (state: Quota, now: string): QuotaSnapshot => ({
  consumed: { ...state.consumed },
  open: [...state.reservations]
    .filter(([, hold]) => isHeld(hold, now))
    .map(([reservationId, hold]) => ({ reservationId, ...hold })),
});

export const quotaFromSnapshot = (snapshot: QuotaSnapshot | null): Quota => ({
  consumed: { ...noneUsed(), ...snapshot?.consumed },
  reservations: new Map(
    (snapshot?.open ?? []).map(({ reservationId, kind, amount, expiresAt }) => [
      reservationId,
      { kind, amount, expiresAt },
    ]),
  ),
  closed: false,
});

/**
 * Folds one event into the state it is given and returns it: a fold owns the state it builds (`initialState()` is
 * new each time), so folding n events costs O(n), with no copy of the reservations per event.
 */
const evolve = (state: Quota, event: QuotaEvent): Quota => {
  switch (event.type) {
    case 'QuotaReserved': {
      const { reservationId, kind, amount, expiresAt } = event.data;
      state.reservations.set(reservationId, { kind, amount, expiresAt: expiresAt ?? null });
      return state;
    }
    case 'QuotaReleased': {
      const hold = state.reservations.get(event.data.reservationId);
      if (!hold) return state;
      const left = hold.amount - Math.min(hold.amount, event.data.amount);
      if (left > 0) state.reservations.set(event.data.reservationId, { ...hold, amount: left });
      else state.reservations.delete(event.data.reservationId);
      return state;
    }
    case 'QuotaConsumed':
      state.reservations.delete(event.data.reservationId);
      state.consumed[event.data.kind] += event.data.amount;
      return state;
    case 'QuotaStreamClosed':
      state.closed = true;
      return state;
    default:
      return state;
  }
};

const decide = (command: QuotaCommand, state: Quota): QuotaEvent[] => {
  const { now } = command.metadata;
  // The command layer decides on the open segment only; a closed one carries on in the next.
  if (state.closed) throw new Error('this segment of the quota stream is closed');
  switch (command.type) {
    case 'ReserveQuota': {
      const { kind, reservationId, userId, amount, limit, plan, expiresAt } = command.data;
      if (state.reservations.has(reservationId)) return [];
      const used = usedAt(state, kind, now);
      if (limit !== 'unlimited' && used + amount > limit)
        throw planLimitError(kind, plan, limit, { left: String(Math.max(0, limit - used)) });
      return [{ type: 'QuotaReserved', data: { kind, reservationId, userId, amount, reservedAt: now, expiresAt } }];
    }
    case 'ReleaseQuota': {
      const { reservationId, userId } = command.data;
      const hold = state.reservations.get(reservationId);
      const amount = Math.min(hold?.amount ?? 0, command.data.amount);
      if (!hold || amount <= 0) return [];
      return [{ type: 'QuotaReleased', data: { kind: hold.kind, reservationId, userId, amount, releasedAt: now } }];
    }
    case 'ConsumeQuota': {
      const { kind, reservationId, userId } = command.data;
      const hold = state.reservations.get(reservationId);
      // Work done on a hold that has expired meanwhile still counts: the questions were made.
      const amount = Math.max(0, hold ? Math.min(hold.amount, command.data.amount) : command.data.amount);
      return [
        { type: 'QuotaConsumed', data: { kind: hold?.kind ?? kind, reservationId, userId, amount, consumedAt: now } },
      ];
    }
    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${JSON.stringify(unexpected)}`);
    }
  }
};

export const quotaDecider: Decider<QuotaCommand, QuotaEvent, Quota> = {
  initialState: () => quotaFromSnapshot(null),
  evolve,
  decide,
};

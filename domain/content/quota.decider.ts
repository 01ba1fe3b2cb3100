/**
 * Monthly quotas per user (`quota-{userId}-{YYYYMM}`): AI-generated questions and quizzes created. Work that
 * counts against a quota reserves its amount before it starts and gives back what it did not use. Reservations are
 * appended with the revision just read, so requests racing at the limit can never together go past it.
 */
import type { LimitValue, Plan } from '../plans/plans';
import type { CommandMetadata, Decider } from '../shared/decider';
import { planLimitError } from '../plans/plans';

export const QUOTA_KINDS = ['aiQuestions', 'quizzes'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

export type QuotaEvent =
  | {
      type: 'QuotaReserved';
      data: { kind: QuotaKind; reservationId: string; userId: string; amount: number; reservedAt: string };
    }
  | {
      type: 'QuotaReleased';
      data: { kind: QuotaKind; reservationId: string; userId: string; amount: number; releasedAt: string };
    };

export interface Quota {
  used: Record<QuotaKind, number>;
  /** What each reservation still holds. */
  reservations: Map<string, { kind: QuotaKind; amount: number }>;
}

export type QuotaCommand =
  | {
      type: 'ReserveQuota';
      data: { kind: QuotaKind; reservationId: string; userId: string; amount: number; limit: LimitValue; plan: Plan };
      metadata: CommandMetadata;
    }
  | {
      type: 'ReleaseQuota';
      data: { reservationId: string; userId: string; amount: number };
      metadata: CommandMetadata;
    };

export const quotaDecider: Decider<QuotaCommand, QuotaEvent, Quota> = {
  initialState: () => ({ used: { aiQuestions: 0, quizzes: 0 }, reservations: new Map() }),
  evolve: (state, event) => {
    const reservations = new Map(state.reservations);
    const { kind, reservationId } = event.data;
    if (event.type === 'QuotaReserved') {
      reservations.set(reservationId, { kind, amount: event.data.amount });
      return { used: { ...state.used, [kind]: state.used[kind] + event.data.amount }, reservations };
    }
    const held = reservations.get(reservationId)?.amount ?? 0;
    const amount = Math.min(held, event.data.amount);
    reservations.set(reservationId, { kind, amount: held - amount });
    return { used: { ...state.used, [kind]: state.used[kind] - amount }, reservations };
  },
  decide: (command, state) => {
    const { now } = command.metadata;
    if (command.type === 'ReserveQuota') {
      const { kind, reservationId, userId, amount, limit, plan } = command.data;
      if (state.reservations.has(reservationId)) return [];
      if (limit !== 'unlimited' && state.used[kind] + amount > limit)
        throw planLimitError(kind, plan, limit, { left: String(Math.max(0, limit - state.used[kind])) });
      return [{ type: 'QuotaReserved', data: { kind, reservationId, userId, amount, reservedAt: now } }];
    }
    const held = state.reservations.get(command.data.reservationId);
    const amount = Math.min(held?.amount ?? 0, command.data.amount);
    if (!held || amount <= 0) return [];
    return [
      {
        type: 'QuotaReleased',
        data: {
          kind: held.kind,
          reservationId: command.data.reservationId,
          userId: command.data.userId,
          amount,
          releasedAt: now,
        },
      },
    ];
  },
};

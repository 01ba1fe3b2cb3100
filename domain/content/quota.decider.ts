/**
 * AI question quota per user and calendar month (`quota-{userId}-{YYYYMM}`). A generation reserves the questions it
 * asks for before calling a generator and gives back what it did not use. Reservations are appended with the
 * revision just read, so ten requests racing at the limit can never together go past it.
 */
import type { LimitValue, Plan } from '../plans/plans';
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { messageOf } from '../shared/messages';

export type QuotaEvent =
  | { type: 'AiQuestionsReserved'; data: { reservationId: string; userId: string; amount: number; reservedAt: string } }
  | {
      type: 'AiQuestionsReleased';
      data: { reservationId: string; userId: string; amount: number; releasedAt: string };
    };

export interface Quota {
  used: number;
  reservations: Map<string, number>;
}

export type QuotaCommand =
  | {
      type: 'ReserveAiQuestions';
      data: { reservationId: string; userId: string; amount: number; limit: LimitValue; plan: Plan };
      metadata: CommandMetadata;
    }
  | {
      type: 'ReleaseAiQuestions';
      data: { reservationId: string; userId: string; amount: number };
      metadata: CommandMetadata;
    };

export const quotaDecider: Decider<QuotaCommand, QuotaEvent, Quota> = {
  initialState: () => ({ used: 0, reservations: new Map() }),
  evolve: (state, event) => {
    const reservations = new Map(state.reservations);
    if (event.type === 'AiQuestionsReserved') {
      reservations.set(event.data.reservationId, event.data.amount);
      return { used: state.used + event.data.amount, reservations };
    }
    const held = reservations.get(event.data.reservationId) ?? 0;
    const amount = Math.min(held, event.data.amount);
    reservations.set(event.data.reservationId, held - amount);
    return { used: state.used - amount, reservations };
  },
  decide: (command, state) => {
    const { now } = command.metadata;
    if (command.type === 'ReserveAiQuestions') {
      const { reservationId, userId, amount, limit, plan } = command.data;
      if (state.reservations.has(reservationId)) return [];
      if (limit !== 'unlimited' && state.used + amount > limit) {
        const params = { plan, limit: String(limit), left: String(Math.max(0, limit - state.used)) };
        throw DomainError.forbidden(
          'PLAN_LIMIT',
          messageOf('planLimit.aiQuestions', params),
          { reason: 'aiQuestions' },
          params,
        );
      }
      return [{ type: 'AiQuestionsReserved', data: { reservationId, userId, amount, reservedAt: now } }];
    }
    const held = state.reservations.get(command.data.reservationId) ?? 0;
    const amount = Math.min(held, command.data.amount);
    if (amount <= 0) return [];
    return [
      {
        type: 'AiQuestionsReleased',
        data: { reservationId: command.data.reservationId, userId: command.data.userId, amount, releasedAt: now },
      },
    ];
  },
};

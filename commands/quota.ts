/** Reserving against a user's monthly quota stream; the answer gives back what was not used. */
import { randomUUID } from 'node:crypto';
import type { QuotaKind } from '../domain/content/quota.decider';
import { quotaDecider } from '../domain/content/quota.decider';
import type { LimitValue, Plan } from '../domain/plans/plans';
import type { CommandMetadata } from '../domain/shared/decider';
import { handleCommand } from './handle-command';
import type { Clock, EventStore } from './ports';

export const quotaStream = (userId: string, now: Date) =>
  `quota-${userId}-${now.toISOString().slice(0, 7).replace('-', '')}`;

export const reserveQuota = async (
  { eventStore, clock }: { eventStore: EventStore; clock: Clock },
  request: { userId: string; kind: QuotaKind; amount: number; limit: LimitValue; plan: Plan },
  meta: Omit<CommandMetadata, 'now'>,
) => {
  const reservationId = randomUUID();
  const stream = quotaStream(request.userId, clock.now());
  const now = () => ({ ...meta, now: clock.now().toISOString() });
  await handleCommand(eventStore, stream, quotaDecider, {
    type: 'ReserveQuota',
    data: { ...request, reservationId },
    metadata: now(),
  });
  /** Gives back `unused` of the reservation (nothing when 0). */
  return async (unused: number) => {
    if (unused > 0)
      await handleCommand(eventStore, stream, quotaDecider, {
        type: 'ReleaseQuota',
        data: { reservationId, userId: request.userId, amount: unused },
        metadata: now(),
      });
  };
};

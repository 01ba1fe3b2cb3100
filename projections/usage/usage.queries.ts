/**
 * Usage per user and calendar month (UTC), the counters plan limits are checked against (`usage`, _id
 * `{userId}:{YYYY-MM}`, projected by usage.projection.ts).
 */
import type { Clock, ReadStore } from '../../commands/ports';
import { DEFAULT_PAST_DUE_GRACE_DAYS } from '../../domain/subscription/subscription.access';
import { subscriptionQueries } from '../subscriptions/subscriptions.queries';
import type { ProjectedDoc } from '../runtime/projection';

export interface UsageDoc extends ProjectedDoc {
  userId: string;
  month: string;
  quizzesCreated: number;
  aiQuestionsGenerated: number;
}

export const monthOf = (iso: string) => iso.slice(0, 7);
export const usageId = (userId: string, month: string) => `${userId}:${month}`;

export const usageQueries = (readStore: ReadStore) => {
  const usage = readStore.collection<UsageDoc>('usage');
  return {
    forMonth: async (userId: string, now: Date) => {
      const doc = await usage.findOne({ _id: usageId(userId, monthOf(now.toISOString())) });
      return { quizzesThisMonth: doc?.quizzesCreated ?? 0, aiQuestionsThisMonth: doc?.aiQuestionsGenerated ?? 0 };
    },
  };
};

/**
 * What commands read of an account for plan limits (the AccountReader port), over the read models. The plan is the
 * one the subscription gives at this moment (evaluated now, so a period end takes effect without a new event).
 */
export const accountReader = (
  readStore: ReadStore,
  {
    clock = { now: () => new Date() },
    graceDays = DEFAULT_PAST_DUE_GRACE_DAYS,
  }: { clock?: Clock; graceDays?: number } = {},
) => {
  const users = readStore.collection<ProjectedDoc & { language?: string }>('users');
  const usage = usageQueries(readStore);
  const subscriptions = subscriptionQueries(readStore, { graceDays, provider: 'sandbox' });
  return {
    planOf: async (userId: string) => subscriptions.planOf(userId, clock.now()),
    languageOf: async (userId: string) => (await users.findOne({ _id: userId }))?.language ?? null,
    quizzesCreatedThisMonth: async (userId: string, now: Date) => (await usage.forMonth(userId, now)).quizzesThisMonth,
  };
};

/**
 * Usage per user and calendar month (UTC), the counters plan limits are checked against (`usage`, _id
 * `{userId}:{YYYY-MM}`, projected by usage.projection.ts).
 */
import type { ReadStore } from '../../commands/ports';
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

/** What commands read of an account for plan limits (the AccountReader port), over the read models. */
export const accountReader = (readStore: ReadStore) => {
  const users = readStore.collection<ProjectedDoc & { plan?: string; language?: string }>('users');
  const usage = usageQueries(readStore);
  return {
    /** The account's plan; accounts have no plan field until billing, which reads as free. */
    planOf: async (userId: string) => (await users.findOne({ _id: userId }))?.plan ?? null,
    languageOf: async (userId: string) => (await users.findOne({ _id: userId }))?.language ?? null,
    quizzesCreatedThisMonth: async (userId: string, now: Date) => (await usage.forMonth(userId, now)).quizzesThisMonth,
  };
};

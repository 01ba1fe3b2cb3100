/**
 * Usage per user and calendar month (UTC), the counters plan limits are checked against. The quiz and generation
 * slices project their events into this collection (`usage`, _id `{userId}:{YYYY-MM}`).
 */
import type { Doc, ReadStore } from '../../commands/ports';

export interface UsageDoc extends Doc {
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

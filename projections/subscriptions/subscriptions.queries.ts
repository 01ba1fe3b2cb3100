/**
 * Reads of the subscriptions read model. The plan in force, the status and the money-back eligibility depend on
 * the time: they are evaluated here with `now`, so a period end or the end of a grace period takes effect without
 * a new event.
 */
import type { ReadStore } from '../../commands/ports';
import type { SubscriptionState } from '../../domain/subscription/subscription.decider';
import { initialSubscriptionState } from '../../domain/subscription/subscription.decider';
import type { StatusOptions } from '../../domain/subscription/subscription.access';
import { effectivePlanOf, profileSubscriptionOf, statusViewOf } from '../../domain/subscription/subscription.access';
import type { BillingHistoryEntry } from '../../domain/subscription/subscription.views';
import type { ProjectedDoc } from '../runtime/projection';
import type { SubscriptionDoc } from './subscriptions.projection';

const byNewest = (a: BillingHistoryEntry, b: BillingHistoryEntry) =>
  Date.parse(b.occurredAt) - Date.parse(a.occurredAt);

export const subscriptionQueries = (readStore: ReadStore, options: StatusOptions) => {
  const subscriptions = readStore.collection<SubscriptionDoc>('subscriptions');
  const stateOf = async (userId: string): Promise<SubscriptionState> =>
    (await subscriptions.findOne({ _id: userId })) ?? initialSubscriptionState();
  return {
    stateOf,
    planOf: async (userId: string, now: Date) => effectivePlanOf(await stateOf(userId), now, options.graceDays),
    status: async (userId: string, now: Date) => statusViewOf(await stateOf(userId), now, options),
    profile: async (userId: string, now: Date) => profileSubscriptionOf(await stateOf(userId), now, options),
    /** Payments, refunds and changes, newest first (a stable order for entries of the same instant: last first). */
    history: async (userId: string) => {
      const doc = await subscriptions.findOne({ _id: userId });
      return [...(doc?.history ?? [])].reverse().sort(byNewest);
    },
  };
};

export type SubscriptionQueries = ReturnType<typeof subscriptionQueries>;

/**
 * The usage figures beside this month's counters: the largest game hosted this month, the largest quiz kept, and
 * the bytes of question images kept (read from the games, quizzes and image-storage read models).
 */
export const planUsageQueries = (readStore: ReadStore) => {
  const games = readStore.collection<ProjectedDoc & { hostId: string; createdAt: string; participantCount: number }>(
    'games',
  );
  const quizzes = readStore.collection<ProjectedDoc & { ownerId: string; questionCount: number }>('quizzes');
  const storage = readStore.collection<ProjectedDoc & { bytes: number }>('image_storage');
  return {
    forMonth: async (userId: string, month: string) => {
      const [largestGame] = await games.find(
        { hostId: userId, createdAt: { $gte: `${month}-01` } },
        { sort: { participantCount: -1 }, limit: 1 },
      );
      const [largestQuiz] = await quizzes.find({ ownerId: userId }, { sort: { questionCount: -1 }, limit: 1 });
      return {
        participants: largestGame?.participantCount ?? 0,
        questionsPerQuiz: largestQuiz?.questionCount ?? 0,
        storageBytes: (await storage.findOne({ _id: userId }))?.bytes ?? 0,
      };
    },
  };
};

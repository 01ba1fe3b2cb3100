/**
 * The admin analytics read model: one document per day (UTC) with what happened that day across all streams —
 * new users, payments and refunds (cents), subscriptions activated and canceled, and quizzes created by source
 * type (with their questions and creators). Periods (30 days, 6 months, a year) add days up; growth compares a
 * period with the one before. A multi-stream model: the runtime skips an event at or below the day's position.
 */
import type { QuizEvent } from '../../domain/quiz/quiz.decider';
import type { SubscriptionEvent } from '../../domain/subscription/subscription.decider';
import type { UserEvent } from '../../domain/user/user.decider';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface SourceUsage {
  quizzes: number;
  questions: number;
  creators: string[];
}

export interface AnalyticsDayDoc extends ProjectedDoc {
  day: string;
  newUsers: number;
  revenueCents: number;
  payments: number;
  newCustomers: number;
  refundCents: number;
  refundCustomers: number;
  activations: number;
  cancellations: number;
  /** By source type; '' for quizzes written by hand, imported or duplicated. */
  usage: Record<string, SourceUsage>;
}

export const emptyDay = (day: string): AnalyticsDayDoc => ({
  _id: day,
  day,
  newUsers: 0,
  revenueCents: 0,
  payments: 0,
  newCustomers: 0,
  refundCents: 0,
  refundCustomers: 0,
  activations: 0,
  cancellations: 0,
  usage: {},
});

type Handled = UserEvent | QuizEvent | SubscriptionEvent;

/** The day an event counts on. */
const dayOf = (event: Handled): string | null => {
  switch (event.type) {
    case 'UserRegistered':
      return event.data.registeredAt.slice(0, 10);
    case 'QuizCreated':
      return event.data.createdAt.slice(0, 10);
    case 'PaymentCompleted':
    case 'SubscriptionRenewed':
      return (event.data.transaction.billedAt ?? event.data.occurredAt).slice(0, 10);
    case 'SubscriptionRefunded':
    case 'SubscriptionActivated':
    case 'SubscriptionCanceled':
      return event.data.occurredAt.slice(0, 10);
    default:
      return null;
  }
};

export const analyticsProjection: Projection<AnalyticsDayDoc> = {
  name: 'analytics',
  version: 1,
  collection: 'analytics_days',
  handles: [
    'UserRegistered',
    'QuizCreated',
    'PaymentCompleted',
    'SubscriptionRenewed',
    'SubscriptionRefunded',
    'SubscriptionActivated',
    'SubscriptionCanceled',
  ],
  documentId: (recorded) => dayOf(eventOf<Handled>(recorded)),
  indexes: [{ keys: { day: 1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<Handled>(recorded);
    const day = dayOf(event);
    if (!day) return doc;
    const d = doc ?? emptyDay(day);
    switch (event.type) {
      case 'UserRegistered':
        return { ...d, newUsers: d.newUsers + 1 };
      case 'QuizCreated': {
        const source = event.data.origin.kind === 'generated' ? event.data.origin.sourceType : '';
        const before = d.usage[source] ?? { quizzes: 0, questions: 0, creators: [] };
        const creators = before.creators.includes(event.data.ownerId)
          ? before.creators
          : [...before.creators, event.data.ownerId];
        const usage = {
          ...d.usage,
          [source]: {
            quizzes: before.quizzes + 1,
            questions: before.questions + event.data.questions.length,
            creators,
          },
        };
        return { ...d, usage };
      }
      case 'PaymentCompleted':
        return {
          ...d,
          revenueCents: d.revenueCents + event.data.transaction.amountCents,
          payments: d.payments + 1,
          newCustomers: d.newCustomers + 1,
        };
      case 'SubscriptionRenewed':
        return { ...d, revenueCents: d.revenueCents + event.data.transaction.amountCents, payments: d.payments + 1 };
      case 'SubscriptionRefunded':
        return {
          ...d,
          refundCents: d.refundCents + event.data.adjustment.amountCents,
          refundCustomers: d.refundCustomers + 1,
        };
      case 'SubscriptionActivated':
        return { ...d, activations: d.activations + 1 };
      case 'SubscriptionCanceled':
        return { ...d, cancellations: d.cancellations + 1 };
      default:
        return d;
    }
  },
};

/**
 * The subscriptions read model: one document per user, the subscription decider's state as it is (status, plan,
 * the provider's subscription with its periods, payments, refunds) plus the billing history. The time-dependent
 * rules (grace period, cancellation at the period end) are applied when it is read, in subscriptions.queries.ts.
 */
import type { SubscriptionEvent, SubscriptionState } from '../../domain/subscription/subscription.decider';
import {
  evolveSubscription,
  initialSubscriptionState,
  subscriptionEventTypes,
} from '../../domain/subscription/subscription.decider';
import { historyEntryOf } from '../../domain/subscription/subscription.history';
import type { BillingHistoryEntry } from '../../domain/subscription/subscription.views';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface SubscriptionDoc extends ProjectedDoc, SubscriptionState {
  /** Oldest first, as recorded. */
  history: BillingHistoryEntry[];
  customerId: string | null;
  subscriptionId: string | null;
}

const stateOf = (doc: SubscriptionDoc | null): SubscriptionState => {
  if (!doc) return initialSubscriptionState();
  const { _id, _position, history: _history, customerId: _c, subscriptionId: _s, ...state } = doc;
  return state;
};

export const subscriptionsProjection: Projection<SubscriptionDoc> = {
  name: 'subscriptions',
  version: 1,
  collection: 'subscriptions',
  handles: subscriptionEventTypes,
  documentId: (event) => (event.data as { userId?: string }).userId ?? null,
  indexes: [{ keys: { customerId: 1 } }, { keys: { subscriptionId: 1 } }, { keys: { status: 1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<SubscriptionEvent>(recorded);
    const state = evolveSubscription(stateOf(doc), event);
    const entry = historyEntryOf(recorded.id, event);
    return {
      ...state,
      _id: event.data.userId,
      history: entry ? [...(doc?.history ?? []), entry] : (doc?.history ?? []),
      customerId: state.subscription?.customerId ?? doc?.customerId ?? null,
      subscriptionId: state.subscription?.subscriptionId ?? null,
    };
  },
};

/** What a billing audit compares with: one user's subscription document, and a user found by email. */
import type { ReadStore } from '../../commands/ports';
import type { SubscriptionReadModel } from '../../domain/audit/billing-audit';
import type { UserDoc } from '../users/users.projection';
import type { SubscriptionDoc } from './subscriptions.projection';

/** The document as the audit compares it (without the store's bookkeeping and the lookup fields). */
export const subscriptionReadModelOf = (doc: SubscriptionDoc | null): SubscriptionReadModel | null => {
  if (!doc) return null;
  const { _id, _position, customerId: _c, subscriptionId: _s, ...model } = doc;
  return model;
};

export const subscriptionAuditQueries = (readStore: ReadStore) => {
  const subscriptions = readStore.collection<SubscriptionDoc>('subscriptions');
  const users = readStore.collection<UserDoc>('users');
  return {
    subscription: async (userId: string) => subscriptionReadModelOf(await subscriptions.findOne({ _id: userId })),
    /** A user's id by id or email (null: no such user). */
    userIdOf: async (idOrEmail: string) => {
      const user = idOrEmail.includes('@')
        ? await users.findOne({ email: idOrEmail.trim().toLowerCase() }, { projection: { _id: 1 } })
        : await users.findOne({ _id: idOrEmail }, { projection: { _id: 1 } });
      return user?._id ?? null;
    },
  };
};

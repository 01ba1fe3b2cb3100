/**
 * Subscription use cases: open a checkout, record what the billing provider reports (signed webhooks, or its API's
 * answers when we sync, cancel or refund), and the sandbox's test payments and developer actions. Prices are
 * resolved to plans here (an unknown price id grants nothing), and the time comes from the clock.
 *
 * The user of a webhook is its `custom_data.userId`, else the user its customer or subscription id was linked to
 * (a reservation stream per provider id, so the link is read consistently, never from a lagging read model).
 */
import { randomUUID } from 'node:crypto';
import type { PaidPlan, PriceCatalogue } from '../../domain/subscription/subscription.prices';
import type { Plan } from '../../domain/plans/plans';
import { reservationDecider } from '../../domain/reservation/reservation.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError, invalidFields } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import { effectivePlanOf, refundableTransactionOf } from '../../domain/subscription/subscription.access';
import type { SubscriptionCommand, SubscriptionState } from '../../domain/subscription/subscription.decider';
import { subscriptionDecider, subscriptionStream } from '../../domain/subscription/subscription.decider';
import type { BillingSource } from '../../domain/subscription/subscription.model';
import type { BillingCycle, SandboxAction } from '../../domain/subscription/subscription.views';
import { foldStream, handleCommand } from '../handle-command';
import type {
  BillingNotice,
  BillingPort,
  BillingSubscription,
  BillingTransaction,
  Clock,
  EventStore,
  SandboxBillingPort,
  SandboxCard,
} from '../ports';
import { BillingProviderError, WebhookPayloadError, WebhookSignatureError } from '../ports';

export const customerLinkStream = (customerId: string) => `billingcustomer-${customerId}`;
export const subscriptionLinkStream = (subscriptionId: string) => `billingsubscription-${subscriptionId}`;

type Meta = Omit<CommandMetadata, 'now'>;

export interface SubscriptionCommandDeps {
  eventStore: EventStore;
  clock: Clock;
  billing: BillingPort;
  catalogue: PriceCatalogue;
  /** Days a past-due subscription keeps its plan. */
  graceDays: number;
  /** True when the account exists (a webhook's `custom_data.userId` must name one). */
  userExists: (userId: string) => Promise<boolean>;
  log?: (obj: object, msg: string) => void;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const providerFailure = (error: unknown): never => {
  if (error instanceof BillingProviderError)
    throw DomainError.unavailable('billing.providerUnavailable', messageOf('billing.providerUnavailable'), {
      provider: error.kind,
    });
  throw error;
};

/** Calls the provider; its failures become a 503 with a stable code. */
const provider = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    return providerFailure(error);
  }
};

const noSubscription = () => DomainError.conflict('billing.noSubscription', messageOf('billing.noSubscription'));

export const subscriptionCommands = (deps: SubscriptionCommandDeps) => {
  const { eventStore, clock, billing, catalogue, graceDays, log } = deps;
  const metadata = (meta: Meta): CommandMetadata => ({ ...meta, now: clock.now().toISOString() });

  /** One provider-changing action per user at a time (a double click cancels or refunds once). */
  const running = new Map<string, Promise<unknown>>();
  const exclusive = async <T>(userId: string, run: () => Promise<T>): Promise<T> => {
    const before = running.get(userId) ?? Promise.resolve();
    const next = before.catch(() => undefined).then(run);
    running.set(userId, next);
    try {
      return await next;
    } finally {
      if (running.get(userId) === next) running.delete(userId);
    }
  };

  const stateOf = async (userId: string): Promise<SubscriptionState> =>
    foldStream(subscriptionDecider, await eventStore.read(subscriptionStream(userId)));

  const execute = (userId: string, command: SubscriptionCommand) =>
    handleCommand(eventStore, subscriptionStream(userId), subscriptionDecider, command);

  const planOfPrice = (priceId: string | null): Plan | null => catalogue.ofPrice(priceId)?.plan ?? null;
  /** The plan (and cycle) a price id stands for; null for a price we do not sell. */
  const withPlan = <T extends BillingSubscription | BillingTransaction>(entity: T) => {
    const entry = catalogue.ofPrice(entity.priceId);
    const plan: Plan | null = entry?.plan ?? null;
    return { ...entity, plan, billingCycle: entry?.billingCycle ?? entity.billingCycle };
  };

  const recordSubscription = (userId: string, source: BillingSource, subscription: BillingSubscription, meta: Meta) =>
    execute(userId, {
      type: 'RecordSubscription',
      data: { userId, source, subscription: withPlan(subscription) },
      metadata: metadata(meta),
    });

  /** An answer of the provider's API, recorded like a webhook (an id of its own; only differences are recorded). */
  const apiSource = (kind: string, entityId: string, at: string): BillingSource => ({
    eventId: `api:${kind}:${entityId}:${at}`,
    eventType: `api.${kind}`,
    occurredAt: at,
    provider: billing.provider,
  });

  const link = async (stream: string, userId: string, meta: Meta) => {
    try {
      await handleCommand(eventStore, stream, reservationDecider, {
        type: 'ClaimReservation',
        data: { ownerId: userId, takenCode: 'billing.linkTaken', takenMessage: 'linked to another user' },
        metadata: metadata(meta),
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      log?.({ stream, userId }, 'a billing id is already linked to another user');
    }
  };

  const linkedUser = async (stream: string) => {
    const reservation = foldStream(reservationDecider, await eventStore.read(stream));
    return reservation.status === 'claimed' ? reservation.ownerId : null;
  };

  const idsOf = (notice: Exclude<BillingNotice, { kind: 'ignored' }>) => {
    switch (notice.kind) {
      case 'subscription':
        return { customerId: notice.subscription.customerId, subscriptionId: notice.subscription.subscriptionId };
      case 'transaction':
        return { customerId: notice.transaction.customerId, subscriptionId: notice.transaction.subscriptionId };
      case 'adjustment':
        return { customerId: notice.adjustment.customerId, subscriptionId: notice.adjustment.subscriptionId };
    }
  };

  const userOf = async (notice: Exclude<BillingNotice, { kind: 'ignored' }>) => {
    const { customerId, subscriptionId } = idsOf(notice);
    if (notice.userId && uuid.test(notice.userId) && (await deps.userExists(notice.userId))) return notice.userId;
    return (
      (customerId ? await linkedUser(customerLinkStream(customerId)) : null) ??
      (subscriptionId ? await linkedUser(subscriptionLinkStream(subscriptionId)) : null)
    );
  };

  /** A verified notice as a command on the user's stream. */
  const record = (userId: string, notice: Exclude<BillingNotice, { kind: 'ignored' }>, meta: Meta) => {
    switch (notice.kind) {
      case 'subscription':
        return recordSubscription(userId, notice.source, notice.subscription, meta);
      case 'transaction':
        return execute(userId, {
          type: 'RecordTransaction',
          data: {
            userId,
            source: notice.source,
            transaction: withPlan(notice.transaction),
            outcome: notice.outcome,
          },
          metadata: metadata(meta),
        });
      case 'adjustment':
        return execute(userId, {
          type: 'RecordAdjustment',
          data: { userId, source: notice.source, adjustment: notice.adjustment },
          metadata: metadata(meta),
        });
    }
  };

  const currentSubscription = (state: SubscriptionState) => {
    const s = state.subscription;
    if (!s || s.status === 'canceled' || state.status === 'refunded') throw noSubscription();
    return s;
  };

  const sandbox = (): SandboxBillingPort => {
    if (billing.provider !== 'sandbox') throw DomainError.notFound('http.notFound', 'Not found');
    return billing as SandboxBillingPort;
  };

  return {
    provider: billing.provider,
    stateOf,

    /** Opens a checkout for plus (the plan on sale) in the given cycle. */
    startCheckout: async (user: { id: string; email: string }, billingCycle: BillingCycle, meta: Meta) => {
      const plan: PaidPlan = 'plus';
      const entry = catalogue.forCheckout(plan, billingCycle);
      if (!entry)
        throw DomainError.unavailable('billing.checkoutUnavailable', messageOf('billing.checkoutUnavailable'));
      const checkoutId = randomUUID();
      const result = await execute(user.id, {
        type: 'StartCheckout',
        data: {
          userId: user.id,
          checkoutId,
          provider: billing.provider,
          plan,
          billingCycle,
          priceId: entry.priceId,
          amountCents: entry.amountCents,
          currencyCode: entry.currencyCode,
          graceDays,
        },
        metadata: metadata(meta),
      });
      const start = await provider(() =>
        billing.checkout({ checkoutId, userId: user.id, email: user.email, ...entry }),
      );
      return { start, position: result.position };
    },

    /**
     * A webhook: verified on its raw bytes, read, attributed to a user, recorded. Answers how many events it
     * recorded (0 for a redelivery or a type we do not handle).
     */
    receiveWebhook: async (rawBody: Buffer, signature: string | undefined, meta: Meta) => {
      let notice: BillingNotice;
      try {
        notice = billing.readWebhook(rawBody, signature, clock.now());
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw DomainError.validation(
            'billing.webhookSignatureInvalid',
            messageOf('billing.webhookSignatureInvalid'),
            {
              reason: error.reason,
            },
          );
        if (error instanceof WebhookPayloadError)
          throw DomainError.validation('billing.webhookInvalid', messageOf('billing.webhookInvalid'));
        throw error;
      }
      if (notice.kind === 'ignored') return { recorded: 0, position: null, eventType: notice.source.eventType };
      const userId = await userOf(notice);
      if (!userId)
        throw DomainError.illegalState('billing.webhookUserUnknown', messageOf('billing.webhookUserUnknown'));
      const result = await record(userId, notice, meta);
      const { customerId, subscriptionId } = idsOf(notice);
      if (notice.userId === userId) {
        if (customerId) await link(customerLinkStream(customerId), userId, meta);
        if (subscriptionId) await link(subscriptionLinkStream(subscriptionId), userId, meta);
      }
      return { recorded: result.events.length, position: result.position, eventType: notice.source.eventType };
    },

    /** Reconciles with the provider: its subscription now, recorded only where it differs. */
    sync: (userId: string, meta: Meta) =>
      exclusive(userId, async () => {
        const state = await stateOf(userId);
        const current = state.subscription;
        if (!current) return { position: null, recorded: 0 };
        let fresh = await provider(() => billing.getSubscription(current.subscriptionId));
        if (!fresh.updatePaymentMethodUrl && fresh.status !== 'canceled') {
          const links = await billing.portalLinks(fresh.customerId, fresh.subscriptionId).catch(() => null);
          if (links)
            fresh = { ...fresh, updatePaymentMethodUrl: links.updatePaymentMethodUrl, cancelUrl: links.cancelUrl };
        }
        const result = await recordSubscription(
          userId,
          apiSource('subscription', fresh.subscriptionId, fresh.updatedAt),
          fresh,
          meta,
        );
        return { position: result.position, recorded: result.events.length };
      }),

    /** Cancels at the end of the billing period (access stays until then); asking twice changes nothing. */
    cancel: (userId: string, meta: Meta) =>
      exclusive(userId, async () => {
        const current = currentSubscription(await stateOf(userId));
        if (current.scheduledCancelAt) return { position: null, effectiveAt: current.scheduledCancelAt };
        const canceled = await provider(() =>
          billing.cancelSubscription(current.subscriptionId, 'next_billing_period'),
        );
        const result = await recordSubscription(
          userId,
          apiSource('subscription', canceled.subscriptionId, canceled.updatedAt),
          canceled,
          meta,
        );
        return { position: result.position, effectiveAt: canceled.scheduledCancelAt ?? canceled.currentPeriodEnd };
      }),

    /**
     * The money-back guarantee: refunds the first purchase within 14 days and ends the subscription at once.
     * Anything else goes through support (403 with the way to reach it).
     */
    refund: (userId: string, meta: Meta) =>
      exclusive(userId, async () => {
        const state = await stateOf(userId);
        const transactionId = refundableTransactionOf(state, clock.now());
        if (!transactionId)
          throw DomainError.forbidden('billing.refundWindowClosed', messageOf('billing.refundWindowClosed'), {
            supportEmail: 'support@quizstream.app',
          });
        const current = currentSubscription(state);
        const adjustment = await provider(() =>
          billing.refund({ transactionId, reason: 'Money-back guarantee (first purchase within 14 days)' }),
        );
        const now = clock.now().toISOString();
        let last = await execute(userId, {
          type: 'RecordAdjustment',
          data: { userId, source: apiSource('adjustment', adjustment.adjustmentId, adjustment.status), adjustment },
          metadata: metadata(meta),
        });
        try {
          const canceled = await billing.cancelSubscription(current.subscriptionId, 'immediately');
          last = await recordSubscription(
            userId,
            apiSource('subscription', canceled.subscriptionId, canceled.updatedAt),
            canceled,
            meta,
          );
        } catch (error) {
          // The refund stands; the provider's webhook will end the subscription.
          log?.({ err: error, userId, at: now }, 'could not cancel a refunded subscription');
        }
        const position = (await eventStore.read(subscriptionStream(userId))).at(-1)?.position ?? last.position;
        return { approved: adjustment.status === 'approved', position };
      }),

    /** The sandbox's checkout page: its session, for its owner only. */
    sandboxCheckout: (userId: string, checkoutId: string) => {
      const session = sandbox().checkoutSession(checkoutId, clock.now());
      if (!session || session.userId !== userId)
        throw DomainError.notFound('billing.checkoutNotFound', messageOf('billing.checkoutNotFound'));
      return session;
    },

    /** Pays a sandbox checkout with a test card; answers once the provider's webhooks were recorded. */
    sandboxPay: (userId: string, checkoutId: string, card: SandboxCard) =>
      exclusive(userId, async () => {
        const port = sandbox();
        const now = clock.now();
        const session = port.checkoutSession(checkoutId, now);
        if (!session || session.userId !== userId)
          throw DomainError.notFound('billing.checkoutNotFound', messageOf('billing.checkoutNotFound'));
        if (session.status === 'paid') return { status: 'paid' as const };
        if (session.status === 'expired')
          throw DomainError.conflict('billing.checkoutExpired', messageOf('billing.checkoutExpired'));
        const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
        if ((2000 + year!) * 12 + month! - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth())
          throw invalidFields([{ field: 'expiry', code: 'billing.expiryPast' }]);
        if (effectivePlanOf(await stateOf(userId), now, graceDays) !== 'free')
          throw DomainError.conflict('billing.alreadySubscribed', messageOf('billing.alreadySubscribed'));
        const outcome = await provider(() => port.pay(checkoutId, card, now));
        if (outcome.status === 'declined')
          throw DomainError.paymentRequired('billing.cardDeclined', messageOf('billing.cardDeclined'));
        return { status: 'paid' as const };
      }),

    /** The sandbox's developer actions on the user's current subscription. */
    sandboxAct: (userId: string, action: SandboxAction) =>
      exclusive(userId, async () => {
        const port = sandbox();
        const current = currentSubscription(await stateOf(userId));
        await provider(() => port.act(current.subscriptionId, action, clock.now()));
      }),

    planOfPrice,
  };
};

export type SubscriptionCommands = ReturnType<typeof subscriptionCommands>;

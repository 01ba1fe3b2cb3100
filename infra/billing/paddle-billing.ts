/**
 * The `paddle` billing adapter: Paddle Billing's API through `@paddle/paddle-node-sdk` (get and cancel a
 * subscription, a refund through an adjustment, customer portal links) and Paddle's signed webhooks. The checkout
 * itself opens in the browser with Paddle.js; this adapter answers what it needs.
 *
 * `apiUrl` points the SDK at another server speaking Paddle's API (the tests' local one): the SDK takes any value of
 * `environment` that is not `sandbox`/`production` as its base URL. The SDK's own webhook check is not used (see
 * paddle-signature.ts); the SDK has no request timeout, so each call is given one here.
 */
import type { Adjustment, Subscription } from '@paddle/paddle-node-sdk';
import { ApiError, Environment, LogLevel, Paddle } from '@paddle/paddle-node-sdk';
import type { BillingPort, BillingSubscription, PortalLinks } from '../../commands/ports';
import { BillingProviderError } from '../../commands/ports';
import type { ProviderAdjustment } from '../../domain/subscription/subscription.model';
import { cycleOf, readPaddleNotification } from './paddle-format';
import { verifyPaddleWebhook } from './paddle-signature';

export interface PaddleBillingOptions {
  apiKey: string;
  environment: 'sandbox' | 'production';
  clientToken: string;
  webhookSecrets: string[];
  /** Another base URL for Paddle's API (tests); Paddle's own for the environment when null. */
  apiUrl?: string | null;
  timeoutMs?: number;
}

const iso = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null);

export const subscriptionFromSdk = (s: Subscription): BillingSubscription => {
  const price = s.items.find((i) => i.price)?.price ?? null;
  return {
    subscriptionId: s.id,
    customerId: s.customerId,
    status: s.status,
    priceId: price?.id ?? null,
    billingCycle: cycleOf(s.billingCycle ?? price?.billingCycle),
    unitPriceCents: price?.unitPrice ? Number(price.unitPrice.amount) : null,
    currencyCode: s.currencyCode,
    collectionMode: s.collectionMode,
    currentPeriodStart: iso(s.currentBillingPeriod?.startsAt),
    currentPeriodEnd: iso(s.currentBillingPeriod?.endsAt),
    nextBilledAt: iso(s.nextBilledAt),
    firstBilledAt: iso(s.firstBilledAt),
    scheduledCancelAt: s.scheduledChange?.action === 'cancel' ? iso(s.scheduledChange.effectiveAt) : null,
    pausedAt: iso(s.pausedAt),
    canceledAt: iso(s.canceledAt),
    updatePaymentMethodUrl: s.managementUrls?.updatePaymentMethod ?? null,
    cancelUrl: s.managementUrls?.cancel ?? null,
    updatedAt: new Date(s.updatedAt).toISOString(),
  };
};

export const adjustmentFromSdk = (a: Adjustment): ProviderAdjustment => ({
  adjustmentId: a.id,
  transactionId: a.transactionId,
  subscriptionId: a.subscriptionId,
  customerId: a.customerId ?? null,
  action: a.action,
  type: a.type === 'partial' ? 'partial' : 'full',
  status: a.status,
  amountCents: Number(a.totals?.total ?? 0),
  currencyCode: a.currencyCode,
  reason: a.reason ?? null,
});

export const createPaddleBilling = (options: PaddleBillingOptions): BillingPort => {
  const environment = options.apiUrl
    ? (options.apiUrl as Environment)
    : options.environment === 'production'
      ? Environment.production
      : Environment.sandbox;
  const paddle = new Paddle(options.apiKey, { environment, logLevel: LogLevel.none });
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** One call to Paddle, with a time limit; its failures as BillingProviderError. */
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new BillingProviderError('unavailable', `Paddle ${what}: no answer in ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([run(), timeout]);
    } catch (error) {
      if (error instanceof BillingProviderError) throw error;
      if (error instanceof ApiError) {
        const refused = error.type === 'request_error';
        throw new BillingProviderError(
          refused ? 'refused' : 'unavailable',
          `Paddle ${what}: ${error.code} ${error.detail}`,
        );
      }
      throw new BillingProviderError('unavailable', `Paddle ${what}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    provider: 'paddle',

    readWebhook: (rawBody, signature, now) => {
      verifyPaddleWebhook(options.webhookSecrets, rawBody, signature, now);
      return readPaddleNotification(rawBody, 'paddle');
    },

    checkout: async ({ userId, email, priceId }) => ({
      provider: 'paddle',
      environment: options.environment,
      clientToken: options.clientToken,
      priceId,
      customer: { email },
      customData: { userId, email },
    }),

    getSubscription: async (subscriptionId) =>
      subscriptionFromSdk(await call('get subscription', () => paddle.subscriptions.get(subscriptionId))),

    cancelSubscription: async (subscriptionId, effectiveFrom) =>
      subscriptionFromSdk(
        await call('cancel subscription', () => paddle.subscriptions.cancel(subscriptionId, { effectiveFrom })),
      ),

    refund: async ({ transactionId, reason }) =>
      adjustmentFromSdk(
        await call('create adjustment', () =>
          paddle.adjustments.create({ action: 'refund', type: 'full', transactionId, reason }),
        ),
      ),

    portalLinks: async (customerId, subscriptionId): Promise<PortalLinks> => {
      const session = await call('create portal session', () =>
        paddle.customerPortalSessions.create(customerId, subscriptionId ? [subscriptionId] : []),
      );
      const links = session.urls.subscriptions.find((s) => s.id === subscriptionId);
      return {
        overviewUrl: session.urls.general.overview,
        updatePaymentMethodUrl: links?.updateSubscriptionPaymentMethod ?? null,
        cancelUrl: links?.cancelSubscription ?? null,
      };
    },
  };
};

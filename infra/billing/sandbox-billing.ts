/**
 * The `sandbox` billing adapter: a local stand-in for Paddle that needs no account. It keeps its own customers,
 * checkout sessions, subscriptions, transactions and adjustments (in Paddle's JSON format, saved under DATA_DIR),
 * and reports every change the way Paddle does: a Paddle-format webhook signed with `Paddle-Signature`, posted over
 * loopback HTTP to our own `/api/billing/webhook`. So the sandbox and the real provider share one code path.
 *
 * Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. Developer actions: renew now, a failed
 * renewal (past_due), cancel at the period end, refund the last payment.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { BillingSubscription, Clock, SandboxBillingPort, SandboxCheckoutSession } from '../../commands/ports';
import { BillingProviderError } from '../../commands/ports';
import { SANDBOX_CARDS, cardDigitsOf } from '../../domain/subscription/subscription.views';
import type { BillingCycle } from '../../domain/subscription/subscription.views';
import type { PaddleAdjustment, PaddleSubscription, PaddleTransaction } from './paddle-format';
import { readPaddleNotification, toAdjustment, toSubscription } from './paddle-format';
import { signPaddleWebhook, verifyPaddleWebhook } from './paddle-signature';

export interface SandboxBillingOptions {
  webhookSecrets: string[];
  /** Where our own server listens (known once it does): webhooks go to `${url}/api/billing/webhook`. */
  selfUrl: () => string;
  /** The JSON file the sandbox keeps its state in; in memory only when null. */
  file: string | null;
  clock: Clock;
  timeoutMs?: number;
}

const CHECKOUT_TTL_MS = 24 * 3600_000;

interface SandboxState {
  customers: Record<string, string>;
  checkouts: Record<string, SandboxCheckoutSession & { subscriptionId: string | null }>;
  subscriptions: Record<string, PaddleSubscription & { user_id: string; email: string }>;
  transactions: Record<string, PaddleTransaction & { status: string }>;
  adjustments: Record<string, PaddleAdjustment>;
}

const paddleId = (prefix: string) => `${prefix}_01${randomBytes(12).toString('hex').slice(0, 24)}`;

const addCycle = (iso: string, cycle: BillingCycle) => {
  const d = new Date(iso);
  if (cycle === 'yearly') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString();
};

const interval = (cycle: BillingCycle) => ({ interval: cycle === 'yearly' ? 'year' : 'month', frequency: 1 });

export const createSandboxBilling = (options: SandboxBillingOptions): SandboxBillingPort => {
  const state: SandboxState =
    options.file && existsSync(options.file)
      ? (JSON.parse(readFileSync(options.file, 'utf8')) as SandboxState)
      : { customers: {}, checkouts: {}, subscriptions: {}, transactions: {}, adjustments: {} };
  const save = () => {
    if (!options.file) return;
    const temp = `${options.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(state), { mode: 0o600 });
    renameSync(temp, options.file);
  };
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** Posts one signed Paddle-format notification to our webhook and waits for its answer. */
  const deliver = async (eventType: string, data: object, now: Date) => {
    const body = JSON.stringify({
      event_id: paddleId('evt'),
      event_type: eventType,
      occurred_at: now.toISOString(),
      notification_id: paddleId('ntf'),
      data,
    });
    const signature = signPaddleWebhook(
      options.webhookSecrets.slice(0, 1),
      body,
      Math.floor(options.clock.now().getTime() / 1000),
    );
    let res: Response;
    try {
      res = await fetch(`${options.selfUrl()}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'paddle-signature': signature },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new BillingProviderError('unavailable', `sandbox webhook ${eventType}: ${(error as Error).message}`);
    }
    if (!res.ok)
      throw new BillingProviderError('unavailable', `sandbox webhook ${eventType}: answered ${res.status}`, res.status);
  };

  const subscriptionData = (s: SandboxState['subscriptions'][string]) => {
    const { user_id: _userId, email: _email, ...data } = s;
    return data;
  };

  const subscriptionOf = (subscriptionId: string) => {
    const s = state.subscriptions[subscriptionId];
    if (!s) throw new BillingProviderError('refused', `sandbox: no subscription ${subscriptionId}`, 404);
    return s;
  };

  const transaction = (
    s: SandboxState['subscriptions'][string],
    origin: string,
    status: 'completed' | 'past_due',
    period: { starts_at: string; ends_at: string },
    now: Date,
  ): PaddleTransaction & { status: string } => {
    const price = s.items[0]!.price!;
    return {
      id: paddleId('txn'),
      status,
      customer_id: s.customer_id,
      subscription_id: s.id,
      origin,
      currency_code: s.currency_code,
      custom_data: { userId: s.user_id, email: s.email },
      billing_period: period,
      billed_at: status === 'completed' ? now.toISOString() : null,
      updated_at: now.toISOString(),
      items: [{ price, price_id: price.id, quantity: 1 }],
      details: { totals: { grand_total: price.unit_price?.amount ?? '0', total: price.unit_price?.amount ?? '0' } },
    };
  };

  const update = (s: SandboxState['subscriptions'][string], changes: Partial<PaddleSubscription>, now: Date) => {
    const next = { ...s, ...changes, updated_at: now.toISOString() };
    state.subscriptions[s.id] = next;
    return next;
  };

  const cycleOfSubscription = (s: PaddleSubscription): BillingCycle =>
    s.billing_cycle?.interval === 'year' ? 'yearly' : 'monthly';

  const lastPayment = (subscriptionId: string) =>
    Object.values(state.transactions)
      .filter((t) => t.subscription_id === subscriptionId && t.status === 'completed')
      .sort((a, b) => Date.parse(b.billed_at ?? '') - Date.parse(a.billed_at ?? ''))[0] ?? null;

  const refundTransaction = async (transactionId: string, reason: string, now: Date) => {
    const t = state.transactions[transactionId];
    if (!t || t.status !== 'completed')
      throw new BillingProviderError('refused', `sandbox: no completed transaction ${transactionId}`, 404);
    const existing = Object.values(state.adjustments).find(
      (a) => a.transaction_id === transactionId && a.action === 'refund' && a.status !== 'rejected',
    );
    if (existing) return existing;
    const adjustment: PaddleAdjustment = {
      id: paddleId('adj'),
      action: 'refund',
      type: 'full',
      transaction_id: t.id,
      subscription_id: t.subscription_id ?? null,
      customer_id: t.customer_id ?? null,
      reason,
      currency_code: t.currency_code,
      status: 'approved',
      totals: { total: t.details?.totals?.grand_total ?? '0' },
    };
    state.adjustments[adjustment.id] = adjustment;
    save();
    await deliver('adjustment.created', adjustment, now);
    return adjustment;
  };

  const cancel = async (subscriptionId: string, effectiveFrom: 'next_billing_period' | 'immediately', now: Date) => {
    const s = subscriptionOf(subscriptionId);
    if (s.status === 'canceled') return s;
    if (effectiveFrom === 'immediately') {
      const next = update(
        s,
        {
          status: 'canceled',
          canceled_at: now.toISOString(),
          next_billed_at: null,
          current_billing_period: null,
          scheduled_change: null,
        },
        now,
      );
      save();
      await deliver('subscription.canceled', subscriptionData(next), now);
      return next;
    }
    if (s.scheduled_change?.action === 'cancel') return s;
    const effectiveAt = s.current_billing_period?.ends_at ?? now.toISOString();
    const next = update(
      s,
      { next_billed_at: null, scheduled_change: { action: 'cancel', effective_at: effectiveAt, resume_at: null } },
      now,
    );
    save();
    await deliver('subscription.updated', subscriptionData(next), now);
    return next;
  };

  const sessionView = (id: string, now: Date) => {
    const session = state.checkouts[id];
    if (!session) return null;
    const expired = session.status === 'open' && now.getTime() > Date.parse(session.createdAt) + CHECKOUT_TTL_MS;
    const { subscriptionId: _subscriptionId, ...view } = session;
    return { ...view, status: expired ? ('expired' as const) : session.status };
  };

  return {
    provider: 'sandbox',

    readWebhook: (rawBody, signature, now) => {
      verifyPaddleWebhook(options.webhookSecrets, rawBody, signature, now);
      return readPaddleNotification(rawBody, 'sandbox');
    },

    checkout: async (request) => {
      state.checkouts[request.checkoutId] = {
        ...request,
        createdAt: options.clock.now().toISOString(),
        status: 'open',
        subscriptionId: null,
      };
      save();
      return {
        provider: 'sandbox',
        checkoutId: request.checkoutId,
        checkoutUrl: `/billing/checkout/${request.checkoutId}`,
      };
    },

    checkoutSession: sessionView,

    pay: async (checkoutId, card, now) => {
      const session = state.checkouts[checkoutId];
      if (!session) throw new BillingProviderError('refused', `sandbox: no checkout ${checkoutId}`, 404);
      if (session.status === 'paid') return { status: 'paid' };
      const customerId = (state.customers[session.userId] ??= paddleId('ctm'));
      const price = {
        id: session.priceId,
        unit_price: { amount: String(session.amountCents), currency_code: session.currencyCode },
        billing_cycle: interval(session.billingCycle),
      };
      const customData = { userId: session.userId, email: session.email };
      if (cardDigitsOf(card.cardNumber) === SANDBOX_CARDS.declined) {
        const failed: PaddleTransaction = {
          id: paddleId('txn'),
          status: 'past_due',
          customer_id: customerId,
          subscription_id: null,
          origin: 'web',
          currency_code: session.currencyCode,
          custom_data: customData,
          billing_period: null,
          billed_at: null,
          updated_at: now.toISOString(),
          items: [{ price, price_id: price.id, quantity: 1 }],
          details: { totals: { grand_total: String(session.amountCents), total: String(session.amountCents) } },
        };
        state.transactions[failed.id] = failed;
        save();
        await deliver('transaction.payment_failed', failed, now);
        return { status: 'declined' };
      }
      const start = now.toISOString();
      const end = addCycle(start, session.billingCycle);
      const subscription: SandboxState['subscriptions'][string] = {
        id: paddleId('sub'),
        status: 'active',
        customer_id: customerId,
        currency_code: session.currencyCode,
        collection_mode: 'automatic',
        updated_at: start,
        first_billed_at: start,
        next_billed_at: end,
        paused_at: null,
        canceled_at: null,
        current_billing_period: { starts_at: start, ends_at: end },
        billing_cycle: interval(session.billingCycle),
        scheduled_change: null,
        items: [{ price, quantity: 1 }],
        custom_data: customData,
        management_urls: null,
        user_id: session.userId,
        email: session.email,
      };
      state.subscriptions[subscription.id] = subscription;
      const paid = transaction(subscription, 'web', 'completed', { starts_at: start, ends_at: end }, now);
      state.transactions[paid.id] = paid;
      state.checkouts[checkoutId] = { ...session, status: 'paid', subscriptionId: subscription.id };
      save();
      await deliver('subscription.created', subscriptionData(subscription), now);
      await deliver('transaction.completed', paid, now);
      await deliver('subscription.activated', subscriptionData(subscription), now);
      return { status: 'paid' };
    },

    act: async (subscriptionId, action, now) => {
      const s = subscriptionOf(subscriptionId);
      switch (action) {
        case 'renew': {
          if (s.status === 'canceled' || !s.current_billing_period)
            throw new BillingProviderError('refused', 'sandbox: a canceled subscription does not renew', 409);
          const start = s.current_billing_period.ends_at;
          const end = addCycle(start, cycleOfSubscription(s));
          const paid = transaction(s, 'subscription_recurring', 'completed', { starts_at: start, ends_at: end }, now);
          state.transactions[paid.id] = paid;
          const next = update(
            s,
            {
              status: 'active',
              current_billing_period: { starts_at: start, ends_at: end },
              next_billed_at: s.scheduled_change ? null : end,
            },
            now,
          );
          save();
          await deliver('transaction.completed', paid, now);
          await deliver('subscription.updated', subscriptionData(next), now);
          return;
        }
        case 'payment-failed': {
          if (s.status === 'canceled' || !s.current_billing_period)
            throw new BillingProviderError('refused', 'sandbox: a canceled subscription is not billed', 409);
          const period = { starts_at: s.current_billing_period.ends_at, ends_at: s.current_billing_period.ends_at };
          const failed = transaction(s, 'subscription_recurring', 'past_due', period, now);
          state.transactions[failed.id] = failed;
          const next = update(s, { status: 'past_due' }, now);
          save();
          await deliver('transaction.payment_failed', failed, now);
          await deliver('subscription.past_due', subscriptionData(next), now);
          return;
        }
        case 'cancel':
          await cancel(subscriptionId, 'next_billing_period', now);
          return;
        case 'refund': {
          const last = lastPayment(subscriptionId);
          if (!last) throw new BillingProviderError('refused', 'sandbox: nothing was paid', 409);
          await refundTransaction(last.id, 'Sandbox refund', now);
          await cancel(subscriptionId, 'immediately', now);
          return;
        }
        default: {
          const unexpected: never = action;
          throw new Error(`unknown sandbox action ${String(unexpected)}`);
        }
      }
    },

    getSubscription: async (subscriptionId): Promise<BillingSubscription> =>
      toSubscription(subscriptionOf(subscriptionId)),

    cancelSubscription: async (subscriptionId, effectiveFrom) =>
      toSubscription(await cancel(subscriptionId, effectiveFrom, options.clock.now())),

    refund: async ({ transactionId, reason }) =>
      toAdjustment(await refundTransaction(transactionId, reason, options.clock.now())),

    portalLinks: async () => ({ overviewUrl: null, updatePaymentMethodUrl: null, cancelUrl: null }),
  };
};

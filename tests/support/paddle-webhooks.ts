/**
 * Paddle Billing's notifications as Paddle sends them (snake_case entities in an envelope), and their signature
 * computed here independently of the server's code: `ts=<unix>;h1=<hex HMAC-SHA256 of "ts:body">`.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DAY = 86_400_000;
export const isoIn = (ms: number, from = Date.now()) => new Date(from + ms).toISOString();

export const secretOf = (dataDir: string) => readFileSync(path.join(dataDir, 'paddle-webhook-secret'), 'utf8').trim();

export const sign = (body: string, secrets: string[], ts = Math.floor(Date.now() / 1000)) =>
  [`ts=${ts}`, ...secrets.map((s) => `h1=${createHmac('sha256', s).update(`${ts}:${body}`).digest('hex')}`)].join(';');

export interface SubscriptionOptions {
  id?: string;
  customerId?: string;
  userId?: string | null;
  status?: 'active' | 'trialing' | 'past_due' | 'paused' | 'canceled';
  priceId?: string;
  interval?: 'month' | 'year';
  amount?: number;
  periodStart?: string;
  periodEnd?: string | null;
  cancelAt?: string | null;
  updatedAt?: string;
  canceledAt?: string | null;
  managementUrls?: { update_payment_method: string; cancel: string } | null;
}

export const paddleSubscription = (o: SubscriptionOptions = {}) => {
  const start = o.periodStart ?? isoIn(0);
  const end = o.periodEnd === undefined ? isoIn(30 * DAY, Date.parse(start)) : o.periodEnd;
  const price = {
    id: o.priceId ?? 'pri_sandbox_plus_monthly',
    product_id: 'pro_quizstream_plus',
    description: 'Plus',
    unit_price: { amount: String(o.amount ?? 600), currency_code: 'USD' },
    type: 'standard',
    name: 'Plus',
    billing_cycle: { interval: o.interval ?? 'month', frequency: 1 },
    trial_period: null,
    tax_mode: 'account_setting',
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 1 },
    status: 'active',
    custom_data: null,
    import_meta: null,
    created_at: '2026-01-01T00:00:00.000000Z',
    updated_at: '2026-01-01T00:00:00.000000Z',
  };
  return {
    id: o.id ?? 'sub_01test',
    status: o.status ?? 'active',
    customer_id: o.customerId ?? 'ctm_01test',
    address_id: 'add_01test',
    business_id: null,
    currency_code: 'USD',
    created_at: start,
    updated_at: o.updatedAt ?? start,
    started_at: start,
    first_billed_at: start,
    next_billed_at: o.cancelAt || o.status === 'canceled' ? null : end,
    paused_at: null,
    canceled_at: o.canceledAt ?? null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period: end ? { starts_at: start, ends_at: end } : null,
    billing_cycle: { interval: o.interval ?? 'month', frequency: 1 },
    scheduled_change: o.cancelAt ? { action: 'cancel', effective_at: o.cancelAt, resume_at: null } : null,
    items: [
      {
        status: 'active',
        quantity: 1,
        recurring: true,
        created_at: start,
        updated_at: start,
        previously_billed_at: start,
        next_billed_at: end,
        trial_dates: null,
        price,
        product: { id: 'pro_quizstream_plus', name: 'Quizstream Plus', status: 'active' },
      },
    ],
    custom_data: o.userId === null ? null : { userId: o.userId ?? '', email: 'someone@example.com' },
    management_urls: o.managementUrls ?? null,
    import_meta: null,
    discount: null,
  };
};

export interface TransactionOptions {
  id?: string;
  subscriptionId?: string | null;
  customerId?: string;
  userId?: string | null;
  origin?: string;
  amount?: number;
  priceId?: string;
  billedAt?: string;
  periodStart?: string;
  periodEnd?: string;
  status?: string;
}

export const paddleTransaction = (o: TransactionOptions = {}) => {
  const billedAt = o.billedAt ?? isoIn(0);
  const start = o.periodStart ?? billedAt;
  const end = o.periodEnd ?? isoIn(30 * DAY, Date.parse(start));
  const amount = String(o.amount ?? 600);
  return {
    id: o.id ?? 'txn_01test',
    status: o.status ?? 'completed',
    customer_id: o.customerId ?? 'ctm_01test',
    address_id: 'add_01test',
    business_id: null,
    custom_data: o.userId === null ? null : { userId: o.userId ?? '', email: 'someone@example.com' },
    currency_code: 'USD',
    origin: o.origin ?? 'web',
    subscription_id: o.subscriptionId === undefined ? 'sub_01test' : o.subscriptionId,
    invoice_id: null,
    invoice_number: null,
    collection_mode: 'automatic',
    billing_period: { starts_at: start, ends_at: end },
    items: [
      {
        price: { id: o.priceId ?? 'pri_sandbox_plus_monthly' },
        price_id: o.priceId ?? 'pri_sandbox_plus_monthly',
        quantity: 1,
      },
    ],
    details: { totals: { subtotal: amount, tax: '0', total: amount, grand_total: amount, currency_code: 'USD' } },
    payments: [],
    created_at: billedAt,
    updated_at: billedAt,
    billed_at: o.status === 'past_due' ? null : billedAt,
  };
};

export interface AdjustmentOptions {
  id?: string;
  transactionId?: string;
  subscriptionId?: string;
  customerId?: string;
  status?: 'pending_approval' | 'approved' | 'rejected' | 'reversed';
  type?: 'full' | 'partial';
  amount?: number;
}

export const paddleAdjustment = (o: AdjustmentOptions = {}) => ({
  id: o.id ?? 'adj_01test',
  action: 'refund',
  type: o.type ?? 'full',
  transaction_id: o.transactionId ?? 'txn_01test',
  subscription_id: o.subscriptionId ?? 'sub_01test',
  customer_id: o.customerId ?? 'ctm_01test',
  reason: 'Money-back guarantee',
  credit_applied_to_balance: false,
  currency_code: 'USD',
  status: o.status ?? 'approved',
  items: [],
  totals: {
    subtotal: String(o.amount ?? 600),
    tax: '0',
    total: String(o.amount ?? 600),
    fee: '0',
    earnings: '0',
    currency_code: 'USD',
  },
  payout_totals: null,
  created_at: isoIn(0),
  updated_at: isoIn(0),
});

export const notification = (eventType: string, data: object, occurredAt = isoIn(0), eventId = `evt_${randomUUID()}`) =>
  JSON.stringify({
    event_id: eventId,
    event_type: eventType,
    occurred_at: occurredAt,
    notification_id: `ntf_${randomUUID()}`,
    data,
  });

/** Posts a notification signed with `secrets` (or the given header) to the server's webhook. */
export const postWebhook = async (url: string, body: string, signature: string | null) => {
  const res = await fetch(`${url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'paddle-signature': signature }) },
    body,
  });
  return { status: res.status, body: (await res.json()) as any };
};

/**
 * Paddle Billing's notification format (webhooks and API entities, snake_case), validated with zod and read into
 * the port's notices. Both adapters read webhooks through here: the sandbox posts exactly this format.
 */
import { z } from 'zod';
import type { BillingNotice, BillingSubscription, BillingTransaction } from '../../commands/ports';
import { WebhookPayloadError } from '../../commands/ports';
import type { ProviderAdjustment } from '../../domain/subscription/subscription.model';
import type { BillingCycle, BillingProvider } from '../../domain/subscription/subscription.views';

const id = z.string().min(1).max(200);
const timestamp = z
  .string()
  .max(64)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'not a time');
/** Paddle sends times with microseconds; we keep milliseconds, as ISO strings. */
const iso = (v: string) => new Date(v).toISOString();
const isoOrNull = (v: string | null | undefined) => (v ? iso(v) : null);
const amount = z.string().regex(/^-?\d{1,15}$/);
const period = z.object({ starts_at: timestamp, ends_at: timestamp }).nullish();
const customData = z.record(z.string(), z.unknown()).nullish();

const priceSchema = z.object({
  id,
  unit_price: z.object({ amount, currency_code: z.string() }).nullish(),
  billing_cycle: z.object({ interval: z.string(), frequency: z.number() }).nullish(),
});

export const paddleSubscriptionSchema = z.object({
  id,
  status: z.enum(['active', 'trialing', 'past_due', 'paused', 'canceled']),
  customer_id: id,
  currency_code: z.string().min(3).max(3),
  collection_mode: z.enum(['automatic', 'manual']).catch('automatic'),
  updated_at: timestamp,
  first_billed_at: timestamp.nullish(),
  next_billed_at: timestamp.nullish(),
  paused_at: timestamp.nullish(),
  canceled_at: timestamp.nullish(),
  current_billing_period: period,
  billing_cycle: z.object({ interval: z.string(), frequency: z.number() }).nullish(),
  scheduled_change: z.object({ action: z.string(), effective_at: timestamp, resume_at: timestamp.nullish() }).nullish(),
  items: z.array(z.object({ price: priceSchema.nullish(), quantity: z.number().optional() })).default([]),
  custom_data: customData,
  management_urls: z.object({ update_payment_method: z.string().nullish(), cancel: z.string().nullish() }).nullish(),
});
export type PaddleSubscription = z.infer<typeof paddleSubscriptionSchema>;

export const paddleTransactionSchema = z.object({
  id,
  status: z.string(),
  customer_id: id.nullish(),
  subscription_id: id.nullish(),
  origin: z.string().default('web'),
  currency_code: z.string().min(3).max(3),
  custom_data: customData,
  billing_period: period,
  billed_at: timestamp.nullish(),
  updated_at: timestamp.nullish(),
  items: z
    .array(z.object({ price: priceSchema.nullish(), price_id: id.nullish(), quantity: z.number().optional() }))
    .default([]),
  details: z
    .object({ totals: z.object({ grand_total: amount.nullish(), total: amount.nullish() }).nullish() })
    .nullish(),
});
export type PaddleTransaction = z.infer<typeof paddleTransactionSchema>;

export const paddleAdjustmentSchema = z.object({
  id,
  action: z.string(),
  type: z.enum(['full', 'partial']).nullish(),
  transaction_id: id,
  subscription_id: id.nullish(),
  customer_id: id.nullish(),
  reason: z.string().nullish(),
  currency_code: z.string().min(3).max(3),
  status: z.enum(['pending_approval', 'approved', 'rejected', 'reversed']),
  totals: z.object({ total: amount.nullish() }).nullish(),
});
export type PaddleAdjustment = z.infer<typeof paddleAdjustmentSchema>;

const envelopeSchema = z.object({
  event_id: id,
  event_type: z.string().min(1).max(100),
  occurred_at: timestamp,
  data: z.record(z.string(), z.unknown()),
});

export const cycleOf = (cycle: { interval: string; frequency: number } | null | undefined): BillingCycle | null =>
  cycle?.frequency === 1
    ? cycle.interval === 'month'
      ? 'monthly'
      : cycle.interval === 'year'
        ? 'yearly'
        : null
    : null;

const userIdOf = (data: Record<string, unknown> | null | undefined) =>
  typeof data?.userId === 'string' && data.userId.length <= 100 ? data.userId : null;

export const toSubscription = (s: PaddleSubscription): BillingSubscription => {
  const price = s.items.find((i) => i.price)?.price ?? null;
  const cancel = s.scheduled_change?.action === 'cancel' ? s.scheduled_change.effective_at : null;
  return {
    subscriptionId: s.id,
    customerId: s.customer_id,
    status: s.status,
    priceId: price?.id ?? null,
    billingCycle: cycleOf(s.billing_cycle ?? price?.billing_cycle),
    unitPriceCents: price?.unit_price ? Number(price.unit_price.amount) : null,
    currencyCode: s.currency_code,
    collectionMode: s.collection_mode,
    currentPeriodStart: isoOrNull(s.current_billing_period?.starts_at),
    currentPeriodEnd: isoOrNull(s.current_billing_period?.ends_at),
    nextBilledAt: isoOrNull(s.next_billed_at),
    firstBilledAt: isoOrNull(s.first_billed_at),
    scheduledCancelAt: isoOrNull(cancel),
    pausedAt: isoOrNull(s.paused_at),
    canceledAt: isoOrNull(s.canceled_at),
    updatePaymentMethodUrl: s.management_urls?.update_payment_method ?? null,
    cancelUrl: s.management_urls?.cancel ?? null,
    updatedAt: iso(s.updated_at),
  };
};

export const toTransaction = (t: PaddleTransaction): BillingTransaction => {
  const item = t.items[0];
  return {
    transactionId: t.id,
    subscriptionId: t.subscription_id ?? null,
    customerId: t.customer_id ?? null,
    origin: t.origin,
    amountCents: Number(t.details?.totals?.grand_total ?? t.details?.totals?.total ?? 0),
    currencyCode: t.currency_code,
    priceId: item?.price?.id ?? item?.price_id ?? null,
    billingCycle: cycleOf(item?.price?.billing_cycle),
    periodStart: isoOrNull(t.billing_period?.starts_at),
    periodEnd: isoOrNull(t.billing_period?.ends_at),
    billedAt: isoOrNull(t.billed_at ?? t.updated_at),
  };
};

export const toAdjustment = (a: PaddleAdjustment): ProviderAdjustment => ({
  adjustmentId: a.id,
  transactionId: a.transaction_id,
  subscriptionId: a.subscription_id ?? null,
  customerId: a.customer_id ?? null,
  action: a.action,
  type: a.type ?? 'full',
  status: a.status,
  amountCents: Number(a.totals?.total ?? 0),
  currencyCode: a.currency_code,
  reason: a.reason ?? null,
});

const subscriptionEvents = new Set([
  'subscription.created',
  'subscription.activated',
  'subscription.updated',
  'subscription.canceled',
  'subscription.past_due',
  'subscription.paused',
  'subscription.resumed',
  'subscription.trialing',
  'subscription.imported',
]);

const entity = <S extends z.ZodType>(schema: S, data: unknown, type: string): z.output<S> => {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new WebhookPayloadError(`${type}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
};

/** Reads a verified webhook body. Throws WebhookPayloadError when it is not Paddle's notification format. */
export const readPaddleNotification = (rawBody: Buffer, provider: BillingProvider): BillingNotice => {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookPayloadError('body is not JSON');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw new WebhookPayloadError('not a Paddle notification');
  const { event_id, event_type, occurred_at, data } = envelope.data;
  const source = { eventId: event_id, eventType: event_type, occurredAt: iso(occurred_at), provider };
  if (subscriptionEvents.has(event_type)) {
    const s = entity(paddleSubscriptionSchema, data, event_type);
    return { kind: 'subscription', source, userId: userIdOf(s.custom_data), subscription: toSubscription(s) };
  }
  if (event_type === 'transaction.completed' || event_type === 'transaction.payment_failed') {
    const t = entity(paddleTransactionSchema, data, event_type);
    return {
      kind: 'transaction',
      source,
      userId: userIdOf(t.custom_data),
      transaction: toTransaction(t),
      outcome: event_type === 'transaction.completed' ? 'completed' : 'failed',
    };
  }
  if (event_type === 'adjustment.created' || event_type === 'adjustment.updated') {
    const a = entity(paddleAdjustmentSchema, data, event_type);
    return { kind: 'adjustment', source, userId: null, adjustment: toAdjustment(a) };
  }
  return { kind: 'ignored', source };
};

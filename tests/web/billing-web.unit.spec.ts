/**
 * The web app's billing logic that needs no browser: the test card form's schema and formatting, the plan the header
 * and pages show for a subscription, how the subscription page reads a status, and where a checkout returns.
 */
import { describe, expect, it } from 'vitest';
import type { SubscriptionStatusView } from '../../domain/subscription/subscription.views';
import {
  cardForm,
  formatCardNumber,
  formatExpiry,
  TEST_CARDS,
  toCardPayment,
} from '../../web/src/features/billing-checkout/card-form.schema';
import { viewOf } from '../../web/src/features/subscription/subscription-view';
import {
  closedReturnPath,
  paidReturnPath,
  sandboxCheckoutPath,
  toCheckoutReturn,
} from '../../web/src/shared/billing/checkout-return';
import { cycleOf, shownPlan } from '../../web/src/shared/billing/subscription-plan';

const now = new Date(2026, 4, 15); // 15 May 2026
const card = (overrides: Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'name', string>> = {}) => ({
  cardNumber: TEST_CARDS.pays,
  expiry: '12 / 28',
  cvc: '123',
  name: 'Ada Lovelace',
  ...overrides,
});
/** The first message of each field, as the form shows it. */
const messagesOf = (values: ReturnType<typeof card>) => {
  const result = cardForm(now).safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('the test card form', () => {
  it('accepts both sandbox test cards as they are typed, with spaces', () => {
    expect(messagesOf(card())).toEqual({});
    expect(messagesOf(card({ cardNumber: TEST_CARDS.declined }))).toEqual({});
  });

  it('rejects a card number that fails the checksum or is too short', () => {
    expect(messagesOf(card({ cardNumber: '4242 4242 4242 4241' }))).toEqual({
      cardNumber: 'billing.cardNumberInvalid',
    });
    expect(messagesOf(card({ cardNumber: '4242' }))).toEqual({ cardNumber: 'billing.cardNumberInvalid' });
    expect(messagesOf(card({ cardNumber: ' ' }))).toEqual({ cardNumber: 'billing.cardNumberRequired' });
  });

  it('accepts an expiry in the current month and rejects one in the past or not a month', () => {
    expect(messagesOf(card({ expiry: '05 / 26' }))).toEqual({});
    expect(messagesOf(card({ expiry: '04 / 26' }))).toEqual({ expiry: 'billing.expiryPast' });
    expect(messagesOf(card({ expiry: '13 / 30' }))).toEqual({ expiry: 'billing.expiryInvalid' });
  });

  it('asks for a 3 or 4 digit security code and a name', () => {
    expect(messagesOf(card({ cvc: '12' }))).toEqual({ cvc: 'billing.cvcInvalid' });
    expect(messagesOf(card({ cvc: '1234' }))).toEqual({});
    expect(messagesOf(card({ name: '   ' }))).toEqual({ name: 'billing.cardNameRequired' });
  });

  it('sends the card number as digits and the expiry as MM/YY', () => {
    expect(toCardPayment(card({ name: '  Ada  ' }))).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/28',
      cvc: '123',
      name: 'Ada',
    });
  });

  it('groups the card number and the expiry while typing', () => {
    expect(formatCardNumber('42424242x42424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('1')).toBe('1');
  });
});

describe('the plan shown for a subscription', () => {
  it("is the server's effective plan while the subscription grants one", () => {
    expect(shownPlan({ status: 'active', plan: 'plus' })).toBe('plus');
    expect(shownPlan({ status: 'past_due', plan: 'plus' })).toBe('plus');
    expect(shownPlan({ status: 'past_due', plan: 'free' })).toBe('free');
  });

  it('is free once refunded or canceled, for an unknown plan, and without a subscription', () => {
    expect(shownPlan({ status: 'refunded', plan: 'plus' })).toBe('free');
    expect(shownPlan({ status: 'canceled', plan: 'plus' })).toBe('free');
    expect(shownPlan({ status: 'active', plan: 'gold' })).toBe('free');
    expect(shownPlan(undefined)).toBe('free');
  });

  it("reads Paddle's billing cycle as an object or as its JSON text", () => {
    expect(cycleOf({ interval: 'month', frequency: 1 })).toBe('monthly');
    expect(cycleOf('{"interval":"year"}')).toBe('yearly');
    expect(cycleOf('not json')).toBeNull();
    expect(cycleOf(null)).toBeNull();
  });
});

const status = (overrides: Partial<SubscriptionStatusView> = {}): SubscriptionStatusView => ({
  status: 'active',
  plan: 'plus',
  billingCycle: 'monthly',
  currentPeriodEnd: '2026-06-15T10:00:00.000Z',
  nextBilledAt: '2026-06-15T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  expires_at: '2026-06-15T10:00:00.000Z',
  refundable: true,
  provider: 'sandbox',
  details: null,
  ...overrides,
});

describe('the subscription page reads a status', () => {
  it('shows the next payment of a subscription that renews', () => {
    expect(viewOf(status())).toMatchObject({ plan: 'plus', state: 'active', nextBilledAt: '2026-06-15T10:00:00.000Z' });
  });

  it('shows the end date and no next payment once a cancellation is scheduled', () => {
    expect(viewOf(status({ cancelAtPeriodEnd: true, nextBilledAt: null }))).toMatchObject({
      plan: 'plus',
      state: 'cancelScheduled',
      nextBilledAt: null,
      periodEnd: '2026-06-15T10:00:00.000Z',
    });
  });

  it('shows a failed payment during the grace period, and free after a refund', () => {
    expect(viewOf(status({ status: 'past_due' })).state).toBe('pastDue');
    expect(viewOf(status({ status: 'refunded', plan: 'free' }))).toMatchObject({ plan: 'free', state: 'refunded' });
  });
});

describe('where a checkout returns', () => {
  it('only ever to the pricing or the subscription page', () => {
    expect(toCheckoutReturn('subscription')).toBe('subscription');
    expect(toCheckoutReturn('https://example.com/')).toBe('pricing');
    expect(toCheckoutReturn(null)).toBe('pricing');
    expect(paidReturnPath('pricing')).toBe('/pricing?checkout=success');
    expect(paidReturnPath('subscription')).toBe('/subscription?checkout=success');
    expect(closedReturnPath('subscription')).toBe('/subscription');
  });

  it('builds the sandbox checkout path from the checkout id alone', () => {
    expect(sandboxCheckoutPath('a/b?c', 'subscription')).toBe('/billing/checkout/a%2Fb%3Fc?return=subscription');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAGame, requestJoin } from '../support/game-clients';
import {
  DAY,
  isoIn,
  notification,
  paddleAdjustment,
  paddleSubscription,
  paddleTransaction,
  postWebhook,
  secretOf,
  sign,
} from '../support/paddle-webhooks';
import { SIGNATURE_TOLERANCE_SECONDS } from '../../infra/billing/paddle-signature';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';
import { AMAZON_ARTICLE } from '../support/sample-article';

let server: TestServer;
let secret: string;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  server = await startTestServer({ GAME_JOINS_PER_PIN_PER_MINUTE: '1000', GAME_JOINS_PER_MINUTE: '1000' });
  secret = secretOf(server.dataDir);
  api = http(server.url);
});
afterAll(() => server.stop());

const profileOf = async (token: string) => (await api.get('/api/user/profile', token)).body.data;
const signUp = async () => {
  const token = (await api.post('/api/auth/register', newAccount())).body.data.token as string;
  return { token, userId: (await profileOf(token)).user.id as string };
};
/** Fresh provider ids for one user, so tests never share a customer or a subscription. */
const idsFor = () => {
  const tag = randomUUID().replace(/-/g, '').slice(0, 20);
  return { id: `sub_${tag}`, customerId: `ctm_${tag}`, txn: `txn_${tag}`, adj: `adj_${tag}` };
};
const status = async (token: string) => (await api.get('/api/subscription/status', token)).body.data;
const stream = (userId: string) => server.eventStore.read(`subscription-${userId}`);
const signed = (body: string) => postWebhook(server.url, body, sign(body, [secret]));

const activate = async (userId: string, ids = idsFor(), start = isoIn(0)) => {
  const sub = paddleSubscription({ id: ids.id, customerId: ids.customerId, userId, periodStart: start });
  expect((await signed(notification('subscription.created', sub, start))).status).toBe(200);
  const txn = paddleTransaction({
    id: ids.txn,
    subscriptionId: ids.id,
    customerId: ids.customerId,
    userId,
    billedAt: start,
  });
  expect((await signed(notification('transaction.completed', txn, start))).status).toBe(200);
  return ids;
};

/** Through the sandbox's checkout page, as a user does it. */
const buyPlus = async (token: string, cardNumber = '4242 4242 4242 4242') => {
  const checkout = await api.post('/api/subscription/checkout', { billingCycle: 'monthly' }, token);
  expect(checkout.status).toBe(200);
  const { checkoutId } = checkout.body.data;
  return api.post(
    `/api/billing/sandbox/checkouts/${checkoutId}/pay`,
    { cardNumber, expiry: '12/39', cvc: '123', name: 'Ada Lovelace' },
    token,
  );
};

describe('The webhook endpoint', () => {
  it('records a correctly signed notification and grants the plan', async () => {
    const { token, userId } = await signUp();
    const ids = await activate(userId);
    expect(await status(token)).toMatchObject({
      status: 'active',
      plan: 'plus',
      billingCycle: 'monthly',
      refundable: true,
      details: { subscriptionId: ids.id, customerId: ids.customerId, currencyCode: 'USD' },
    });
    expect((await stream(userId)).map((e) => e.type)).toEqual(['SubscriptionActivated', 'PaymentCompleted']);
    const payment = (await stream(userId))[1]!.data as { transaction: object; eventId: string };
    expect(payment).toMatchObject({
      transaction: { transactionId: ids.txn, amountCents: 600, currencyCode: 'USD' },
      eventType: 'transaction.completed',
    });
  });

  it('answers 400 and records nothing for a missing, wrong, stale, future or malformed signature', async () => {
    const { token, userId } = await signUp();
    const body = notification('subscription.created', paddleSubscription({ ...idsFor(), userId }));
    // Stale and future by a minute beyond the tolerance, each signed just before it is sent: a loaded machine that
    // takes a second between requests must not bring a future signature back inside the window.
    const beyond = SIGNATURE_TOLERANCE_SECONDS + 60;
    const secondsNow = () => Math.floor(Date.now() / 1000);
    const attempts = [
      () => null,
      () => sign(body, ['not-our-secret']),
      () => sign(body, [secret], secondsNow() - beyond),
      () => sign(body, [secret], secondsNow() + beyond),
      () => 'ts=abc;h1=xyz',
      () => sign(body, [secret]).replace(/h1=(.)/, (_, c: string) => `h1=${c === '0' ? '1' : '0'}`),
    ];
    for (const signature of attempts) {
      const res = await postWebhook(server.url, body, signature());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'billing.webhookSignatureInvalid', error: 'Invalid webhook signature' });
    }
    // a body changed after signing
    const tampered = await postWebhook(server.url, body.replace('"active"', '"paused"'), sign(body, [secret]));
    expect(tampered.status).toBe(400);
    expect(await stream(userId)).toEqual([]);
    expect((await status(token)).plan).toBe('free');
  });

  it('accepts a signature with several h1 values when one is made with our secret (rotation)', async () => {
    const { token, userId } = await signUp();
    const body = notification('subscription.created', paddleSubscription({ ...idsFor(), userId }));
    const res = await postWebhook(server.url, body, sign(body, ['the-old-secret', secret]));
    expect(res.status).toBe(200);
    expect((await status(token)).plan).toBe('plus');
  });

  it('accepts either configured secret while ours rotates', async () => {
    const rotating = await startTestServer({ PADDLE_WEBHOOK_SECRET: 'pdl_new_secret, pdl_old_secret' });
    try {
      const local = http(rotating.url);
      const token = (await local.post('/api/auth/register', newAccount())).body.data.token as string;
      const userId = (await local.get('/api/user/profile', token)).body.data.user.id as string;
      const first = notification('subscription.created', paddleSubscription({ ...idsFor(), userId }));
      expect((await postWebhook(rotating.url, first, sign(first, ['pdl_old_secret']))).status).toBe(200);
      const second = notification('subscription.created', paddleSubscription({ ...idsFor(), userId }));
      expect((await postWebhook(rotating.url, second, sign(second, ['pdl_new_secret']))).status).toBe(200);
      const third = notification('subscription.created', paddleSubscription({ ...idsFor(), userId }));
      expect((await postWebhook(rotating.url, third, sign(third, ['pdl_other_secret']))).status).toBe(400);
    } finally {
      await rotating.stop();
    }
  });

  it('records a redelivered event_id once and answers 200 both times', async () => {
    const { userId } = await signUp();
    const body = notification('subscription.created', paddleSubscription({ ...idsFor(), userId }));
    const first = await signed(body);
    const again = await signed(body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect([first.body.data.recorded, again.body.data.recorded]).toEqual([1, 0]);
    expect(await stream(userId)).toHaveLength(1);
  });

  it('never lets an older state that arrives late overwrite a newer one', async () => {
    const { token, userId } = await signUp();
    const ids = idsFor();
    const start = isoIn(-40 * DAY);
    await activate(userId, ids, start);
    const pastDueAt = isoIn(-1 * DAY);
    const pastDue = paddleSubscription({
      ...ids,
      userId,
      status: 'past_due',
      periodStart: start,
      updatedAt: pastDueAt,
    });
    expect((await signed(notification('subscription.past_due', pastDue, pastDueAt))).status).toBe(200);
    // the activation's own subscription.updated, delayed: older than the past_due state
    const stale = paddleSubscription({ ...ids, userId, status: 'active', periodStart: start });
    const late = await signed(notification('subscription.updated', stale, isoIn(-2 * DAY)));
    expect(late.status).toBe(200);
    expect(late.body.data.recorded).toBe(0);
    expect(await status(token)).toMatchObject({ status: 'past_due', plan: 'plus' });
  });

  it('records two notifications that arrive at the same moment, and a duplicate pair once', async () => {
    const { token, userId } = await signUp();
    const ids = idsFor();
    const sub = notification('subscription.created', paddleSubscription({ ...ids, userId }));
    const txn = notification(
      'transaction.completed',
      paddleTransaction({ id: ids.txn, subscriptionId: ids.id, customerId: ids.customerId, userId }),
    );
    const [a, b] = await Promise.all([signed(sub), signed(txn)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const renewedUntil = isoIn(60 * DAY);
    const renewal = notification(
      'transaction.completed',
      paddleTransaction({
        id: `${ids.txn}_2`,
        subscriptionId: ids.id,
        customerId: ids.customerId,
        userId,
        origin: 'subscription_recurring',
        periodStart: isoIn(30 * DAY),
        periodEnd: renewedUntil,
      }),
    );
    const twice = await Promise.all([signed(renewal), signed(renewal), signed(renewal)]);
    expect(twice.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(twice.map((r) => r.body.data.recorded).sort()).toEqual([0, 0, 1]);
    expect((await stream(userId)).map((e) => e.type).sort()).toEqual(
      ['PaymentCompleted', 'SubscriptionActivated', 'SubscriptionRenewed'].sort(),
    );
    expect((await status(token)).currentPeriodEnd).toBe(renewedUntil);
  });

  it('records a price id we do not sell, which grants nothing', async () => {
    const { token, userId } = await signUp();
    const body = notification(
      'subscription.created',
      paddleSubscription({ ...idsFor(), userId, priceId: 'pri_somebody_elses' }),
    );
    expect((await signed(body)).status).toBe(200);
    expect((await stream(userId)).map((e) => e.type)).toEqual(['PriceUnknown']);
    expect((await status(token)).plan).toBe('free');
    const history = (await api.get('/api/subscription/history', token)).body.data;
    expect(history).toMatchObject([{ type: 'change', description: 'billing.history.priceUnknown' }]);
  });

  it('finds the user of a notice without custom data by the customer already linked', async () => {
    const { token, userId } = await signUp();
    const ids = await activate(userId);
    const refund = paddleAdjustment({
      id: ids.adj,
      transactionId: ids.txn,
      subscriptionId: ids.id,
      customerId: ids.customerId,
    });
    expect((await signed(notification('adjustment.created', refund))).status).toBe(200);
    expect(await status(token)).toMatchObject({ status: 'refunded', plan: 'free' });
  });

  it('refuses, without recording, a notice about nobody it knows (the provider retries it later)', async () => {
    const body = notification('subscription.created', paddleSubscription({ ...idsFor(), userId: randomUUID() }));
    const res = await signed(body);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('billing.webhookUserUnknown');
  });

  it('answers 200 to a type it does not handle and 400 to a body that is not a notification', async () => {
    const ignored = notification('customer.updated', { id: 'ctm_x' });
    expect((await signed(ignored)).body).toMatchObject({ success: true, data: { recorded: 0 } });
    const garbage = '{"hello":"world"}';
    const res = await postWebhook(server.url, garbage, sign(garbage, [secret]));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('billing.webhookInvalid');
  });
});

describe('Plan limits follow the subscription', () => {
  it('lets a 31st player into a waiting lobby only after the host upgrades', async () => {
    const { token, pin } = await hostAGame(server.url);
    for (let i = 1; i <= 30; i++)
      expect((await requestJoin(server.url, pin, `Player ${i}`, { from: `10.9.${i}.1` })).status).toBe(201);
    const refused = await requestJoin(server.url, pin, 'Player 31', { from: '10.9.31.1' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'game.full',
      error: 'This game is full',
      details: { reason: 'participants', plan: 'free', limit: 30, next: { plan: 'plus', limit: 100 } },
      params: { plan: 'free', limit: '30', nextPlan: 'plus', nextLimit: '100' },
    });
    expect((await buyPlus(token)).status).toBe(200);
    expect((await requestJoin(server.url, pin, 'Player 31', { from: '10.9.31.1' })).status).toBe(201);
  });

  it('applies questions per quiz by the plan in force, with the next plan in the answer', async () => {
    const { token, userId } = await signUp();
    const big = {
      title: 'Big quiz',
      questions: Array.from({ length: 11 }, (_, i) => ({
        text: `Question ${i + 1}?`,
        options: ['A', 'B'],
        correctAnswer: 0,
        difficulty: 'easy',
      })),
    };
    const before = await api.post('/api/quizzes', big, token);
    expect(before.status).toBe(403);
    expect(before.body).toMatchObject({
      code: 'PLAN_LIMIT',
      error: 'Your free plan allows up to 10 questions per quiz. The plus plan allows 100.',
      details: { reason: 'questionsPerQuiz', next: { plan: 'plus', limit: 100 }, upgradeUrl: '/pricing' },
    });
    await activate(userId);
    expect((await api.post('/api/quizzes', big, token)).status).toBe(201);
    expect((await api.get('/api/user/usage', token)).body.data.plan).toBe('plus');
    const usage = (await api.get('/api/subscription/usage', token)).body.data;
    expect(usage).toMatchObject({
      plan: 'plus',
      metrics: {
        quizzes: { used: 1, limit: 'unlimited' },
        questionsPerQuiz: { used: 11, limit: 100 },
        participants: { used: 0, limit: 100 },
      },
    });
  });

  it('never removes players when the plan falls back, and admits no one past the lower cap', async () => {
    const { token, gameId, pin } = await hostAGame(server.url);
    const userId = (await profileOf(token)).user.id as string;
    const ids = await activate(userId);
    for (let i = 1; i <= 32; i++)
      expect((await requestJoin(server.url, pin, `Player ${i}`, { from: `10.8.${i}.1` })).status).toBe(201);
    const refund = paddleAdjustment({
      id: ids.adj,
      transactionId: ids.txn,
      subscriptionId: ids.id,
      customerId: ids.customerId,
    });
    expect((await signed(notification('adjustment.created', refund))).status).toBe(200);
    expect((await requestJoin(server.url, pin, 'Player 33', { from: '10.8.33.1' })).body.code).toBe('game.full');
    const events = await server.eventStore.read(`game-${gameId}`);
    expect(events.filter((e) => e.type === 'ParticipantJoined')).toHaveLength(32);
    expect(events.filter((e) => e.type === 'ParticipantLeft' || e.type === 'ParticipantKicked')).toEqual([]);
  });
});

describe('Configured limits and features', () => {
  const ARTICLE = AMAZON_ARTICLE;

  it('names the configured next-plan figure and refuses a feature the plan lacks until an upgrade', async () => {
    const local = await startTestServer({
      PLAN_LIMITS: JSON.stringify({ plus: { questionsPerQuiz: 40 } }),
      PLAN_FEATURES: JSON.stringify({ free: { aiGeneration: false } }),
    });
    try {
      const localApi = http(local.url);
      const token = (await localApi.post('/api/auth/register', newAccount())).body.data.token as string;
      const userId = (await localApi.get('/api/user/profile', token)).body.data.user.id as string;
      const big = {
        title: 'Big quiz',
        questions: Array.from({ length: 11 }, (_, i) => ({ text: `Q${i}?`, options: ['A', 'B'], correctAnswer: 0 })),
      };
      expect((await localApi.post('/api/quizzes', big, token)).body).toMatchObject({
        error: 'Your free plan allows up to 10 questions per quiz. The plus plan allows 40.',
        params: { nextPlan: 'plus', nextLimit: '40' },
      });
      const generation = { title: 'Rivers', numQuestions: 3, difficulty: 'medium', timeLimit: 30, content: ARTICLE };
      const refused = await localApi.post('/api/content/generate-quiz', generation, token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'PLAN_LIMIT',
        error: 'Your free plan does not include AI quiz generation. The plus plan does.',
        details: { reason: 'aiGeneration', next: { plan: 'plus' }, upgradeUrl: '/pricing' },
      });
      const ids = idsFor();
      const body = notification('subscription.created', paddleSubscription({ ...ids, userId }));
      expect((await postWebhook(local.url, body, sign(body, [secretOf(local.dataDir)]))).status).toBe(200);
      expect((await localApi.post('/api/content/generate-quiz', generation, token)).status).toBe(201);
      expect((await localApi.get('/api/config/public')).body.data.features.free.aiGeneration).toBe(false);
    } finally {
      await local.stop();
    }
  });
});

describe('Cancellation, grace and refunds', () => {
  it('keeps access after a cancellation until the period ends, then falls back to free without a new event', async () => {
    const { token, userId } = await signUp();
    expect((await buyPlus(token)).status).toBe(200);
    const canceled = await api.post('/api/subscription/cancel', {}, token);
    expect(canceled.status).toBe(200);
    expect(canceled.body.message).toMatch(/^Your subscription is canceled\. You keep access until \d{4}-\d\d-\d\d\.$/);
    expect(canceled.body.data).toMatchObject({
      status: 'active',
      plan: 'plus',
      cancelAtPeriodEnd: true,
      nextBilledAt: null,
    });
    expect((await api.post('/api/subscription/cancel', {}, token)).status).toBe(200);

    // The provider reports the same subscription whose period (and scheduled cancellation) is already over.
    const { subscriptionId, customerId } = canceled.body.data.details;
    const start = isoIn(-31 * DAY);
    const end = isoIn(-1000);
    const over = paddleSubscription({
      id: subscriptionId,
      customerId,
      userId,
      periodStart: start,
      periodEnd: end,
      cancelAt: end,
      updatedAt: isoIn(0),
    });
    expect((await signed(notification('subscription.updated', over))).status).toBe(200);
    const types = (await stream(userId)).map((e) => e.type);
    expect(types).not.toContain('SubscriptionCanceled');
    expect(await status(token)).toMatchObject({ status: 'canceled', plan: 'free', expires_at: null });
    expect((await profileOf(token)).subscription).toMatchObject({ status: 'canceled', plan: 'free' });
  });

  it('keeps the plan while a renewal is past due, for the grace period only', async () => {
    const { token, userId } = await signUp();
    const ids = idsFor();
    const start = isoIn(-40 * DAY);
    await activate(userId, ids, start);
    const since = isoIn(-8 * DAY);
    const pastDue = paddleSubscription({ ...ids, userId, status: 'past_due', periodStart: start, updatedAt: since });
    expect((await signed(notification('subscription.past_due', pastDue, since))).status).toBe(200);
    expect(await status(token)).toMatchObject({ status: 'past_due', plan: 'free' });

    const other = await signUp();
    expect((await buyPlus(other.token)).status).toBe(200);
    const failed = await api.post('/api/billing/sandbox/subscription/payment-failed', {}, other.token);
    expect(failed.body.data).toMatchObject({ status: 'past_due', plan: 'plus' });
  });

  it('refunds the first purchase at once from the subscription page, and ends access', async () => {
    const { token } = await signUp();
    expect((await buyPlus(token)).status).toBe(200);
    const refunded = await api.post('/api/subscription/refund', {}, token);
    expect(refunded.status).toBe(200);
    expect(refunded.body.message).toBe(
      'Your payment was refunded and your subscription has ended. Refunds reach your account in 5 to 10 business days.',
    );
    expect(refunded.body.data).toMatchObject({ status: 'refunded', plan: 'free', refundable: false });
    const again = await api.post('/api/subscription/refund', {}, token);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('billing.refundWindowClosed');
  });

  it('sends a purchase older than 14 days to support', async () => {
    const { token, userId } = await signUp();
    await activate(userId, idsFor(), isoIn(-15 * DAY));
    const res = await api.post('/api/subscription/refund', {}, token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'billing.refundWindowClosed',
      details: { supportEmail: 'support@quizstream.app' },
    });
    expect(res.body.error).toContain('support@quizstream.app');
    expect((await status(token)).plan).toBe('plus');
  });
});

describe('The sandbox checkout', () => {
  it('pays with 4242 4242 4242 4242 and declines 4000 0000 0000 0002 with 402', async () => {
    const { token } = await signUp();
    const declined = await buyPlus(token, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      code: 'billing.cardDeclined',
      error: 'Your card was declined. Please try another card.',
    });
    expect((await status(token)).plan).toBe('free');
    expect((await buyPlus(token)).body).toEqual({ success: true, data: { status: 'paid' } });
    expect(await status(token)).toMatchObject({ status: 'active', plan: 'plus', provider: 'sandbox' });
    expect((await profileOf(token)).subscription).toMatchObject({
      status: 'active',
      plan: 'plus',
      details: { billingCycle: { interval: 'month' }, currencyCode: 'USD', collectionMode: 'automatic' },
    });
  });

  it('shows a checkout to its owner only and refuses a malformed card with field messages', async () => {
    const owner = await signUp();
    const other = await signUp();
    const { checkoutId } = (await api.post('/api/subscription/checkout', { billingCycle: 'yearly' }, owner.token)).body
      .data;
    expect((await api.get(`/api/billing/sandbox/checkouts/${checkoutId}`, owner.token)).body.data).toMatchObject({
      checkoutId,
      plan: 'plus',
      billingCycle: 'yearly',
      amountCents: 6000,
      currencyCode: 'USD',
      status: 'open',
    });
    expect((await api.get(`/api/billing/sandbox/checkouts/${checkoutId}`, other.token)).status).toBe(404);
    const bad = await api.post(
      `/api/billing/sandbox/checkouts/${checkoutId}/pay`,
      { cardNumber: '4242 4242 4242 4241', expiry: '13/30', cvc: '1', name: '' },
      owner.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string; code: string }) => `${d.field}:${d.code}`)).toEqual([
      'cardNumber:billing.cardNumberInvalid',
      'expiry:billing.expiryInvalid',
      'cvc:billing.cvcInvalid',
      'name:billing.cardNameRequired',
    ]);
    const expired = await api.post(
      `/api/billing/sandbox/checkouts/${checkoutId}/pay`,
      { cardNumber: '4242424242424242', expiry: '01/20', cvc: '123', name: 'A' },
      owner.token,
    );
    expect(expired.body.details).toMatchObject([{ field: 'expiry', code: 'billing.expiryPast' }]);
  });

  it('refuses a second checkout while subscribed (409)', async () => {
    const { token } = await signUp();
    expect((await buyPlus(token)).status).toBe(200);
    const again = await api.post('/api/subscription/checkout', { billingCycle: 'monthly' }, token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('billing.alreadySubscribed');
  });

  it('renews, fails, cancels and refunds on request, and lists it all newest first', async () => {
    const { token, userId } = await signUp();
    expect((await buyPlus(token)).status).toBe(200);
    const firstEnd = (await status(token)).currentPeriodEnd as string;
    const renewed = await api.post('/api/billing/sandbox/subscription/renew', {}, token);
    expect(renewed.status).toBe(200);
    expect(Date.parse(renewed.body.data.currentPeriodEnd)).toBeGreaterThan(Date.parse(firstEnd));
    expect((await api.post('/api/billing/sandbox/subscription/payment-failed', {}, token)).body.data.status).toBe(
      'past_due',
    );
    expect((await api.post('/api/billing/sandbox/subscription/cancel', {}, token)).body.data.cancelAtPeriodEnd).toBe(
      true,
    );
    expect((await api.post('/api/billing/sandbox/subscription/refund', {}, token)).body.data).toMatchObject({
      status: 'refunded',
      plan: 'free',
    });
    const history = (await api.get('/api/subscription/history', token)).body.data as {
      occurredAt: string;
      type: string;
      description: string;
      amountCents: number | null;
    }[];
    const times = history.map((h) => Date.parse(h.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(history.map((h) => h.description)).toEqual([
      'billing.history.canceled',
      'billing.history.refunded',
      'billing.history.cancellationScheduled',
      'billing.history.pastDue',
      'billing.history.paymentFailed',
      'billing.history.renewed',
      'billing.history.payment',
      'billing.history.activated',
    ]);
    expect(history.find((h) => h.type === 'refund')?.amountCents).toBe(600);
    // every entry replays from the stream
    expect((await stream(userId)).length).toBeGreaterThanOrEqual(history.length);
  });

  it('reconciles with the provider on sync, recording only differences', async () => {
    const { token, userId } = await signUp();
    expect((await api.post('/api/subscription/sync', {}, token)).body).toMatchObject({
      success: true,
      data: { status: 'free', plan: 'free' },
    });
    expect((await buyPlus(token)).status).toBe(200);
    const before = (await stream(userId)).length;
    const synced = await api.post('/api/subscription/sync', {}, token);
    expect(synced.body).toMatchObject({ success: true, data: { status: 'active', plan: 'plus' } });
    expect(await stream(userId)).toHaveLength(before);
  });

  it('allows no third-party script or frame on the sandbox', async () => {
    const csp = (await api.get('/api/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('paddle.com');
  });

  it('answers "User not authenticated" without sign-in', async () => {
    for (const [method, url] of [
      ['POST', '/api/subscription/checkout'],
      ['GET', '/api/subscription/status'],
      ['GET', '/api/subscription/usage'],
      ['POST', '/api/subscription/cancel'],
      ['POST', '/api/subscription/refund'],
      ['POST', '/api/subscription/sync'],
      ['GET', '/api/subscription/history'],
      ['POST', '/api/billing/sandbox/subscription/renew'],
    ] as const) {
      const res = method === 'GET' ? await api.get(url) : await api.post(url, {});
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'auth.notAuthenticated', error: 'User not authenticated' });
    }
  });
});

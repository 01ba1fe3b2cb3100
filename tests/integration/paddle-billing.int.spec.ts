/**
 * The paddle adapter against a local server that speaks Paddle Billing's API (never the real one): the SDK is
 * pointed at it, and so is a whole Quizstream server started with BILLING_PROVIDER=paddle.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BillingProviderError, WebhookSignatureError } from '../../commands/ports';
import { createPaddleBilling } from '../../infra/billing/paddle-billing';
import {
  DAY,
  isoIn,
  notification,
  paddleAdjustment,
  paddleSubscription,
  paddleTransaction,
  postWebhook,
  sign,
} from '../support/paddle-webhooks';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

const API_KEY = 'pdl_sdbx_apikey_test';
const WEBHOOK_SECRET = 'pdl_ntfset_test_secret';

interface Seen {
  method: string;
  path: string;
  body: any;
  authorization: string | undefined;
}

/** A local Paddle: subscriptions it holds, the requests it saw, and routes that fail on purpose. */
const fakePaddle = () => {
  const subscriptions = new Map<string, ReturnType<typeof paddleSubscription>>();
  const seen: Seen[] = [];
  const send = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, type: string, code: string) =>
    send(res, status, {
      error: { type, code, detail: `${code} (test)`, documentation_url: 'https://developer.paddle.com' },
      meta: { request_id: randomUUID() },
    });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '').split('?')[0]!;
    const body = text ? JSON.parse(text) : null;
    seen.push({ method: req.method!, path, body, authorization: req.headers.authorization });
    if (req.headers.authorization !== `bearer ${API_KEY}`) return error(res, 403, 'request_error', 'forbidden');
    const meta = { request_id: randomUUID() };
    let m: RegExpMatchArray | null;
    if (path === '/slow') return; // never answers
    if ((m = path.match(/^\/subscriptions\/([^/]+)$/)) && req.method === 'GET') {
      if (m[1] === 'sub_boom') return error(res, 500, 'api_error', 'internal_error');
      const s = subscriptions.get(m[1]!);
      return s ? send(res, 200, { data: s, meta }) : error(res, 404, 'request_error', 'entity_not_found');
    }
    if ((m = path.match(/^\/subscriptions\/([^/]+)\/cancel$/)) && req.method === 'POST') {
      const s = subscriptions.get(m[1]!);
      if (!s) return error(res, 404, 'request_error', 'entity_not_found');
      const now = new Date().toISOString();
      const next =
        body?.effective_from === 'immediately'
          ? {
              ...s,
              status: 'canceled' as const,
              canceled_at: now,
              current_billing_period: null,
              next_billed_at: null,
              scheduled_change: null,
              updated_at: now,
            }
          : {
              ...s,
              next_billed_at: null,
              scheduled_change: { action: 'cancel', effective_at: s.current_billing_period!.ends_at, resume_at: null },
              updated_at: now,
            };
      subscriptions.set(s.id, next);
      return send(res, 200, { data: next, meta });
    }
    if (path === '/adjustments' && req.method === 'POST') {
      const adjustment = paddleAdjustment({
        id: `adj_${randomUUID().slice(0, 8)}`,
        transactionId: body.transaction_id,
        status: 'pending_approval',
      });
      return send(res, 201, { data: { ...adjustment, subscription_id: null }, meta });
    }
    if ((m = path.match(/^\/customers\/([^/]+)\/portal-sessions$/)) && req.method === 'POST') {
      const ids: string[] = body?.subscription_ids ?? [];
      return send(res, 201, {
        data: {
          id: 'cpls_01test',
          customer_id: m[1],
          urls: {
            general: { overview: `https://customer-portal.paddle.com/cpl_01test?token=abc` },
            subscriptions: ids.map((id) => ({
              id,
              cancel_subscription: `https://customer-portal.paddle.com/cpl_01test/subscriptions/${id}/cancel?token=abc`,
              update_subscription_payment_method: `https://customer-portal.paddle.com/cpl_01test/subscriptions/${id}/update-payment-method?token=abc`,
            })),
          },
          created_at: new Date().toISOString(),
        },
        meta,
      });
    }
    return error(res, 404, 'request_error', 'not_found');
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  return {
    subscriptions,
    seen,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

const paddle = fakePaddle();
let paddleUrl: string;
beforeAll(async () => {
  paddleUrl = await paddle.start();
});
afterAll(() => paddle.stop());
beforeEach(() => {
  paddle.seen.length = 0;
});

describe('The paddle adapter', () => {
  const adapter = () =>
    createPaddleBilling({
      apiKey: API_KEY,
      environment: 'sandbox',
      clientToken: 'test_client_token',
      webhookSecrets: [WEBHOOK_SECRET],
      apiUrl: paddleUrl,
      timeoutMs: 500,
    });

  it('reads a subscription with its portal links through the SDK, authorised with the API key', async () => {
    paddle.subscriptions.set(
      'sub_read',
      paddleSubscription({
        id: 'sub_read',
        customerId: 'ctm_read',
        userId: 'u1',
        interval: 'year',
        amount: 6000,
        periodStart: '2026-01-01T00:00:00.000000Z',
        periodEnd: '2027-01-01T00:00:00.000000Z',
        managementUrls: { update_payment_method: 'https://pay.example/update', cancel: 'https://pay.example/cancel' },
      }),
    );
    expect(await adapter().getSubscription('sub_read')).toMatchObject({
      subscriptionId: 'sub_read',
      customerId: 'ctm_read',
      status: 'active',
      priceId: 'pri_sandbox_plus_monthly',
      billingCycle: 'yearly',
      unitPriceCents: 6000,
      currentPeriodStart: '2026-01-01T00:00:00.000Z',
      currentPeriodEnd: '2027-01-01T00:00:00.000Z',
      scheduledCancelAt: null,
      updatePaymentMethodUrl: 'https://pay.example/update',
      cancelUrl: 'https://pay.example/cancel',
    });
    expect(paddle.seen[0]).toMatchObject({
      method: 'GET',
      path: '/subscriptions/sub_read',
      authorization: `bearer ${API_KEY}`,
    });
  });

  it('cancels at the period end, refunds through a full refund adjustment and opens portal sessions', async () => {
    paddle.subscriptions.set('sub_cancel', paddleSubscription({ id: 'sub_cancel', userId: 'u1' }));
    const canceled = await adapter().cancelSubscription('sub_cancel', 'next_billing_period');
    expect(canceled.scheduledCancelAt).toBe(canceled.currentPeriodEnd);
    expect(paddle.seen[0]).toMatchObject({
      path: '/subscriptions/sub_cancel/cancel',
      body: { effective_from: 'next_billing_period' },
    });

    const adjustment = await adapter().refund({ transactionId: 'txn_refund', reason: 'Money-back guarantee' });
    expect(adjustment).toMatchObject({
      transactionId: 'txn_refund',
      action: 'refund',
      type: 'full',
      status: 'pending_approval',
      amountCents: 600,
    });
    expect(paddle.seen[1]).toMatchObject({
      method: 'POST',
      path: '/adjustments',
      body: { action: 'refund', type: 'full', transaction_id: 'txn_refund', reason: 'Money-back guarantee' },
    });

    const links = await adapter().portalLinks('ctm_portal', 'sub_cancel');
    expect(links.updatePaymentMethodUrl).toMatch(/\/subscriptions\/sub_cancel\/update-payment-method/);
    expect(links.cancelUrl).toMatch(/\/subscriptions\/sub_cancel\/cancel/);
    expect(paddle.seen[2]).toMatchObject({
      path: '/customers/ctm_portal/portal-sessions',
      body: { subscription_ids: ['sub_cancel'] },
    });
  });

  it('turns Paddle errors into provider errors: refused (4xx), unavailable (5xx, no answer, wrong key)', async () => {
    await expect(adapter().getSubscription('sub_missing')).rejects.toMatchObject({ kind: 'refused' });
    await expect(adapter().getSubscription('sub_boom')).rejects.toMatchObject({ kind: 'unavailable' });
    const slow = createPaddleBilling({
      apiKey: API_KEY,
      environment: 'sandbox',
      clientToken: 't',
      webhookSecrets: [WEBHOOK_SECRET],
      apiUrl: `${paddleUrl}/slow#`,
      timeoutMs: 200,
    });
    await expect(slow.getSubscription('x')).rejects.toBeInstanceOf(BillingProviderError);
    const wrongKey = createPaddleBilling({
      apiKey: 'nope',
      environment: 'sandbox',
      clientToken: 't',
      webhookSecrets: [],
      apiUrl: paddleUrl,
    });
    await expect(wrongKey.getSubscription('sub_read')).rejects.toMatchObject({ kind: 'refused' });
  });

  it('verifies webhooks before reading them', () => {
    const body = notification('subscription.created', paddleSubscription({ id: 'sub_wh', userId: 'u1' }));
    const notice = adapter().readWebhook(Buffer.from(body), sign(body, [WEBHOOK_SECRET]), new Date());
    expect(notice).toMatchObject({
      kind: 'subscription',
      userId: 'u1',
      source: { provider: 'paddle', eventType: 'subscription.created' },
    });
    expect(() => adapter().readWebhook(Buffer.from(body), sign(body, ['other']), new Date())).toThrow(
      WebhookSignatureError,
    );
  });

  it('answers what Paddle.js needs to open the checkout', async () => {
    expect(
      await adapter().checkout({
        checkoutId: 'c1',
        userId: 'u1',
        email: 'ada@example.com',
        plan: 'plus',
        billingCycle: 'monthly',
        priceId: 'pri_plus_m',
        amountCents: 600,
        currencyCode: 'USD',
      }),
    ).toEqual({
      provider: 'paddle',
      environment: 'sandbox',
      clientToken: 'test_client_token',
      priceId: 'pri_plus_m',
      customer: { email: 'ada@example.com' },
      customData: { userId: 'u1', email: 'ada@example.com' },
    });
  });
});

describe('A server on the paddle provider', () => {
  let server: TestServer;
  let api: ReturnType<typeof http>;
  beforeAll(async () => {
    server = await startTestServer({
      BILLING_PROVIDER: 'paddle',
      PADDLE_API_KEY: API_KEY,
      PADDLE_CLIENT_TOKEN: 'test_client_token',
      PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PADDLE_API_URL: paddleUrl,
      PADDLE_PRICE_PLUS_MONTHLY: 'pri_plus_monthly_live',
    });
    api = http(server.url);
  });
  afterAll(() => server.stop());

  const signUp = async () => {
    const account = newAccount();
    const token = (await api.post('/api/auth/register', account)).body.data.token as string;
    const userId = (await api.get('/api/user/profile', token)).body.data.user.id as string;
    return { token, userId, email: account.email };
  };
  const deliver = (body: string) => postWebhook(server.url, body, sign(body, [WEBHOOK_SECRET]));
  const subscribe = async (userId: string) => {
    const id = `sub_${randomUUID().slice(0, 8)}`;
    const customerId = `ctm_${randomUUID().slice(0, 8)}`;
    const entity = paddleSubscription({ id, customerId, userId, priceId: 'pri_plus_monthly_live' });
    paddle.subscriptions.set(id, entity);
    expect((await deliver(notification('subscription.created', entity))).status).toBe(200);
    const txn = paddleTransaction({
      id: `txn_${id}`,
      subscriptionId: id,
      customerId,
      userId,
      priceId: 'pri_plus_monthly_live',
    });
    expect((await deliver(notification('transaction.completed', txn))).status).toBe(200);
    return { id, customerId };
  };

  it('opens the checkout with the configured price, and says so when a cycle has none', async () => {
    const { token, userId, email } = await signUp();
    expect((await api.post('/api/subscription/checkout', { billingCycle: 'monthly' }, token)).body.data).toEqual({
      provider: 'paddle',
      environment: 'sandbox',
      clientToken: 'test_client_token',
      priceId: 'pri_plus_monthly_live',
      customer: { email },
      customData: { userId, email },
    });
    const yearly = await api.post('/api/subscription/checkout', { billingCycle: 'yearly' }, token);
    expect(yearly.status).toBe(503);
    expect(yearly.body.code).toBe('billing.checkoutUnavailable');
    expect((await api.post('/api/subscription/checkout', { billingCycle: 'weekly' }, token)).status).toBe(400);
  });

  it('syncs with Paddle, recording only what differs', async () => {
    const { token, userId } = await signUp();
    const { id } = await subscribe(userId);
    const before = (await server.eventStore.read(`subscription-${userId}`)).length;
    // Paddle now holds a cancellation scheduled elsewhere (the customer portal) and portal links.
    const held = paddle.subscriptions.get(id)!;
    const end = held.current_billing_period!.ends_at;
    paddle.subscriptions.set(id, {
      ...held,
      scheduled_change: { action: 'cancel', effective_at: end, resume_at: null },
      next_billed_at: null,
      management_urls: { update_payment_method: 'https://pay.example/u', cancel: 'https://pay.example/c' },
      updated_at: isoIn(1000),
    });
    const synced = await api.post('/api/subscription/sync', {}, token);
    expect(synced.body.data).toMatchObject({
      plan: 'plus',
      cancelAtPeriodEnd: true,
      details: { updatePaymentMethodUrl: 'https://pay.example/u', cancelUrl: 'https://pay.example/c' },
    });
    const after = await server.eventStore.read(`subscription-${userId}`);
    expect(after.slice(before).map((e) => e.type)).toEqual(['SubscriptionCancellationScheduled']);
    await api.post('/api/subscription/sync', {}, token);
    expect(await server.eventStore.read(`subscription-${userId}`)).toHaveLength(after.length);
  });

  it('cancels at the period end through Paddle', async () => {
    const { token, userId } = await signUp();
    const { id } = await subscribe(userId);
    const res = await api.post('/api/subscription/cancel', {}, token);
    expect(res.body.data).toMatchObject({ plan: 'plus', cancelAtPeriodEnd: true });
    expect(
      paddle.seen.some(
        (s) => s.path === `/subscriptions/${id}/cancel` && s.body.effective_from === 'next_billing_period',
      ),
    ).toBe(true);
  });

  it('refunds through an adjustment awaiting approval, ends access at once, and records the approval', async () => {
    const { token, userId } = await signUp();
    const { id, customerId } = await subscribe(userId);
    const res = await api.post('/api/subscription/refund', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Your refund was requested and your subscription has ended. Refunds reach your account in 5 to 10 business days.',
    );
    expect(res.body.data).toMatchObject({ status: 'canceled', plan: 'free' });
    const adjustment = paddle.seen.find((s) => s.path === '/adjustments')!;
    expect(adjustment.body).toMatchObject({ action: 'refund', type: 'full', transaction_id: `txn_${id}` });
    const requested = (await server.eventStore.read(`subscription-${userId}`)).find(
      (e) => e.type === 'RefundRequested',
    );
    const adjustmentId = (requested!.data as { adjustment: { adjustmentId: string } }).adjustment.adjustmentId;
    const approved = paddleAdjustment({ id: adjustmentId, transactionId: `txn_${id}`, subscriptionId: id, customerId });
    expect((await deliver(notification('adjustment.updated', approved, isoIn(2 * DAY)))).status).toBe(200);
    expect((await api.get('/api/subscription/status', token)).body.data).toMatchObject({
      status: 'refunded',
      plan: 'free',
    });
  });

  it('lets Paddle.js load and open its checkout frame (Content-Security-Policy)', async () => {
    const csp = (await api.get('/api/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.paddle\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/cdn\.paddle\.com https:\/\/\*\.paddle\.com/);
  });

  it('has no sandbox pages', async () => {
    const { token } = await signUp();
    expect((await api.post('/api/billing/sandbox/subscription/renew', {}, token)).status).toBe(404);
    expect((await api.get(`/api/billing/sandbox/checkouts/${randomUUID()}`, token)).status).toBe(404);
  });
});

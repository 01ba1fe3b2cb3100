/**
 * A projection that keeps failing on one event (issue 11, "Rebuild without downtime"; issue 13, item 3): the real
 * server records it and goes on. An event the users projection cannot apply (a UserRegistered without a username,
 * as a hand-edited or foreign log could hold) is tried, recorded in `_failed_events` and skipped; the health
 * details say degraded and name it, the admin dashboard raises a critical alert naming it, the admin Projections
 * status shows it, and registrations after it are projected as before (nothing stalls).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAdmin } from '../support/admin';
import { createAdmin } from '../support/admin';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

describe('A projection failing on one event', () => {
  let server: TestServer;
  let admin: TestAdmin;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server, { role: 'admin' });
  });
  afterAll(() => server.stop());

  it('is recorded and reported with the event, and the read models go on', async () => {
    const api = http(server.url);
    const userId = randomUUID();
    const bad = {
      id: randomUUID(),
      type: 'UserRegistered',
      data: { userId, email: `${userId}@example.com`, language: 'en', registeredAt: new Date().toISOString() },
      metadata: { actor: null, correlationId: 'test', causationId: null, at: new Date().toISOString() },
    };
    const { position } = await server.eventStore.append(`user-${userId}`, [bad], 'no_stream');
    await server.runner.waitFor(position);

    // Registrations after it are projected: the new account signs in.
    const account = newAccount();
    expect((await api.post('/api/auth/register', account)).status).toBe(201);
    const login = await api.post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);

    const details = (await api.get('/api/health/details')).body.data;
    expect(details.status).toBe('degraded');
    const users = details.projections.items.find((p: { name: string }) => p.name === 'users');
    expect(users).toMatchObject({
      lag: 0,
      failedEvents: 1,
      lastFailure: { eventId: bad.id, eventType: 'UserRegistered', position, documentId: userId, attempts: 3 },
    });
    expect(details.projections.lag).toBe(0);

    const dashboard = (await api.get('/api/admin/analytics/dashboard', admin.token)).body.data;
    expect(dashboard.systemHealth).toBe('critical');
    expect(dashboard.alerts).toContainEqual(
      expect.objectContaining({
        severity: 'critical',
        code: 'alert.projectionFailedEvent',
        params: expect.objectContaining({ name: 'users', eventId: bad.id, eventType: 'UserRegistered', position }),
        message: expect.stringContaining(bad.id),
      }),
    );

    const status = (await api.get('/api/admin/projections', admin.token)).body.data;
    expect(status.projections.find((p: { name: string }) => p.name === 'users')).toMatchObject({
      failedEvents: 1,
      lastFailure: { eventId: bad.id },
    });
  });
});

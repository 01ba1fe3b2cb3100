import { describe, expect, it } from 'vitest';
import { createRequestMetrics } from '../../api/middleware/request-metrics';
import type { HealthInput } from '../../domain/admin/system-health';
import { alertsOf, systemHealthOf } from '../../domain/admin/system-health';

describe('Request metrics', () => {
  it('sums the last 24 hours and the last hour from minute buckets, forgetting older ones', () => {
    let now = Date.parse('2026-11-21T00:00:00.000Z');
    const metrics = createRequestMetrics(() => now);
    metrics.record('/quizzes', 200, 10);
    metrics.record('/quizzes', 500, 30);
    metrics.record('/billing/webhook', 400, 2);
    now += 2 * 3_600_000;
    metrics.record('/user/profile', 200, 6);
    expect(metrics.summary()).toEqual({
      requests: 4,
      errors: 1,
      avgResponseTime: 12,
      errorRate: 25,
      webhookFailures: 1,
    });
    expect(metrics.summary(3_600_000)).toMatchObject({ requests: 1, errors: 0 });
    now += 23 * 3_600_000;
    expect(metrics.summary()).toMatchObject({ requests: 1, webhookFailures: 0 });
    now += 3_600_000;
    expect(metrics.summary()).toEqual({ requests: 0, errors: 0, avgResponseTime: 0, errorRate: 0, webhookFailures: 0 });
  });
});

describe('System health', () => {
  const input = (over: Partial<HealthInput['day']> = {}, extra: Partial<HealthInput> = {}): HealthInput => ({
    day: { requests: 1000, errors: 0, errorRate: 0, avgResponseTime: 50, webhookFailures: 0, ...over },
    hour: { requests: 10, errors: 0, errorRate: 0 },
    projections: [{ name: 'users', lag: 0, failedEvents: 0 }],
    ...extra,
  });
  const health = (i: HealthInput) => systemHealthOf(i, alertsOf(i));

  it('is healthy, warning above 2 % errors or 1 s answers, critical above 5 %', () => {
    expect(health(input())).toBe('healthy');
    expect(health(input({ errorRate: 2 }))).toBe('healthy');
    expect(health(input({ errorRate: 2.1 }))).toBe('warning');
    expect(health(input({ avgResponseTime: 1500 }))).toBe('warning');
    expect(health(input({ errorRate: 5.1 }))).toBe('critical');
  });

  it('raises critical alerts for stalled or failing projections, refused webhooks and an error spike', () => {
    const i = input(
      { webhookFailures: 2 },
      {
        hour: { requests: 40, errors: 4, errorRate: 10 },
        projections: [
          { name: 'games', lag: 5000, failedEvents: 0 },
          { name: 'usage', lag: 0, failedEvents: 3 },
          { name: 'users', lag: 10, failedEvents: 0 },
        ],
      },
    );
    expect(alertsOf(i).map((a) => a.code)).toEqual([
      'alert.projectionStalled',
      'alert.projectionFailing',
      'alert.webhooksFailed',
      'alert.errorSpike',
    ]);
    expect(health(i)).toBe('critical');
    // The alert names the last event a projection gave up on, when the runner knows it.
    const failed = input(
      {},
      {
        projections: [
          {
            name: 'usage',
            lag: 0,
            failedEvents: 2,
            lastFailure: { eventId: 'e-9', eventType: 'QuizCreated', position: 412 },
          },
        ],
      },
    );
    expect(alertsOf(failed)).toEqual([
      {
        severity: 'critical',
        code: 'alert.projectionFailedEvent',
        params: { name: 'usage', count: 2, eventType: 'QuizCreated', eventId: 'e-9', position: 412 },
      },
    ]);
    expect(health(failed)).toBe('critical');
    // A few failures among few requests are no spike.
    expect(alertsOf(input({}, { hour: { requests: 5, errors: 2, errorRate: 40 } }))).toEqual([]);
  });
});

/**
 * The dashboard's system health (spec §3, §9): alerts from the request metrics and the projections, and the
 * health badge. Thresholds: an API error rate above 5 % is critical (red), above 2 % a warning (yellow); a
 * projection behind by more than STALLED_LAG events or failing on events, billing webhooks refused in the last 24
 * hours and an error spike in the last hour are critical alerts.
 */
export const ERROR_RATE_CRITICAL = 5;
export const ERROR_RATE_WARNING = 2;
export const SLOW_RESPONSE_MS = 1000;
export const STALLED_LAG = 1000;
export const SPIKE_MIN_REQUESTS = 20;
export const SPIKE_RATE = 5;

export interface HealthInput {
  /** The last 24 hours. */
  day: { requests: number; errors: number; errorRate: number; avgResponseTime: number; webhookFailures: number };
  /** The last hour. */
  hour: { requests: number; errors: number; errorRate: number };
  projections: {
    name: string;
    lag: number;
    failedEvents: number;
    /** The last event the projection gave up on, when known. */
    lastFailure?: { eventId: string; eventType: string; position: number } | null;
  }[];
}

export interface Alert {
  severity: 'critical' | 'warning';
  /** A message code (`alert.*`) with its params; `message` is the English text. */
  code: string;
  params: Record<string, string | number>;
}

export type SystemHealth = 'healthy' | 'warning' | 'critical';

export const alertsOf = ({ day, hour, projections }: HealthInput): Alert[] => {
  const alerts: Alert[] = [];
  for (const p of projections) {
    if (p.failedEvents > 0 && p.lastFailure)
      alerts.push({
        severity: 'critical',
        code: 'alert.projectionFailedEvent',
        params: {
          name: p.name,
          count: p.failedEvents,
          eventType: p.lastFailure.eventType,
          eventId: p.lastFailure.eventId,
          position: p.lastFailure.position,
        },
      });
    else if (p.failedEvents > 0)
      alerts.push({
        severity: 'critical',
        code: 'alert.projectionFailing',
        params: { name: p.name, count: p.failedEvents },
      });
    else if (p.lag > STALLED_LAG)
      alerts.push({ severity: 'critical', code: 'alert.projectionStalled', params: { name: p.name, lag: p.lag } });
  }
  if (day.webhookFailures > 0)
    alerts.push({ severity: 'critical', code: 'alert.webhooksFailed', params: { count: day.webhookFailures } });
  if (hour.requests >= SPIKE_MIN_REQUESTS && hour.errorRate > SPIKE_RATE)
    alerts.push({ severity: 'critical', code: 'alert.errorSpike', params: { rate: hour.errorRate } });
  return alerts;
};

export const systemHealthOf = (input: HealthInput, alerts: Alert[]): SystemHealth => {
  if (input.day.errorRate > ERROR_RATE_CRITICAL || alerts.some((a) => a.severity === 'critical')) return 'critical';
  if (input.day.errorRate > ERROR_RATE_WARNING || input.day.avgResponseTime > SLOW_RESPONSE_MS || alerts.length > 0)
    return 'warning';
  return 'healthy';
};

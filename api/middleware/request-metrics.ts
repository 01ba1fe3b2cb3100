/**
 * Request metrics the server keeps in memory for the admin dashboard: per minute of the last 24 hours, how many
 * API requests were answered, how many failed on our side (5xx), their total time, and how many billing webhooks
 * were refused. A fixed ring of 1,440 minute buckets: constant memory, O(1) per request. The health probe is not
 * counted (load balancers would drown the figures).
 */
import type { RequestHandler } from 'express';

const MINUTE_MS = 60_000;
const BUCKETS = 24 * 60;

interface Bucket {
  minute: number;
  requests: number;
  errors: number;
  totalMs: number;
  webhookFailures: number;
}

export interface MetricsSummary {
  requests: number;
  errors: number;
  /** Mean answer time in ms (0 without requests). */
  avgResponseTime: number;
  /** Percent of requests answered 5xx. */
  errorRate: number;
  webhookFailures: number;
}

export const createRequestMetrics = (now: () => number = Date.now) => {
  const buckets: Bucket[] = Array.from({ length: BUCKETS }, () => ({
    minute: -1,
    requests: 0,
    errors: 0,
    totalMs: 0,
    webhookFailures: 0,
  }));
  const bucketAt = (t: number) => {
    const minute = Math.floor(t / MINUTE_MS);
    const bucket = buckets[minute % BUCKETS]!;
    if (bucket.minute !== minute)
      Object.assign(bucket, { minute, requests: 0, errors: 0, totalMs: 0, webhookFailures: 0 });
    return bucket;
  };

  const record = (path: string, status: number, ms: number) => {
    const bucket = bucketAt(now());
    bucket.requests += 1;
    bucket.totalMs += ms;
    if (status >= 500) bucket.errors += 1;
    if (path === '/billing/webhook' && status >= 400) bucket.webhookFailures += 1;
  };

  return {
    record,
    /** Mounted on /api: times each answer from arrival to the last byte. */
    middleware: ((req, res, next) => {
      if (req.path === '/health' || req.path.startsWith('/health/')) return next();
      const started = performance.now();
      const path = req.path;
      res.once('finish', () => record(path, res.statusCode, performance.now() - started));
      next();
    }) as RequestHandler,
    /** The figures of the last `windowMs` (24 hours by default). */
    summary: (windowMs = 24 * 60 * MINUTE_MS): MetricsSummary => {
      const current = Math.floor(now() / MINUTE_MS);
      const from = current - Math.ceil(windowMs / MINUTE_MS) + 1;
      let requests = 0;
      let errors = 0;
      let totalMs = 0;
      let webhookFailures = 0;
      for (const b of buckets)
        if (b.minute >= from && b.minute <= current) {
          requests += b.requests;
          errors += b.errors;
          totalMs += b.totalMs;
          webhookFailures += b.webhookFailures;
        }
      return {
        requests,
        errors,
        avgResponseTime: requests ? Math.round(totalMs / requests) : 0,
        errorRate: requests ? Math.round((errors / requests) * 10_000) / 100 : 0,
        webhookFailures,
      };
    },
  };
};

export type RequestMetrics = ReturnType<typeof createRequestMetrics>;

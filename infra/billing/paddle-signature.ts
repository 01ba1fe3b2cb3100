/**
 * Paddle's webhook signature: `Paddle-Signature: ts=<unix seconds>;h1=<hex>` where h1 is HMAC-SHA256 of
 * `<ts>:<raw body>` with the notification destination's secret. During a secret rotation Paddle sends one h1 per
 * secret, and we may hold more than one secret: any pair that matches is accepted. Compared timing-safe, on the raw
 * bytes, with a 5-second tolerance on `ts` either way (the SDK's own check keeps only the last h1, compares with
 * `===` and reads the wall clock, so it is not used).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../../commands/ports';

export const SIGNATURE_TOLERANCE_SECONDS = 5;

const hmac = (secret: string, ts: number, rawBody: Buffer | string) =>
  createHmac('sha256', secret)
    .update(`${ts}:`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody) : rawBody)
    .digest();

/** The header a sender puts on `rawBody` signed at `ts` (one h1 per secret). */
export const signPaddleWebhook = (secrets: string[], rawBody: Buffer | string, ts: number) =>
  [`ts=${ts}`, ...secrets.map((s) => `h1=${hmac(s, ts, rawBody).toString('hex')}`)].join(';');

const parseHeader = (header: string) => {
  let ts: number | null = null;
  const h1: Buffer[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts' && /^\d{1,12}$/.test(value)) ts = Number(value);
    else if (key === 'h1' && /^[0-9a-f]{64}$/i.test(value)) h1.push(Buffer.from(value, 'hex'));
  }
  return { ts, h1 };
};

/** Throws WebhookSignatureError unless one of `secrets` signed `rawBody` within the tolerance of `now`. */
export const verifyPaddleWebhook = (
  secrets: readonly string[],
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
) => {
  if (!header) throw new WebhookSignatureError('missing');
  const { ts, h1 } = parseHeader(header);
  if (ts === null || h1.length === 0 || h1.length > 8) throw new WebhookSignatureError('malformed');
  if (Math.abs(now.getTime() / 1000 - ts) > toleranceSeconds) throw new WebhookSignatureError('stale');
  let match = false;
  for (const secret of secrets) {
    const expected = hmac(secret, ts, rawBody);
    // Every candidate is compared (no early exit), each comparison in constant time.
    for (const candidate of h1) if (timingSafeEqual(expected, candidate)) match = true;
  }
  if (!match) throw new WebhookSignatureError('mismatch');
};

/**
 * Time-based one-time codes (RFC 6238) through `otpauth`: SHA-1, 6 digits, 30-second steps, a code of the step
 * before or after now accepted too (±1 step for clock drift). `check` answers the matching step so the caller can
 * refuse a step already used (each code works once).
 */
import * as OTPAuth from 'otpauth';
import type { TotpCheck } from '../../domain/admin/admin.decider';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../domain/admin/admin.schemas';

const ISSUER = 'Quizstream Admin';

const totpOf = (secretBase32: string, label = 'admin') =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });

/** A new random secret (160 bits), base32 as authenticator apps take it. */
export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

/** The `otpauth://totp/...` URI an authenticator app reads (from a QR code or typed in). */
export const totpUri = (secretBase32: string, email: string) => totpOf(secretBase32, email).toString();

/** The 30-second step a time falls in. */
export const timeStepAt = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The code of a secret at a time (tests and the command line's self-check). */
export const totpCodeAt = (secretBase32: string, now: Date) =>
  totpOf(secretBase32).generate({ timestamp: now.getTime() });

/** Checks a code against a secret at `now`: the step it belongs to (within ±1), or null. */
export const checkTotp = (secretBase32: string, code: string | undefined, now: Date): TotpCheck => {
  if (code === undefined || code === '') return { provided: false, timeStep: null };
  if (!/^\d{6}$/.test(code)) return { provided: true, timeStep: null };
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return { provided: true, timeStep: delta === null ? null : timeStepAt(now) + delta };
};

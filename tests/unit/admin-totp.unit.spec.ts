import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed } from '../../commands/secret-box';
import { checkTotp, newTotpSecret, timeStepAt, totpCodeAt, totpUri } from '../../commands/admin/totp';

const at = new Date('2026-11-21T10:00:10.000Z');
const seconds = (s: number) => new Date(at.getTime() + s * 1000);

describe('Two-factor codes (RFC 6238: SHA-1, 6 digits, 30 s, ±1 step)', () => {
  // RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below), truncated to 6 digits.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('gives the RFC 6238 test vectors', () => {
    expect(totpCodeAt(rfcSecret, new Date(59_000))).toBe('287082');
    expect(totpCodeAt(rfcSecret, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCodeAt(rfcSecret, new Date(1_234_567_890_000))).toBe('005924');
  });

  it('accepts the code of now, of the step before and of the step after, with its step', () => {
    const secret = newTotpSecret();
    const step = timeStepAt(at);
    expect(checkTotp(secret, totpCodeAt(secret, at), at)).toEqual({ provided: true, timeStep: step });
    expect(checkTotp(secret, totpCodeAt(secret, seconds(-30)), at)).toEqual({ provided: true, timeStep: step - 1 });
    expect(checkTotp(secret, totpCodeAt(secret, seconds(30)), at)).toEqual({ provided: true, timeStep: step + 1 });
  });

  it('refuses a code two steps away, a code of another secret, and malformed codes', () => {
    const secret = newTotpSecret();
    expect(checkTotp(secret, totpCodeAt(secret, seconds(-60)), at).timeStep).toBeNull();
    expect(checkTotp(secret, totpCodeAt(secret, seconds(60)), at).timeStep).toBeNull();
    expect(checkTotp(secret, totpCodeAt(newTotpSecret(), at), at).timeStep).toBeNull();
    for (const code of ['12345', '1234567', 'abcdef', ' 12345'])
      expect(checkTotp(secret, code, at)).toEqual({ provided: true, timeStep: null });
  });

  it('tells a missing code from a wrong one', () => {
    expect(checkTotp(newTotpSecret(), undefined, at)).toEqual({ provided: false, timeStep: null });
    expect(checkTotp(newTotpSecret(), '', at)).toEqual({ provided: false, timeStep: null });
  });

  it('builds an otpauth:// URI authenticator apps read', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'staff@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Quizstream%20Admin:staff%40example\.com\?/);
    expect(new URL(uri).searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(new URL(uri).searchParams.get('digits')).toBe('6');
    expect(new URL(uri).searchParams.get('period')).toBe('30');
  });
});

describe('Sealed secrets', () => {
  it('round-trips, never holds the clear text, and differs each time', () => {
    const box = createSecretBox('k'.repeat(40));
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(isSealed(a)).toBe(true);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a value sealed with another key or altered', () => {
    const sealed = createSecretBox('k'.repeat(40)).seal('secret');
    expect(() => createSecretBox('x'.repeat(40)).open(sealed)).toThrow();
    expect(() => createSecretBox('k'.repeat(40)).open(`${sealed.slice(0, -2)}AA`)).toThrow();
  });
});

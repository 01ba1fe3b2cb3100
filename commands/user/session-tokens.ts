/**
 * Signed session tokens: HS256 only, with audience, issuer, a required expiry (`exp`) and a required token id
 * (`jti`, so one session can be ended on its own by a logout); `sv` ends older sessions after a password change.
 */
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface SessionClaims {
  userId: string;
  email: string;
  sessionVersion: number;
  /** The token's own id (`jti`). */
  tokenId: string;
  /** When the token stops working by itself (`exp`), ISO 8601. */
  expiresAt: string;
}

const AUDIENCE = 'quizstream';
const ISSUER = 'quizstream';

export const createSessionTokens = ({ secret, ttl }: { secret: string; ttl: string }) => ({
  issue: ({ userId, email, sessionVersion }: Pick<SessionClaims, 'userId' | 'email' | 'sessionVersion'>): string =>
    jwt.sign({ email, sv: sessionVersion }, secret, {
      algorithm: 'HS256',
      subject: userId,
      audience: AUDIENCE,
      issuer: ISSUER,
      jwtid: randomUUID(),
      expiresIn: ttl as jwt.SignOptions['expiresIn'],
    }),

  /**
   * The claims of a valid token, or null for a missing, malformed, forged or expired one, and for one without an
   * expiry or an id (jsonwebtoken accepts a token without `exp` as never expiring; we do not).
   */
  verify: (token: string): SessionClaims | null => {
    try {
      const claims = jwt.verify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string') return null;
      const { email, sv, exp, jti } = claims as { email?: unknown; sv?: unknown; exp?: unknown; jti?: unknown };
      if (typeof email !== 'string' || typeof sv !== 'number') return null;
      if (typeof exp !== 'number' || !Number.isFinite(exp) || typeof jti !== 'string' || jti.length === 0) return null;
      return {
        userId: claims.sub,
        email,
        sessionVersion: sv,
        tokenId: jti,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    } catch {
      return null;
    }
  },
});

export type SessionTokens = ReturnType<typeof createSessionTokens>;

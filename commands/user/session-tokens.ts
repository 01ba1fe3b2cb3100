/** Signed session tokens: HS256 only, with expiry, audience and issuer; `sv` ends older sessions. */
import jwt from 'jsonwebtoken';

export interface SessionClaims {
  userId: string;
  email: string;
  sessionVersion: number;
}

const AUDIENCE = 'quizstream';
const ISSUER = 'quizstream';

export const createSessionTokens = ({ secret, ttl }: { secret: string; ttl: string }) => ({
  issue: ({ userId, email, sessionVersion }: SessionClaims): string =>
    jwt.sign({ email, sv: sessionVersion }, secret, {
      algorithm: 'HS256',
      subject: userId,
      audience: AUDIENCE,
      issuer: ISSUER,
      expiresIn: ttl as jwt.SignOptions['expiresIn'],
    }),

  /** The claims of a valid token, or null for a missing, malformed, forged or expired one. */
  verify: (token: string): SessionClaims | null => {
    try {
      const claims = jwt.verify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string') return null;
      const { email, sv } = claims as { email?: unknown; sv?: unknown };
      if (typeof email !== 'string' || typeof sv !== 'number') return null;
      return { userId: claims.sub, email, sessionVersion: sv };
    } catch {
      return null;
    }
  },
});

export type SessionTokens = ReturnType<typeof createSessionTokens>;

/**
 * Staff session tokens: HS256 with their own audience (`quizstream-admin`, never `quizstream`, so a user token is
 * refused on /api/admin/* and an admin token on every user route), a shorter lifetime (ADMIN_JWT_TTL, 8 hours by
 * default), a required expiry and a required token id (`jti`: the session a logout ends), and the admin's session
 * version (a revocation or a two-factor reset ends every older session).
 */
import jwt from 'jsonwebtoken';

export const ADMIN_AUDIENCE = 'quizstream-admin';
const ISSUER = 'quizstream';

export interface AdminClaims {
  adminId: string;
  sessionId: string;
  sessionVersion: number;
  expiresAt: string;
}

export const createAdminTokens = ({
  secret,
  ttl,
}: {
  secret: string;
  /** The lifetime of a new session (`8h`), or where to read it when it is issued (a setting staff can change). */
  ttl: string | (() => string);
}) => ({
  issue: ({ adminId, sessionId, sessionVersion }: Omit<AdminClaims, 'expiresAt'>) => {
    const token = jwt.sign({ sv: sessionVersion, kind: 'admin' }, secret, {
      algorithm: 'HS256',
      subject: adminId,
      audience: ADMIN_AUDIENCE,
      issuer: ISSUER,
      jwtid: sessionId,
      expiresIn: (typeof ttl === 'function' ? ttl() : ttl) as jwt.SignOptions['expiresIn'],
    });
    const { exp } = jwt.decode(token) as { exp: number };
    return { token, expiresAt: new Date(exp * 1000).toISOString() };
  },

  /** The claims of a valid staff token, or null (wrong audience, forged, expired, no expiry or no id). */
  verify: (token: string): AdminClaims | null => {
    try {
      const claims = jwt.verify(token, secret, { algorithms: ['HS256'], audience: ADMIN_AUDIENCE, issuer: ISSUER });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string') return null;
      const { sv, exp, jti, kind } = claims as { sv?: unknown; exp?: unknown; jti?: unknown; kind?: unknown };
      if (kind !== 'admin' || typeof sv !== 'number') return null;
      if (typeof exp !== 'number' || !Number.isFinite(exp) || typeof jti !== 'string' || jti.length === 0) return null;
      return { adminId: claims.sub, sessionId: jti, sessionVersion: sv, expiresAt: new Date(exp * 1000).toISOString() };
    } catch {
      return null;
    }
  },
});

export type AdminTokens = ReturnType<typeof createAdminTokens>;

/**
 * Bearer-token authentication. A token is valid when it verifies (HS256, audience, issuer, a required expiry and
 * token id), its session version is the user's current one (a password change or reset ends every older session)
 * and no logout ended it.
 */
import type { Request, RequestHandler } from 'express';
import type { SessionClaims } from '../../commands/user/session-tokens';
import { DomainError } from '../../domain/shared/errors';
import type { UserDoc } from '../../projections/users/users.projection';
import { sessionEnded } from '../../projections/users/users.queries';
import type { ApiContext } from '../context';

declare module 'express-serve-static-core' {
  interface Request {
    user?: UserDoc;
    /** The claims of the request's session token (set with `user`). */
    session?: SessionClaims;
  }
}

const bearer = (req: Request) => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

/** The signed-in user of a token and the token's claims, or null. */
export const sessionOfToken = async (ctx: ApiContext, token: string | null | undefined) => {
  if (!token) return null;
  const claims = ctx.tokens.verify(token);
  if (!claims) return null;
  const user = await ctx.queries.users.byId(claims.userId);
  if (!user || user.sessionVersion !== claims.sessionVersion || sessionEnded(user, claims.tokenId)) return null;
  return { user, claims };
};

/** The signed-in user of a token, or null. The composition root hands it to the socket gateway too. */
export const userOfToken = async (ctx: ApiContext, token: string | null | undefined) =>
  (await sessionOfToken(ctx, token))?.user ?? null;

export const requireAuth =
  (ctx: ApiContext): RequestHandler =>
  async (req, _res, next) => {
    const token = bearer(req);
    if (!token) return next(DomainError.unauthenticated('auth.notAuthenticated', 'User not authenticated'));
    const session = await sessionOfToken(ctx, token);
    if (!session)
      return next(DomainError.unauthenticated('auth.sessionExpired', 'Your session has ended. Please sign in again.'));
    req.user = session.user;
    req.session = session.claims;
    next();
  };

/** Reads a session when one is sent and valid; a request without one goes on as a guest. */
export const optionalAuth =
  (ctx: ApiContext): RequestHandler =>
  async (req, _res, next) => {
    const session = await sessionOfToken(ctx, bearer(req));
    if (session) {
      req.user = session.user;
      req.session = session.claims;
    }
    next();
  };

/** The session of a request that passed `requireAuth`. */
export const currentSession = (req: Request): SessionClaims => {
  if (!req.session) throw DomainError.unauthenticated('auth.notAuthenticated', 'User not authenticated');
  return req.session;
};

/** The signed-in user of a request that passed `requireAuth`. */
export const currentUser = (req: Request): UserDoc => {
  if (!req.user) throw DomainError.unauthenticated('auth.notAuthenticated', 'User not authenticated');
  return req.user;
};

export const requestContext = (req: Request) => ({
  actor: req.user?._id ?? null,
  correlationId: String(req.id ?? ''),
  ip: req.ip ?? null,
  userAgent: req.get('user-agent') ?? null,
});

/**
 * Staff authentication and authorisation, enforced by the server on every admin route (the pages check nothing).
 * A staff token (audience `quizstream-admin`) is valid when it verifies, its admin still has a role, its session
 * version is the admin's current one and no logout ended it. A user token never passes (another audience).
 *
 * `requireAdmin({ minRole?, permission? })`: 401 without a valid staff session; 403 `admin.accessDenied` naming
 * the required role (and permission) and the admin's own role when the role falls short.
 */
import type { Request, RequestHandler } from 'express';
import type { AdminClaims } from '../../commands/admin/admin-tokens';
import type { AdminRequestContext } from '../../commands/admin/admin.commands';
import type { AccessRequirement, AdminRole } from '../../domain/admin/roles';
import { checkAccess } from '../../domain/admin/roles';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { AdminDoc } from '../../projections/admins/admins.projection';
import { adminSessionEnded } from '../../projections/admins/admins.queries';
import type { ApiContext } from '../context';

export interface AdminPrincipal {
  adminId: string;
  role: AdminRole;
  doc: AdminDoc & { role: AdminRole };
  claims: AdminClaims;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in staff member of an admin route. */
    admin?: AdminPrincipal;
  }
}

const bearer = (req: Request) => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

/** The staff session of a token, or null. */
export const adminOfToken = async (ctx: ApiContext, token: string | null): Promise<AdminPrincipal | null> => {
  if (!token) return null;
  const claims = ctx.admin.tokens.verify(token);
  if (!claims) return null;
  const doc = await ctx.admin.queries.byId(claims.adminId);
  if (!doc || doc.role === null || doc.sessionVersion !== claims.sessionVersion) return null;
  if (adminSessionEnded(doc, claims.sessionId)) return null;
  return { adminId: doc._id, role: doc.role, doc: doc as AdminDoc & { role: AdminRole }, claims };
};

const authenticate = async (ctx: ApiContext, req: Request) => {
  if (req.admin) return req.admin;
  const token = bearer(req);
  if (!token) throw DomainError.unauthenticated('admin.notAuthenticated', messageOf('admin.notAuthenticated'));
  const admin = await adminOfToken(ctx, token);
  if (!admin) throw DomainError.unauthenticated('admin.sessionInvalid', messageOf('admin.sessionInvalid'));
  req.admin = admin;
  return admin;
};

/** The guard factory: `const requireAdmin = adminGuard(ctx); router.get('/', requireAdmin({ permission }), …)`. */
export const adminGuard =
  (ctx: ApiContext) =>
  (requirement: AccessRequirement = {}): RequestHandler =>
  async (req, _res, next) => {
    try {
      const admin = await authenticate(ctx, req);
      const denied = checkAccess(admin.role, requirement);
      if (!denied) return next();
      const params = { requiredRole: denied.requiredRole, role: denied.role };
      next(DomainError.forbidden('admin.accessDenied', messageOf('admin.accessDenied', params), denied, params));
    } catch (error) {
      next(error);
    }
  };

/** The signed-in staff member of a request that passed the guard. */
export const currentAdmin = (req: Request): AdminPrincipal => {
  if (!req.admin) throw DomainError.unauthenticated('admin.notAuthenticated', messageOf('admin.notAuthenticated'));
  return req.admin;
};

export const adminRequestContext = (req: Request): AdminRequestContext => ({
  actor: req.admin?.adminId ?? null,
  correlationId: String(req.id ?? ''),
  ip: req.ip ?? null,
  userAgent: req.get('user-agent') ?? null,
});

/** The acting admin as the role rules see it. */
export const actorOf = (req: Request) => {
  const admin = currentAdmin(req);
  return { adminId: admin.adminId, role: admin.role };
};

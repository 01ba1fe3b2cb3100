/**
 * Staff roles and what each may do (spec §6, issue 10). Roles rank support (1) < manager (2) < admin (3) <
 * super_admin (4); each role has everything of the roles below it. A permission list holding the wildcard grants
 * all. The server checks these on every admin route; the pages show whatever the server allows.
 *
 * - support reads users, subscriptions, analytics and support tickets (and closes tickets);
 * - manager also edits a user's account, plan, status and end date, and cancels subscriptions;
 * - admin also reads and changes the settings, exports CSV files and sees the projections;
 * - super_admin also grants and revokes admin roles, resets two-factor codes and rebuilds projections.
 *
 * Nobody grants a role above their own nor changes the role of someone above them, and the last super_admin
 * cannot be demoted.
 */
export const adminRoles = ['support', 'manager', 'admin', 'super_admin'] as const;
export type AdminRole = (typeof adminRoles)[number];

export const roleRank: Record<AdminRole, number> = { support: 1, manager: 2, admin: 3, super_admin: 4 };

export const WILDCARD = '*';

export const adminPermissions = [
  'users.read',
  'subscriptions.read',
  'analytics.read',
  'tickets.read',
  'tickets.manage',
  'users.write',
  'subscriptions.cancel',
  'settings.read',
  'settings.write',
  'data.export',
  'projections.read',
  'admins.manage',
  'projections.rebuild',
] as const;
export type AdminPermission = (typeof adminPermissions)[number];

const support: AdminPermission[] = [
  'users.read',
  'subscriptions.read',
  'analytics.read',
  'tickets.read',
  'tickets.manage',
];
const manager: AdminPermission[] = [...support, 'users.write', 'subscriptions.cancel'];
const admin: AdminPermission[] = [...manager, 'settings.read', 'settings.write', 'data.export', 'projections.read'];

/** The permission list each role carries (what `GET /api/admin/auth/me` answers as `permissions`). */
export const rolePermissions: Record<AdminRole, readonly (AdminPermission | typeof WILDCARD)[]> = {
  support,
  manager,
  admin,
  super_admin: [WILDCARD],
};

export const isAdminRole = (value: unknown): value is AdminRole => adminRoles.includes(value as AdminRole);

export const permissionsOf = (role: AdminRole): string[] => [...rolePermissions[role]];

/** True when the list grants the permission (directly or through the wildcard). */
export const grants = (permissions: readonly string[], permission: string) =>
  permissions.includes(WILDCARD) || permissions.includes(permission);

export const hasPermission = (role: AdminRole, permission: AdminPermission) =>
  grants(rolePermissions[role], permission);

/** True when `role` ranks at or above `minRole`. */
export const meetsRole = (role: AdminRole, minRole: AdminRole) => roleRank[role] >= roleRank[minRole];

/** The lowest role that holds a permission (what an Access Denied page names). */
export const minimumRoleFor = (permission: AdminPermission): AdminRole =>
  adminRoles.find((role) => hasPermission(role, permission)) ?? 'super_admin';

export interface AccessRequirement {
  minRole?: AdminRole;
  permission?: AdminPermission;
}

export interface AccessDenial {
  /** The lowest role that would pass. */
  requiredRole: AdminRole;
  requiredPermission: AdminPermission | null;
  role: AdminRole;
}

/** Null when `role` passes the requirement, else what it lacks. */
export const checkAccess = (role: AdminRole, { minRole, permission }: AccessRequirement): AccessDenial | null => {
  const roleOk = !minRole || meetsRole(role, minRole);
  const permissionOk = !permission || hasPermission(role, permission);
  if (roleOk && permissionOk) return null;
  const needed = [minRole, permission ? minimumRoleFor(permission) : undefined].filter(
    (r): r is AdminRole => r !== undefined,
  );
  const requiredRole = needed.reduce((a, b) => (roleRank[a] >= roleRank[b] ? a : b));
  return { requiredRole, requiredPermission: permission ?? null, role };
};

export type RoleChangeRefusal =
  | 'admin.accessDenied'
  | 'admin.roleAboveOwn'
  | 'admin.targetAboveOwn'
  | 'admin.lastSuperAdmin'
  | 'admin.selfRoleChange';

export interface RoleChange {
  /** The admin making the change; null for the operator's command line (`npm run admin:create`). */
  actor: { adminId: string; role: AdminRole } | null;
  targetId: string;
  /** The target's role now (null: not an admin). */
  from: AdminRole | null;
  /** The role asked for (null: revoke). */
  to: AdminRole | null;
  /** How many super_admins there are now (counted by the caller). */
  superAdmins: number;
}

/**
 * Null when the change is allowed, else the refusal's code. The operator's command line may create any role; the
 * last super_admin stays one whoever asks.
 */
export const roleChangeRefusal = (
  { actor, targetId, from, to, superAdmins }: RoleChange,
  /** Which roles manage roles (the permission table's answer; a parameter so the rank rules can be tested alone). */
  managesRoles: (role: AdminRole) => boolean = (role) => hasPermission(role, 'admins.manage'),
): RoleChangeRefusal | null => {
  if (from === to) return null;
  if (from === 'super_admin' && superAdmins <= 1) return 'admin.lastSuperAdmin';
  if (!actor) return null;
  if (!managesRoles(actor.role)) return 'admin.accessDenied';
  if (actor.adminId === targetId) return 'admin.selfRoleChange';
  if (to && roleRank[to] > roleRank[actor.role]) return 'admin.roleAboveOwn';
  if (from && roleRank[from] > roleRank[actor.role]) return 'admin.targetAboveOwn';
  return null;
};

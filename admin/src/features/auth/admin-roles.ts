/**
 * Admin roles in rank order (spec §6): support (1) < manager (2) < admin (3) < super_admin (4). A page may need a
 * minimum role and/or a permission; a permissions list holding the wildcard grants every permission. The server
 * enforces the same rules on every call; the app only uses them to show the Access Denied page early.
 */
export const adminRoles = ['support', 'manager', 'admin', 'super_admin'] as const;
export type AdminRole = (typeof adminRoles)[number];

export const roleRank: Record<AdminRole, number> = { support: 1, manager: 2, admin: 3, super_admin: 4 };

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (adminRoles as readonly string[]).includes(value);

/** What a page needs: a minimum role, a permission, or both. */
export interface Requirement {
  role?: AdminRole;
  permission?: string;
}

export interface RoleHolder {
  role: string;
  permissions?: readonly string[];
}

export const hasPermission = (admin: RoleHolder, permission: string) =>
  (admin.permissions ?? []).some((held) => held === '*' || held === permission);

export const meetsRequirement = (admin: RoleHolder, requirement: Requirement) => {
  if (requirement.role) {
    if (!isAdminRole(admin.role) || roleRank[admin.role] < roleRank[requirement.role]) return false;
  }
  if (requirement.permission && !hasPermission(admin, requirement.permission)) return false;
  return true;
};

/**
 * The lowest role that holds each permission the pages name (the server's role lists; a unit test keeps the two
 * in step), so the Access Denied page can name a role for a permission.
 */
export const lowestRoleFor: Record<string, AdminRole> = {
  'users.read': 'support',
  'subscriptions.read': 'support',
  'analytics.read': 'support',
  'tickets.read': 'support',
  'tickets.manage': 'support',
  'users.write': 'manager',
  'subscriptions.cancel': 'manager',
  'settings.read': 'admin',
  'settings.write': 'admin',
  'data.export': 'admin',
  'projections.read': 'admin',
  'admins.manage': 'super_admin',
  'projections.rebuild': 'super_admin',
};

/** The role a requirement comes down to: the higher of its role and its permission's lowest role. */
export const requiredRoleOf = (requirement: Requirement): AdminRole | null => {
  const roles = [requirement.role, requirement.permission ? lowestRoleFor[requirement.permission] : undefined].filter(
    (role): role is AdminRole => role !== undefined,
  );
  if (roles.length === 0) return null;
  return roles.reduce((a, b) => (roleRank[a] >= roleRank[b] ? a : b));
};

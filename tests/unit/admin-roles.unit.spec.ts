import { describe, expect, it } from 'vitest';
import type { AdminPermission, AdminRole } from '../../domain/admin/roles';
import {
  adminPermissions,
  adminRoles,
  checkAccess,
  grants,
  hasPermission,
  minimumRoleFor,
  permissionsOf,
  roleChangeRefusal,
} from '../../domain/admin/roles';

/** Who may do what (issue 10): each permission and the lowest role that holds it. */
const lowest: Record<AdminPermission, AdminRole> = {
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

describe('Role permissions', () => {
  it.each(adminPermissions)('%s is held from its lowest role upwards and by no role below', (permission) => {
    const from = adminRoles.indexOf(lowest[permission]);
    for (const [i, role] of adminRoles.entries()) expect(hasPermission(role, permission), role).toBe(i >= from);
    expect(minimumRoleFor(permission)).toBe(lowest[permission]);
  });

  it('gives super_admin the wildcard, which grants everything', () => {
    expect(permissionsOf('super_admin')).toEqual(['*']);
    expect(grants(['*'], 'anything.at.all')).toBe(true);
    expect(grants(['users.read'], 'users.write')).toBe(false);
  });

  it('lists each lower role’s permissions inside each higher role’s', () => {
    for (let i = 1; i < adminRoles.length - 1; i++)
      expect(permissionsOf(adminRoles[i]!)).toEqual(expect.arrayContaining(permissionsOf(adminRoles[i - 1]!)));
  });
});

describe('Access checks', () => {
  it('passes a role at or above the minimum role', () => {
    expect(checkAccess('admin', { minRole: 'manager' })).toBeNull();
    expect(checkAccess('manager', { minRole: 'manager' })).toBeNull();
  });

  it('names the required role and the admin’s role when refusing', () => {
    expect(checkAccess('support', { minRole: 'admin' })).toEqual({
      requiredRole: 'admin',
      requiredPermission: null,
      role: 'support',
    });
    expect(checkAccess('manager', { permission: 'settings.write' })).toEqual({
      requiredRole: 'admin',
      requiredPermission: 'settings.write',
      role: 'manager',
    });
  });

  it('names the higher of the two when both a role and a permission are required', () => {
    expect(checkAccess('support', { minRole: 'manager', permission: 'projections.rebuild' })?.requiredRole).toBe(
      'super_admin',
    );
    expect(checkAccess('admin', { minRole: 'super_admin', permission: 'users.read' })?.requiredRole).toBe(
      'super_admin',
    );
  });
});

describe('Role changes: who may make whom what', () => {
  const superAdmin = { adminId: 'root', role: 'super_admin' as const };
  const change = (over: Partial<Parameters<typeof roleChangeRefusal>[0]>) =>
    roleChangeRefusal({ actor: superAdmin, targetId: 'target', from: null, to: 'support', superAdmins: 2, ...over });

  it('lets a super_admin grant any role up to their own, and revoke', () => {
    for (const to of adminRoles) expect(change({ to })).toBeNull();
    expect(change({ from: 'admin', to: null })).toBeNull();
    expect(change({ from: 'super_admin', to: 'admin', superAdmins: 2 })).toBeNull();
  });

  it.each(['support', 'manager', 'admin'] as const)('refuses %s any role change', (role) => {
    expect(change({ actor: { adminId: 'a', role }, to: 'support' })).toBe('admin.accessDenied');
    expect(change({ actor: { adminId: 'a', role }, from: 'support', to: null })).toBe('admin.accessDenied');
  });

  it('never grants above the actor’s own role nor touches someone above them', () => {
    // Only super_admin manages roles today; the rank rules hold for any role that may (here: admin too).
    const adminsManage = (role: AdminRole) => role === 'admin' || role === 'super_admin';
    const actor = { adminId: 'a', role: 'admin' as const };
    const by = (from: AdminRole | null, to: AdminRole | null) =>
      roleChangeRefusal({ actor, targetId: 't', from, to, superAdmins: 2 }, adminsManage);
    expect(by(null, 'manager')).toBeNull();
    expect(by('support', 'admin')).toBeNull();
    expect(by(null, 'super_admin')).toBe('admin.roleAboveOwn');
    expect(by('manager', 'super_admin')).toBe('admin.roleAboveOwn');
    expect(by('super_admin', 'support')).toBe('admin.targetAboveOwn');
    expect(by('super_admin', null)).toBe('admin.targetAboveOwn');
  });

  it('refuses to demote or revoke the last super_admin, whoever asks (the command line too)', () => {
    expect(change({ from: 'super_admin', to: 'admin', superAdmins: 1 })).toBe('admin.lastSuperAdmin');
    expect(change({ from: 'super_admin', to: null, superAdmins: 1 })).toBe('admin.lastSuperAdmin');
    expect(change({ actor: null, from: 'super_admin', to: null, superAdmins: 1 })).toBe('admin.lastSuperAdmin');
  });

  it('refuses a change of one’s own role', () => {
    expect(change({ targetId: 'root', from: 'super_admin', to: 'admin', superAdmins: 3 })).toBe('admin.selfRoleChange');
  });

  it('lets the operator’s command line create any role', () => {
    expect(change({ actor: null, to: 'super_admin', superAdmins: 0 })).toBeNull();
  });

  it('treats an unchanged role as allowed (nothing to do)', () => {
    expect(change({ actor: { adminId: 'a', role: 'support' }, from: 'admin', to: 'admin' })).toBeNull();
  });
});

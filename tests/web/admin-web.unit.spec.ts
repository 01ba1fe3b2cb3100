/**
 * The admin app's logic that needs no browser: the role rules behind the Access Denied page, the sign-in body and
 * the two-factor prompt, the dashboard's colour thresholds, the user edit body, the settings' typed values and the
 * export file names.
 */
import { describe, expect, it } from 'vitest';
import { adminPermissions, adminRoles as serverRoles, minimumRoleFor, permissionsOf } from '../../domain/admin/roles';
import { returnPathOf } from '../../admin/src/app/return-path';
import { adminRoles, lowestRoleFor, meetsRequirement, requiredRoleOf } from '../../admin/src/features/auth/admin-roles';
import { asksForTwoFactor, loginBody } from '../../admin/src/features/auth/two-factor';
import {
  criticalAlertsTone,
  errorRateTone,
  healthTone,
  openTicketsTone,
} from '../../admin/src/features/dashboard/thresholds';
import { bulkBody, displayName, inputKind, parseInput } from '../../admin/src/features/settings/settings-model';
import type { Setting } from '../../admin/src/features/settings/settings.api';
import { formValuesOf, isAdminOverride, updateBodyOf } from '../../admin/src/features/users/user-form';
import type { AdminUserDetail } from '../../admin/src/features/users/users.api';
import { exportFileName } from '../../admin/src/shared/export-file-name';
import { periodLabel } from '../../admin/src/features/analytics/period-label';
import type { ApiError } from '../../web/src/shared/api-error';

const admin = (role: (typeof adminRoles)[number]) => ({ role, permissions: permissionsOf(role) });

describe('Roles and permissions in the admin app', () => {
  it('lists the same roles, in the same rank order, as the server', () => {
    expect([...adminRoles]).toEqual([...serverRoles]);
  });

  it('lets a role through a page that needs its rank or a lower one', () => {
    expect(meetsRequirement(admin('manager'), { role: 'support' })).toBe(true);
    expect(meetsRequirement(admin('manager'), { role: 'manager' })).toBe(true);
    expect(meetsRequirement(admin('manager'), { role: 'admin' })).toBe(false);
  });

  it('reads the permissions the server gives each role; the wildcard grants all', () => {
    expect(meetsRequirement(admin('support'), { permission: 'settings.read' })).toBe(false);
    expect(meetsRequirement(admin('admin'), { permission: 'settings.read' })).toBe(true);
    expect(meetsRequirement(admin('admin'), { permission: 'admins.manage' })).toBe(false);
    expect(meetsRequirement(admin('super_admin'), { permission: 'anything.at.all' })).toBe(true);
  });

  it('needs both when a page names a role and a permission', () => {
    expect(meetsRequirement({ role: 'super_admin', permissions: [] }, { role: 'admin', permission: 'x' })).toBe(false);
    expect(meetsRequirement({ role: 'support', permissions: ['*'] }, { role: 'admin', permission: 'x' })).toBe(false);
  });

  it('names for each permission the same lowest role as the server (the Access Denied page shows it)', () => {
    expect(Object.keys(lowestRoleFor).sort()).toEqual([...adminPermissions].sort());
    for (const permission of adminPermissions) expect(lowestRoleFor[permission]).toBe(minimumRoleFor(permission));
    expect(requiredRoleOf({ permission: 'settings.read' })).toBe('admin');
    expect(requiredRoleOf({ role: 'super_admin', permission: 'users.read' })).toBe('super_admin');
    expect(requiredRoleOf({})).toBeNull();
  });

  it('refuses a role it does not know', () => {
    expect(meetsRequirement({ role: 'owner', permissions: ['*'] }, { role: 'support' })).toBe(false);
  });
});

describe('Admin sign-in', () => {
  const refusal = (message: string, code: string | null = null): ApiError => ({
    status: 401,
    code,
    message,
    fromServer: true,
  });

  it('sends the email trimmed and lowercased, and no code until the field is shown', () => {
    expect(loginBody({ email: '  Boss@Example.COM ', password: ' pw ', code: '123456' }, false)).toEqual({
      email: 'boss@example.com',
      password: ' pw ',
    });
  });

  it('sends the code once the field is shown and filled, at most 6 characters', () => {
    expect(loginBody({ email: 'a@b.c', password: 'pw', code: ' 1234567 ' }, true)).toEqual({
      email: 'a@b.c',
      password: 'pw',
      twoFactorCode: '123456',
    });
    expect(loginBody({ email: 'a@b.c', password: 'pw', code: '  ' }, true)).not.toHaveProperty('twoFactorCode');
  });

  it('shows the code field after a refusal that mentions two-factor, and not after others', () => {
    expect(asksForTwoFactor(refusal('Two-factor code required', 'admin.twoFactorRequired'))).toBe(true);
    expect(asksForTwoFactor(refusal('two-factor code is invalid'))).toBe(true);
    expect(asksForTwoFactor(refusal('Invalid email or password', 'auth.invalidCredentials'))).toBe(false);
    expect(asksForTwoFactor(new Error('Two-factor'))).toBe(false);
  });

  it('returns to a path of the admin app only', () => {
    expect(returnPathOf({ from: '/users?search=ada' })).toBe('/users?search=ada');
    for (const from of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/login', 42, undefined])
      expect(returnPathOf({ from })).toBe('/');
    expect(returnPathOf(null)).toBe('/');
  });
});

describe('Dashboard thresholds (spec §9)', () => {
  it('API error rate: red above 5 %, yellow above 2 %', () => {
    expect([1.99, 2, 2.01, 5, 5.01].map(errorRateTone)).toEqual(['ok', 'ok', 'warn', 'warn', 'bad']);
  });
  it('open tickets: red above 10, yellow above 5', () => {
    expect([5, 6, 10, 11].map(openTicketsTone)).toEqual(['ok', 'warn', 'warn', 'bad']);
  });
  it('critical alerts: red above 0', () => {
    expect([0, 1].map(criticalAlertsTone)).toEqual(['ok', 'bad']);
  });
  it('system health: healthy green, warning yellow, critical red', () => {
    expect(['healthy', 'warning', 'critical'].map(healthTone)).toEqual(['ok', 'warn', 'bad']);
  });
});

describe('The user edit', () => {
  const detail = (subscription: Partial<NonNullable<AdminUserDetail['subscription']>> | null): AdminUserDetail => ({
    id: 'u1',
    username: 'ada',
    email: 'ada@example.com',
    createdAt: '2026-01-01T00:00:00.000Z',
    isAdmin: false,
    adminRole: null,
    totalQuizzes: 0,
    totalGames: 0,
    lastActivity: null,
    totalAiQuestions: 0,
    subscription: subscription && {
      plan: null,
      status: null,
      planType: null,
      currentPeriodEnd: null,
      canceledAt: null,
      ...subscription,
    },
  });

  it('starts on the free plan when none is set', () => {
    expect(formValuesOf(detail(null))).toMatchObject({ plan: 'free', adminRole: '', endDate: '' });
  });

  it('sends nothing when nothing changed', () => {
    const initial = formValuesOf(detail({ plan: 'plus', status: 'active', endDate: '2026-12-31T00:00:00.000Z' }));
    expect(initial.endDate).toBe('2026-12-31');
    expect(updateBodyOf(initial, initial)).toEqual({});
  });

  it('sends plan, status and end date together when one of them changes', () => {
    const initial = formValuesOf(detail(null));
    expect(updateBodyOf({ ...initial, plan: 'plus', endDate: '2027-01-31' }, initial)).toEqual({
      subscriptionPlan: 'plus',
      subscriptionStatus: 'active',
      subscriptionEndDate: '2027-01-31',
    });
  });

  it('drops the end date of the free plan (its field is hidden) and sends an empty one as none', () => {
    const initial = formValuesOf(detail({ plan: 'plus', status: 'active', endDate: '2026-12-31' }));
    expect(updateBodyOf({ ...initial, plan: 'free' }, initial).subscriptionEndDate).toBeNull();
    expect(updateBodyOf({ ...initial, endDate: '' }, initial).subscriptionEndDate).toBeNull();
  });

  it('sends the admin role (and isAdmin) only when it changed', () => {
    const initial = formValuesOf(detail(null));
    expect(updateBodyOf({ ...initial, adminRole: 'support' }, initial)).toEqual({
      isAdmin: true,
      adminRole: 'support',
    });
    expect(updateBodyOf({ ...initial, username: ' ada2 ' }, initial)).toEqual({ username: 'ada2' });
  });

  it('shows the Admin Override notice as the server says, else for an active plan without billing', () => {
    expect(isAdminOverride(detail({ status: 'active', planType: null, adminOverride: true })!.subscription)).toBe(true);
    expect(isAdminOverride(detail({ status: 'active', planType: null, adminOverride: false })!.subscription)).toBe(
      false,
    );
    expect(isAdminOverride(detail({ status: 'active', planType: null })!.subscription)).toBe(true);
    expect(isAdminOverride(detail({ status: 'active', planType: 'monthly' })!.subscription)).toBe(false);
  });
});

describe('Settings values (spec §5)', () => {
  const setting = (over: Partial<Setting>): Setting => ({ key: 'FREE_MAX_QUIZZES', value: 5, type: 'number', ...over });

  it('picks the input by type; the strategy is a choice; secrets are write-only', () => {
    expect(inputKind(setting({}))).toBe('number');
    expect(inputKind(setting({ type: 'boolean', value: true }))).toBe('boolean');
    expect(inputKind(setting({ key: 'CONTENT_SELECTION_STRATEGY', type: 'string', value: 'hybrid' }))).toBe('choice');
    expect(inputKind(setting({ key: 'AI_API_KEY', type: 'string', isEncrypted: true, value: null }))).toBe('secret');
    expect(inputKind(setting({ key: 'AI_MODEL', type: 'string', value: 'gpt' }))).toBe('text');
  });

  it('parses numbers as decimals (a comma too) and booleans from True/False', () => {
    expect(parseInput(setting({}), '0.75')).toBe(0.75);
    expect(parseInput(setting({}), '1,5')).toBe(1.5);
    expect(parseInput(setting({}), 'abc')).toBeNull();
    expect(parseInput(setting({}), '')).toBeNull();
    expect(parseInput(setting({ type: 'boolean' }), 'false')).toBe(false);
    expect(parseInput(setting({ type: 'boolean' }), 'true')).toBe(true);
  });

  it('saves only changed values, a secret only when typed, and holds back numbers that do not parse', () => {
    const settings = [
      setting({}),
      setting({ key: 'FREE_MAX_GAMES', value: 3 }),
      setting({ key: 'AI_API_KEY', type: 'string', isEncrypted: true, value: null }),
      setting({ key: 'PAID_MAX_QUIZZES', value: 100 }),
    ];
    expect(bulkBody(settings, { FREE_MAX_QUIZZES: '6', FREE_MAX_GAMES: '3', AI_API_KEY: '' })).toEqual({
      body: [{ key: 'FREE_MAX_QUIZZES', value: 6 }],
      invalid: [],
    });
    expect(bulkBody(settings, { AI_API_KEY: 'sk-new', PAID_MAX_QUIZZES: 'lots' })).toEqual({
      body: [{ key: 'AI_API_KEY', value: 'sk-new' }],
      invalid: ['PAID_MAX_QUIZZES'],
    });
  });

  it('shows keys without their prefixes (spec §9)', () => {
    expect(displayName('FREE_MAX_QUIZZES')).toBe('Max quizzes');
    expect(displayName('BCRYPT_ROUNDS')).toBe('Rounds');
    expect(displayName('RATE_LIMIT_WINDOW_MS')).toBe('Limit window ms');
    expect(displayName('SESSION_TTL')).toBe('Session ttl');
  });
});

describe('Export file names (spec §7)', () => {
  it('carry the local date', () => {
    expect(exportFileName('users-export', new Date(2026, 0, 5, 23, 30))).toBe('users-export-2026-01-05.csv');
    expect(exportFileName('analytics-export', new Date(2026, 10, 22))).toBe('analytics-export-2026-11-22.csv');
  });
});

describe('Analytics period labels', () => {
  it("name months and days in the reader's language", () => {
    expect(periodLabel('2026-05', 'en')).toBe('May 2026');
    expect(periodLabel('2026-05', 'de')).toBe('Mai 2026');
    expect(periodLabel('2026-05-14', 'en')).toBe('May 14');
    expect(periodLabel('last week', 'en')).toBe('last week');
  });
});

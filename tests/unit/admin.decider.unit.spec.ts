import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/ports';
import type { AdminCommand, AdminEvent } from '../../domain/admin/admin.decider';
import { adminDecider } from '../../domain/admin/admin.decider';
import type { AdminRole } from '../../domain/admin/roles';
import type { AdminDoc } from '../../projections/admins/admins.projection';
import { adminsProjection } from '../../projections/admins/admins.projection';
import type { AdminEditableFields, UserCommand, UserEvent } from '../../domain/user/user.decider';
import { userDecider } from '../../domain/user/user.decider';
import type { UserDoc } from '../../projections/users/users.projection';
import { usersProjection } from '../../projections/users/users.projection';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(adminDecider);
const adminId = 'a0000000-0000-4000-8000-000000000001';
const now = '2026-11-21T10:00:00.000Z';
const metadata = { now, actor: adminId, correlationId: 'req-1' };
const root = { adminId: 'a0000000-0000-4000-8000-0000000000ff', role: 'super_admin' as const };

const created = (role: AdminRole = 'support', userId: string | null = null): AdminEvent => ({
  type: 'AdminCreated',
  data: {
    adminId,
    email: 'staff@example.com',
    userId,
    passwordHash: 'hash',
    role,
    createdBy: null,
    createdAt: '2026-11-01T09:00:00.000Z',
  },
});
const totpEnrolled = (timeStep: number | null = null): AdminEvent => ({
  type: 'AdminTotpEnrolled',
  data: { adminId, secret: 'enc:v1:secret', enrolledBy: null, timeStep, at: '2026-11-01T09:00:00.000Z' },
});
const loggedIn = (totpTimeStep: number | null): AdminEvent => ({
  type: 'AdminLoggedIn',
  data: {
    adminId,
    sessionId: 'session-0',
    expiresAt: '2026-11-21T08:00:00.000Z',
    ip: null,
    userAgent: null,
    totpTimeStep,
    at: '2026-11-21T00:00:00.000Z',
  },
});
const login = (over: Partial<Extract<AdminCommand, { type: 'Login' }>['data']> = {}): AdminCommand => ({
  type: 'Login',
  data: {
    passwordValid: true,
    totp: { provided: false, timeStep: null },
    sessionId: 'session-1',
    expiresAt: '2026-11-21T18:00:00.000Z',
    ip: '127.0.0.1',
    userAgent: 'test',
    ...over,
  },
  metadata,
});
const changeRole = (role: AdminRole | null, superAdmins = 2, actor = root): AdminCommand => ({
  type: 'ChangeRole',
  data: { role, actor, superAdmins },
  metadata,
});

describe('Creating an admin', () => {
  it('records the account, its role and who created it', () =>
    given([])
      .when({
        type: 'CreateAdmin',
        data: {
          adminId,
          email: 'staff@example.com',
          userId: null,
          passwordHash: 'hash',
          role: 'manager',
          actor: root,
          superAdmins: 1,
        },
        metadata,
      })
      .then([
        {
          type: 'AdminCreated',
          data: {
            adminId,
            email: 'staff@example.com',
            userId: null,
            passwordHash: 'hash',
            role: 'manager',
            createdBy: root.adminId,
            createdAt: now,
          },
        },
      ]));

  it('refuses a second creation of the same admin', () =>
    given([created()])
      .when({
        type: 'CreateAdmin',
        data: {
          adminId,
          email: 'x@example.com',
          userId: null,
          passwordHash: null,
          role: 'support',
          actor: null,
          superAdmins: 1,
        },
        metadata,
      })
      .thenThrows('admin.exists'));

  it('refuses a manager making anyone an admin', () =>
    given([])
      .when({
        type: 'CreateAdmin',
        data: {
          adminId,
          email: 'x@example.com',
          userId: adminId,
          passwordHash: null,
          role: 'support',
          actor: { adminId: 'm', role: 'manager' },
          superAdmins: 1,
        },
        metadata,
      })
      .thenThrows('admin.accessDenied'));
});

describe('Changing a role', () => {
  it('grants a new role, naming the previous one and who granted it', () =>
    given([created('support')])
      .when(changeRole('admin'))
      .then([
        {
          type: 'AdminRoleGranted',
          data: { adminId, role: 'admin', previousRole: 'support', grantedBy: root.adminId, at: now },
        },
      ]));

  it('revokes a role', () =>
    given([created('manager')])
      .when(changeRole(null))
      .then([
        { type: 'AdminRoleRevoked', data: { adminId, previousRole: 'manager', revokedBy: root.adminId, at: now } },
      ]));

  it('records nothing when the role is the same', () =>
    given([created('admin')])
      .when(changeRole('admin'))
      .then([]));

  it('never demotes the last super_admin', () =>
    given([created('super_admin')])
      .when(changeRole('admin', 1))
      .thenThrows('admin.lastSuperAdmin'));

  it('demotes a super_admin when another one remains', () =>
    given([created('super_admin')])
      .when(changeRole('admin', 2))
      .then([
        {
          type: 'AdminRoleGranted',
          data: { adminId, role: 'admin', previousRole: 'super_admin', grantedBy: root.adminId, at: now },
        },
      ]));

  it('refuses an admin changing roles', () =>
    given([created('support')])
      .when(changeRole('manager', 2, { adminId: 'x', role: 'admin' } as never))
      .thenThrows('admin.accessDenied'));
});

describe('Signing in', () => {
  it('records the session without two-factor when none is enrolled', () =>
    given([created()])
      .when(login())
      .then([
        {
          type: 'AdminLoggedIn',
          data: {
            adminId,
            sessionId: 'session-1',
            expiresAt: '2026-11-21T18:00:00.000Z',
            ip: '127.0.0.1',
            userAgent: 'test',
            totpTimeStep: null,
            at: now,
          },
        },
      ]));

  it('refuses a wrong password with the same message as an unknown email', () =>
    given([created()])
      .when(login({ passwordValid: false }))
      .thenThrows('auth.invalidCredentials'));

  it('refuses an unknown admin and a revoked one as invalid credentials', () => {
    given([]).when(login()).thenThrows('auth.invalidCredentials');
    given([
      created(),
      { type: 'AdminRoleRevoked', data: { adminId, previousRole: 'support', revokedBy: null, at: now } },
    ])
      .when(login())
      .thenThrows('auth.invalidCredentials');
  });

  it('asks for the two-factor code when one is enrolled and none was sent', () =>
    given([created(), totpEnrolled()]).when(login()).thenThrows('admin.twoFactorRequired'));

  it('refuses a wrong code', () =>
    given([created(), totpEnrolled()])
      .when(login({ totp: { provided: true, timeStep: null } }))
      .thenThrows('admin.twoFactorInvalid'));

  it('records the time step of a right code', () => {
    const events = adminDecider.decide(
      login({ totp: { provided: true, timeStep: 1000 } }),
      [created(), totpEnrolled()].reduce(adminDecider.evolve, adminDecider.initialState()),
    );
    expect(events[0]).toMatchObject({ type: 'AdminLoggedIn', data: { totpTimeStep: 1000 } });
  });

  it('refuses a code whose time step was already used (each code works once)', () => {
    given([created(), totpEnrolled(), loggedIn(1000)])
      .when(login({ totp: { provided: true, timeStep: 1000 } }))
      .thenThrows('admin.twoFactorReused');
    given([created(), totpEnrolled(), loggedIn(1000)])
      .when(login({ totp: { provided: true, timeStep: 999 } }))
      .thenThrows('admin.twoFactorReused');
  });

  it('refuses the code that confirmed the enrolment for a sign-in', () =>
    given([created(), totpEnrolled(1200)])
      .when(login({ totp: { provided: true, timeStep: 1200 } }))
      .thenThrows('admin.twoFactorReused'));
});

describe('Two-factor enrolment from the panel', () => {
  const started: AdminEvent = {
    type: 'AdminTotpEnrollmentStarted',
    data: { adminId, secret: 'enc:v1:new', at: now },
  };

  it('keeps a new secret pending until a code of it is verified', () =>
    given([created(), started])
      .when({ type: 'ConfirmTotpEnrollment', data: { totp: { provided: true, timeStep: 77 } }, metadata })
      .then([
        {
          type: 'AdminTotpEnrolled',
          data: { adminId, secret: 'enc:v1:new', enrolledBy: adminId, timeStep: 77, at: now },
        },
      ]));

  it('refuses a wrong confirmation code', () =>
    given([created(), started])
      .when({ type: 'ConfirmTotpEnrollment', data: { totp: { provided: true, timeStep: null } }, metadata })
      .thenThrows('admin.twoFactorInvalid'));

  it('refuses a confirmation without an enrolment started', () =>
    given([created()])
      .when({ type: 'ConfirmTotpEnrollment', data: { totp: { provided: true, timeStep: 5 } }, metadata })
      .thenThrows('admin.twoFactorNotStarted'));

  it('does not ask for a code at sign-in while the enrolment is only pending', () =>
    given([created(), started])
      .when(login())
      .then([expect.objectContaining({ type: 'AdminLoggedIn' }) as unknown as AdminEvent]));

  it('lets a super_admin reset someone’s two-factor, but not a manager', () => {
    given([created(), totpEnrolled()])
      .when({ type: 'ResetTotp', data: { actor: root }, metadata })
      .then([{ type: 'AdminTotpReset', data: { adminId, resetBy: root.adminId, at: now } }]);
    given([created(), totpEnrolled()])
      .when({ type: 'ResetTotp', data: { actor: { adminId: 'm', role: 'manager' } }, metadata })
      .thenThrows('admin.accessDenied');
  });
});

describe('The admins read model', () => {
  let position = 0;
  const recorded = (event: AdminEvent): RecordedEvent => ({
    id: `e${++position}`,
    stream: `admin-${adminId}`,
    revision: position - 1,
    position,
    type: event.type,
    data: event.data,
    metadata: { actor: null, correlationId: '', causationId: null, at: now },
    createdAt: now,
  });
  const project = (events: AdminEvent[]) =>
    events.map(recorded).reduce<AdminDoc | null>((doc, e) => adminsProjection.evolve(doc, e), null);

  it('holds the role, two-factor state and ended sessions, never the password hash nor the secret', () => {
    const doc = project([
      created('manager'),
      totpEnrolled(),
      loggedIn(5),
      {
        type: 'AdminLoggedOut',
        data: { adminId, sessionId: 'session-0', expiresAt: '2099-01-01T00:00:00.000Z', at: now },
      },
    ])!;
    expect(doc).toMatchObject({ role: 'manager', totpEnabled: true, loginCount: 1, sessionVersion: 0 });
    expect(doc.endedSessions).toEqual([{ sessionId: 'session-0', expiresAt: '2099-01-01T00:00:00.000Z' }]);
    expect(JSON.stringify(doc)).not.toMatch(/hash|enc:v1/);
  });

  it('ends every session with a revocation (a new session version)', () => {
    const doc = project([
      created('manager'),
      { type: 'AdminRoleRevoked', data: { adminId, previousRole: 'manager', revokedBy: null, at: now } },
    ])!;
    expect(doc).toMatchObject({ role: null, sessionVersion: 1 });
  });
});

describe('Staff edits on the user stream', () => {
  const userId = 'u0000000-0000-4000-8000-000000000002';
  const registered: UserEvent = {
    type: 'UserRegistered',
    data: {
      userId,
      username: 'ada',
      email: 'ada@example.com',
      passwordHash: 'h',
      language: 'en',
      registeredAt: '2026-11-01T00:00:00.000Z',
    },
  };
  const others = {
    subscriptionPlan: 'free',
    subscriptionStatus: 'free',
    subscriptionEndDate: null,
    isAdmin: false,
    adminRole: null,
  };
  const edit = (after: Partial<AdminEditableFields>): UserCommand => ({
    type: 'AdminChangeUser',
    data: { adminId, before: others, after: { ...others, username: 'ada', email: 'ada@example.com', ...after } },
    metadata,
  });
  const givenUser = deciderSpec(userDecider);

  it('records each changed field before and after, with the admin', () =>
    givenUser([registered])
      .when(edit({ email: 'lovelace@example.com', subscriptionPlan: 'plus' }))
      .then([
        {
          type: 'AdminChangedUser',
          data: {
            userId,
            adminId,
            changes: ['email', 'subscriptionPlan'],
            before: { ...others, username: 'ada', email: 'ada@example.com' },
            after: { ...others, username: 'ada', email: 'lovelace@example.com', subscriptionPlan: 'plus' },
            at: now,
          },
        },
      ]));

  it('records nothing when nothing changes', () => givenUser([registered]).when(edit({})).then([]));

  it('applies the new username and email to the account and its read model', () => {
    const [changed] = userDecider.decide(
      edit({ username: 'Lovelace' }),
      userDecider.evolve(userDecider.initialState(), registered),
    );
    const state = [registered, changed!].reduce(userDecider.evolve, userDecider.initialState());
    expect(state).toMatchObject({ username: 'Lovelace', email: 'ada@example.com' });
    const at = (e: UserEvent, position: number): RecordedEvent => ({
      id: `u${position}`,
      stream: `user-${userId}`,
      revision: position - 1,
      position,
      type: e.type,
      data: e.data,
      metadata: { actor: null, correlationId: '', causationId: null, at: now },
      createdAt: now,
    });
    const doc = [at(registered, 1), at(changed!, 2)].reduce<UserDoc | null>(
      (d, e) => usersProjection.evolve(d, e),
      null,
    );
    expect(doc).toMatchObject({ username: 'Lovelace', usernameLower: 'lovelace', email: 'ada@example.com' });
  });
});

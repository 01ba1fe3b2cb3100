/**
 * A staff member (`admin-{id}`): creation, role grants and revocations, two-factor enrolment and reset, sign-ins
 * and sign-outs. Admin facts live on their own streams, not on the user stream: a staff member may have no user
 * account at all, an admin's sessions and two-factor secret are a different lifecycle from a player's account, and
 * the staff audit (who made whom what, when) reads from one kind of stream. An admin who is also a user has the
 * user's id as admin id (`userId` set), so the user list shows `isAdmin`/`adminRole` by a lookup of the same id.
 *
 * Pure: password checks, TOTP checks (crypto), ids and the time arrive in the command; the secret is stored
 * encrypted (the command carries the ciphertext).
 */
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { messageOf } from '../shared/messages';
import type { AdminRole } from './roles';
import { roleChangeRefusal } from './roles';

export const adminStream = (adminId: string) => `admin-${adminId}`;

// ---------------------------------------------------------------- events

export type AdminEvent =
  | {
      type: 'AdminCreated';
      data: {
        adminId: string;
        email: string;
        /** The user account this admin is (null: a staff-only account). */
        userId: string | null;
        /** Null: the admin signs in with the linked user account's password. */
        passwordHash: string | null;
        role: AdminRole;
        /** Null: the operator's command line. */
        createdBy: string | null;
        createdAt: string;
      };
    }
  | {
      type: 'AdminRoleGranted';
      data: { adminId: string; role: AdminRole; previousRole: AdminRole | null; grantedBy: string | null; at: string };
    }
  | {
      type: 'AdminRoleRevoked';
      data: { adminId: string; previousRole: AdminRole; revokedBy: string | null; at: string };
    }
  /** A new secret waits for its first code (the panel's enrolment); the current one (if any) still counts. */
  | { type: 'AdminTotpEnrollmentStarted'; data: { adminId: string; secret: string; at: string } }
  | {
      type: 'AdminTotpEnrolled';
      /** `timeStep`: the 30-second step of the code that confirmed it (null from the command line). */
      data: { adminId: string; secret: string; enrolledBy: string | null; timeStep: number | null; at: string };
    }
  | { type: 'AdminTotpReset'; data: { adminId: string; resetBy: string | null; at: string } }
  | {
      type: 'AdminLoggedIn';
      data: {
        adminId: string;
        sessionId: string;
        expiresAt: string;
        ip: string | null;
        userAgent: string | null;
        /** The 30-second step of the two-factor code used (each code works once). */
        totpTimeStep: number | null;
        at: string;
      };
    }
  | { type: 'AdminLoggedOut'; data: { adminId: string; sessionId: string; expiresAt: string; at: string } };

export const adminEventTypes = [
  'AdminCreated',
  'AdminRoleGranted',
  'AdminRoleRevoked',
  'AdminTotpEnrollmentStarted',
  'AdminTotpEnrolled',
  'AdminTotpReset',
  'AdminLoggedIn',
  'AdminLoggedOut',
] as const satisfies readonly AdminEvent['type'][];

// ---------------------------------------------------------------- state

export type Admin =
  | { status: 'none' }
  | {
      status: 'created';
      adminId: string;
      email: string;
      userId: string | null;
      passwordHash: string | null;
      /** Null once revoked: no access, no sign-in. */
      role: AdminRole | null;
      /** Encrypted TOTP secret in force (null: no two-factor). */
      totpSecret: string | null;
      pendingTotpSecret: string | null;
      /** The last 30-second step a code was accepted for; an equal or older one is refused (single use). */
      lastTimeStep: number;
      /** Bumped by a revocation or a two-factor reset: every older session ends. */
      sessionVersion: number;
    };

export const initialAdmin = (): Admin => ({ status: 'none' });

export const evolveAdmin = (state: Admin, event: AdminEvent): Admin => {
  if (event.type === 'AdminCreated') {
    const { adminId, email, userId, passwordHash, role } = event.data;
    return {
      status: 'created',
      adminId,
      email,
      userId,
      passwordHash,
      role,
      totpSecret: null,
      pendingTotpSecret: null,
      lastTimeStep: 0,
      sessionVersion: 0,
    };
  }
  if (state.status !== 'created') return state;
  switch (event.type) {
    case 'AdminRoleGranted':
      return { ...state, role: event.data.role };
    case 'AdminRoleRevoked':
      return { ...state, role: null, sessionVersion: state.sessionVersion + 1 };
    case 'AdminTotpEnrollmentStarted':
      return { ...state, pendingTotpSecret: event.data.secret };
    case 'AdminTotpEnrolled':
      return {
        ...state,
        totpSecret: event.data.secret,
        pendingTotpSecret: null,
        lastTimeStep: Math.max(state.lastTimeStep, event.data.timeStep ?? 0),
      };
    case 'AdminTotpReset':
      return {
        ...state,
        totpSecret: null,
        pendingTotpSecret: null,
        sessionVersion: state.sessionVersion + 1,
      };
    case 'AdminLoggedIn':
      return { ...state, lastTimeStep: Math.max(state.lastTimeStep, event.data.totpTimeStep ?? 0) };
    default:
      return state;
  }
};

// ---------------------------------------------------------------- commands

type Meta = { metadata: CommandMetadata };
type Actor = { adminId: string; role: AdminRole } | null;

/** The outcome of checking a two-factor code (crypto happens in commands/): its time step, or null when wrong. */
export interface TotpCheck {
  /** The code sent (null: none). */
  provided: boolean;
  /** The matching time step within ±1 step of now, or null when the code does not match. */
  timeStep: number | null;
}

export type AdminCommand =
  | ({
      type: 'CreateAdmin';
      data: {
        adminId: string;
        email: string;
        userId: string | null;
        passwordHash: string | null;
        role: AdminRole;
        actor: Actor;
        superAdmins: number;
      };
    } & Meta)
  | ({ type: 'ChangeRole'; data: { role: AdminRole | null; actor: Actor; superAdmins: number } } & Meta)
  | ({ type: 'StartTotpEnrollment'; data: { secret: string } } & Meta)
  | ({ type: 'ConfirmTotpEnrollment'; data: { totp: TotpCheck } } & Meta)
  /** The command line's `--totp`: a secret in force at once. */
  | ({ type: 'EnrollTotp'; data: { secret: string; actor: Actor } } & Meta)
  | ({ type: 'ResetTotp'; data: { actor: Actor } } & Meta)
  | ({
      type: 'Login';
      data: {
        passwordValid: boolean;
        totp: TotpCheck;
        sessionId: string;
        expiresAt: string;
        ip: string | null;
        userAgent: string | null;
      };
    } & Meta)
  | ({ type: 'Logout'; data: { sessionId: string; expiresAt: string } } & Meta);

const invalidCredentials = () =>
  DomainError.unauthenticated('auth.invalidCredentials', messageOf('auth.invalidCredentials'));

const refuseRoleChange = (code: string | null, role: AdminRole | null) => {
  if (!code) return;
  if (code === 'admin.accessDenied')
    throw DomainError.forbidden(code, messageOf('admin.roleChangeDenied'), {
      requiredRole: 'super_admin',
      requiredPermission: 'admins.manage',
      role,
    });
  throw DomainError.forbidden(code, messageOf(code));
};

const twoFactor = (state: Extract<Admin, { status: 'created' }>, totp: TotpCheck) => {
  if (!totp.provided)
    throw DomainError.unauthenticated('admin.twoFactorRequired', messageOf('admin.twoFactorRequired'));
  if (totp.timeStep === null)
    throw DomainError.unauthenticated('admin.twoFactorInvalid', messageOf('admin.twoFactorInvalid'));
  if (totp.timeStep <= state.lastTimeStep)
    throw DomainError.unauthenticated('admin.twoFactorReused', messageOf('admin.twoFactorReused'));
  return totp.timeStep;
};

export const decideAdmin = (command: AdminCommand, state: Admin): AdminEvent[] => {
  const { now } = command.metadata;
  if (command.type === 'CreateAdmin') {
    const { actor, superAdmins, ...data } = command.data;
    if (state.status === 'created') throw DomainError.conflict('admin.exists', messageOf('admin.exists'));
    refuseRoleChange(
      roleChangeRefusal({ actor, targetId: data.adminId, from: null, to: data.role, superAdmins }),
      actor?.role ?? null,
    );
    return [{ type: 'AdminCreated', data: { ...data, createdBy: actor?.adminId ?? null, createdAt: now } }];
  }
  if (state.status !== 'created') {
    if (command.type === 'Login') throw invalidCredentials();
    throw DomainError.notFound('admin.notFound', messageOf('admin.notFound'));
  }
  const { adminId } = state;
  switch (command.type) {
    case 'ChangeRole': {
      const { role, actor, superAdmins } = command.data;
      if (role === state.role) return [];
      refuseRoleChange(
        roleChangeRefusal({ actor, targetId: adminId, from: state.role, to: role, superAdmins }),
        actor?.role ?? null,
      );
      const by = actor?.adminId ?? null;
      if (role === null)
        return [{ type: 'AdminRoleRevoked', data: { adminId, previousRole: state.role!, revokedBy: by, at: now } }];
      return [{ type: 'AdminRoleGranted', data: { adminId, role, previousRole: state.role, grantedBy: by, at: now } }];
    }
    case 'StartTotpEnrollment':
      if (state.role === null) throw DomainError.notFound('admin.notFound', messageOf('admin.notFound'));
      return [{ type: 'AdminTotpEnrollmentStarted', data: { adminId, secret: command.data.secret, at: now } }];
    case 'ConfirmTotpEnrollment': {
      if (!state.pendingTotpSecret)
        throw DomainError.illegalState('admin.twoFactorNotStarted', messageOf('admin.twoFactorNotStarted'));
      const timeStep = twoFactor(state, command.data.totp);
      return [
        {
          type: 'AdminTotpEnrolled',
          data: { adminId, secret: state.pendingTotpSecret, enrolledBy: adminId, timeStep, at: now },
        },
      ];
    }
    case 'EnrollTotp':
      return [
        {
          type: 'AdminTotpEnrolled',
          data: {
            adminId,
            secret: command.data.secret,
            enrolledBy: command.data.actor?.adminId ?? null,
            timeStep: null,
            at: now,
          },
        },
      ];
    case 'ResetTotp': {
      const { actor } = command.data;
      if (actor && actor.adminId !== adminId && actor.role !== 'super_admin')
        throw DomainError.forbidden('admin.accessDenied', messageOf('admin.roleChangeDenied'), {
          requiredRole: 'super_admin',
          requiredPermission: 'admins.manage',
          role: actor.role,
        });
      if (!state.totpSecret && !state.pendingTotpSecret) return [];
      return [{ type: 'AdminTotpReset', data: { adminId, resetBy: actor?.adminId ?? null, at: now } }];
    }
    case 'Login': {
      const { passwordValid, totp, ...session } = command.data;
      if (state.role === null || !passwordValid) throw invalidCredentials();
      const totpTimeStep = state.totpSecret ? twoFactor(state, totp) : null;
      return [{ type: 'AdminLoggedIn', data: { adminId, ...session, totpTimeStep, at: now } }];
    }
    case 'Logout':
      return [{ type: 'AdminLoggedOut', data: { adminId, ...command.data, at: now } }];
    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${JSON.stringify(unexpected)}`);
    }
  }
};

export const adminDecider: Decider<AdminCommand, AdminEvent, Admin> = {
  decide: decideAdmin,
  evolve: evolveAdmin,
  initialState: initialAdmin,
};

/**
 * The user stream (`user-{id}`): registration, sign-ins, password changes and resets, sign-outs, language.
 * Pure: password hashes, token hashes, ids and the time arrive in the command; verification of a password
 * (slow hashing) happens in commands/ and its outcome arrives as data.
 */
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { Language } from './user.schemas';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset mails are counted over this window (at most `maxPerWindow` of them, given by the command). */
export const RESET_REQUEST_WINDOW_MS = 60 * 60 * 1000;
/** The most reset requests a window can count; the state remembers no more than this many. */
export const RESET_REQUESTS_TRACKED = 20;
/** The addresses of this many latest sign-ins are remembered (known addresses, for the sign-in throttle). */
export const SIGN_IN_ADDRESSES_TRACKED = 10;

// ---------------------------------------------------------------- events

export type UserEvent =
  | {
      type: 'UserRegistered';
      data: {
        userId: string;
        username: string;
        email: string;
        passwordHash: string;
        language: Language;
        registeredAt: string;
      };
    }
  | { type: 'UserSignedIn'; data: { userId: string; at: string; ip: string | null; userAgent: string | null } }
  | { type: 'PasswordChanged'; data: { userId: string; passwordHash: string; changedAt: string } }
  | {
      type: 'PasswordResetRequested';
      data: { userId: string; tokenHash: string; requestedAt: string; expiresAt: string };
    }
  | { type: 'PasswordReset'; data: { userId: string; passwordHash: string; tokenHash: string; resetAt: string } }
  | { type: 'LanguageChanged'; data: { userId: string; language: Language; changedAt: string } }
  /** One session (the token with id `tokenId`) ended by its owner: refused until it would have expired anyway. */
  | { type: 'SessionEnded'; data: { userId: string; tokenId: string; expiresAt: string; endedAt: string } }
  /**
   * Staff changed the account (admin panel): every edited field before and after, and who did it. `username` and
   * `email` apply to the account; plan and role changes are recorded on their own streams too.
   */
  | {
      type: 'AdminChangedUser';
      data: {
        userId: string;
        adminId: string;
        changes: string[];
        before: AdminEditableFields;
        after: AdminEditableFields;
        at: string;
      };
    };

export const adminEditableFields = [
  'username',
  'email',
  'subscriptionPlan',
  'subscriptionStatus',
  'subscriptionEndDate',
  'isAdmin',
  'adminRole',
] as const;

/** What the admin panel edits of an account (spec §3 user update payload), as an audit records it. */
export interface AdminEditableFields {
  username: string;
  email: string;
  subscriptionPlan: string;
  subscriptionStatus: string;
  subscriptionEndDate: string | null;
  isAdmin: boolean;
  adminRole: string | null;
}

export const userEventTypes = [
  'UserRegistered',
  'UserSignedIn',
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordReset',
  'LanguageChanged',
  'SessionEnded',
  'AdminChangedUser',
] as const satisfies readonly UserEvent['type'][];

// ---------------------------------------------------------------- state

export type User =
  | { status: 'unregistered' }
  | {
      status: 'registered';
      userId: string;
      username: string;
      email: string;
      passwordHash: string;
      language: Language;
      /** Bumped by every password change or reset; tokens carry it, so older sessions end. */
      sessionVersion: number;
      /** The latest reset link; a password change or reset ends it, so a link never outlives the password. */
      pendingReset: { tokenHash: string; expiresAt: string } | null;
      /** When the latest reset links were requested (at most RESET_REQUESTS_TRACKED, oldest first). */
      resetRequests: string[];
      /** Addresses of the latest successful sign-ins (distinct, at most SIGN_IN_ADDRESSES_TRACKED, newest last). */
      signInAddresses: string[];
    };

export const initialUser = (): User => ({ status: 'unregistered' });

export const evolveUser = (state: User, event: UserEvent): User => {
  if (event.type === 'UserRegistered') {
    const { userId, username, email, passwordHash, language } = event.data;
    return {
      status: 'registered',
      userId,
      username,
      email,
      passwordHash,
      language,
      sessionVersion: 0,
      pendingReset: null,
      resetRequests: [],
      signInAddresses: [],
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'UserSignedIn': {
      const { ip } = event.data;
      if (!ip) return state;
      const others = state.signInAddresses.filter((a) => a !== ip);
      return { ...state, signInAddresses: [...others, ip].slice(-SIGN_IN_ADDRESSES_TRACKED) };
    }
    case 'PasswordChanged':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        sessionVersion: state.sessionVersion + 1,
        pendingReset: null,
      };
    case 'PasswordResetRequested':
      return {
        ...state,
        pendingReset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt },
        resetRequests: [...state.resetRequests, event.data.requestedAt].slice(-RESET_REQUESTS_TRACKED),
      };
    case 'PasswordReset':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        sessionVersion: state.sessionVersion + 1,
        pendingReset: null,
      };
    case 'LanguageChanged':
      return { ...state, language: event.data.language };
    case 'AdminChangedUser':
      return { ...state, username: event.data.after.username, email: event.data.after.email };
    default:
      return state;
  }
};

// ---------------------------------------------------------------- commands

export type UserCommand =
  | {
      type: 'RegisterUser';
      data: { userId: string; username: string; email: string; passwordHash: string; language: Language };
      metadata: CommandMetadata;
    }
  | { type: 'RecordSignIn'; data: { ip: string | null; userAgent: string | null }; metadata: CommandMetadata }
  | {
      type: 'ChangePassword';
      data: { currentPasswordValid: boolean; newPasswordHash: string };
      metadata: CommandMetadata;
    }
  | {
      type: 'RequestPasswordReset';
      /** `maxPerWindow`: reset links one account may be sent per RESET_REQUEST_WINDOW_MS (configuration). */
      data: { tokenHash: string; maxPerWindow: number };
      metadata: CommandMetadata;
    }
  | { type: 'ResetPassword'; data: { tokenHash: string; newPasswordHash: string }; metadata: CommandMetadata }
  | { type: 'ChangeLanguage'; data: { language: Language }; metadata: CommandMetadata }
  | { type: 'EndSession'; data: { tokenId: string; expiresAt: string }; metadata: CommandMetadata }
  /** `username`/`email` before come from the account; the other fields' before and after from the caller. */
  | {
      type: 'AdminChangeUser';
      data: {
        adminId: string;
        before: Omit<AdminEditableFields, 'username' | 'email'>;
        after: AdminEditableFields;
      };
      metadata: CommandMetadata;
    };

/** Reset links requested within the window that ends at `now`. */
export const resetRequestsInWindow = (state: Extract<User, { status: 'registered' }>, now: string) => {
  const since = Date.parse(now) - RESET_REQUEST_WINDOW_MS;
  return state.resetRequests.filter((at) => Date.parse(at) > since).length;
};

const notFound = () => DomainError.notFound('user.notFound', 'User not found');

export const decideUser = (command: UserCommand, state: User): UserEvent[] => {
  const { now } = command.metadata;
  if (command.type === 'RegisterUser') {
    if (state.status === 'registered')
      throw DomainError.conflict('auth.emailTaken', 'An account with this email already exists');
    return [{ type: 'UserRegistered', data: { ...command.data, registeredAt: now } }];
  }
  if (state.status !== 'registered') throw notFound();
  const { userId } = state;
  switch (command.type) {
    case 'RecordSignIn':
      return [{ type: 'UserSignedIn', data: { userId, at: now, ...command.data } }];
    case 'ChangePassword':
      if (!command.data.currentPasswordValid)
        throw DomainError.validation('auth.wrongCurrentPassword', 'Current password is incorrect');
      return [
        { type: 'PasswordChanged', data: { userId, passwordHash: command.data.newPasswordHash, changedAt: now } },
      ];
    case 'RequestPasswordReset': {
      // A quiet no-op past the limit: the answer to the asker is the same either way, and no mail is sent.
      if (resetRequestsInWindow(state, now) >= Math.min(command.data.maxPerWindow, RESET_REQUESTS_TRACKED)) return [];
      const expiresAt = new Date(Date.parse(now) + RESET_TOKEN_TTL_MS).toISOString();
      return [
        {
          type: 'PasswordResetRequested',
          data: { userId, tokenHash: command.data.tokenHash, requestedAt: now, expiresAt },
        },
      ];
    }
    case 'ResetPassword': {
      const pending = state.pendingReset;
      if (!pending || pending.tokenHash !== command.data.tokenHash || Date.parse(pending.expiresAt) <= Date.parse(now))
        throw DomainError.validation('auth.resetTokenInvalid', 'This password reset link is invalid or has expired');
      return [
        {
          type: 'PasswordReset',
          data: { userId, passwordHash: command.data.newPasswordHash, tokenHash: command.data.tokenHash, resetAt: now },
        },
      ];
    }
    case 'ChangeLanguage':
      if (state.language === command.data.language) return [];
      return [{ type: 'LanguageChanged', data: { userId, language: command.data.language, changedAt: now } }];
    case 'EndSession':
      return [{ type: 'SessionEnded', data: { userId, ...command.data, endedAt: now } }];
    case 'AdminChangeUser': {
      const { adminId, after } = command.data;
      const before: AdminEditableFields = { ...command.data.before, username: state.username, email: state.email };
      const changes = adminEditableFields.filter((k) => before[k] !== after[k]);
      if (changes.length === 0) return [];
      return [{ type: 'AdminChangedUser', data: { userId, adminId, changes, before, after, at: now } }];
    }
    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${JSON.stringify(unexpected)}`);
    }
  }
};

export const userDecider: Decider<UserCommand, UserEvent, User> = {
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUser,
};

/**
 * The users read model: one document per user (profile, session version, sessions ended by a logout, sign-in
 * summary). An ended session is kept only until its token would have expired anyway; a password change or reset
 * ends every older session through the version, so the list starts again empty.
 */
import type { UserEvent } from '../../domain/user/user.decider';
import type { Language } from '../../domain/user/user.schemas';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface UserDoc extends ProjectedDoc {
  username: string;
  usernameLower: string;
  email: string;
  language: Language;
  createdAt: string;
  sessionVersion: number;
  lastSignInAt: string | null;
  signInCount: number;
  passwordChangedAt: string | null;
  /** Tokens (by `jti`) ended by a logout and not yet expired. */
  endedSessions: { tokenId: string; expiresAt: string }[];
}

export const usersProjection: Projection<UserDoc> = {
  name: 'users',
  version: 2,
  collection: 'users',
  handles: [
    'UserRegistered',
    'UserSignedIn',
    'PasswordChanged',
    'PasswordReset',
    'LanguageChanged',
    'SessionEnded',
    'AdminChangedUser',
  ],
  documentId: (event) => (event.data as { userId: string }).userId,
  indexes: [{ keys: { email: 1 } }, { keys: { usernameLower: 1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<UserEvent>(recorded);
    if (event.type === 'UserRegistered') {
      const { userId, username, email, language, registeredAt } = event.data;
      return {
        _id: userId,
        username,
        usernameLower: username.toLowerCase(),
        email,
        language,
        createdAt: registeredAt,
        sessionVersion: 0,
        lastSignInAt: null,
        signInCount: 0,
        passwordChangedAt: null,
        endedSessions: [],
      };
    }
    if (!doc) return doc;
    switch (event.type) {
      case 'UserSignedIn':
        return { ...doc, lastSignInAt: event.data.at, signInCount: doc.signInCount + 1 };
      case 'PasswordChanged':
        return {
          ...doc,
          sessionVersion: doc.sessionVersion + 1,
          passwordChangedAt: event.data.changedAt,
          endedSessions: [],
        };
      case 'PasswordReset':
        return {
          ...doc,
          sessionVersion: doc.sessionVersion + 1,
          passwordChangedAt: event.data.resetAt,
          endedSessions: [],
        };
      case 'LanguageChanged':
        return { ...doc, language: event.data.language };
      case 'AdminChangedUser': {
        const { username, email } = event.data.after;
        return { ...doc, username, usernameLower: username.toLowerCase(), email };
      }
      case 'SessionEnded': {
        const { tokenId, expiresAt, endedAt } = event.data;
        const stillLive = (doc.endedSessions ?? []).filter(
          (s) => s.tokenId !== tokenId && Date.parse(s.expiresAt) > Date.parse(endedAt),
        );
        return { ...doc, endedSessions: [...stillLive, { tokenId, expiresAt }] };
      }
      default:
        return doc;
    }
  },
};

/** The users read model: one document per user (profile, session version, sign-in summary). */
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
}

export const usersProjection: Projection<UserDoc> = {
  name: 'users',
  version: 1,
  collection: 'users',
  handles: ['UserRegistered', 'UserSignedIn', 'PasswordChanged', 'PasswordReset', 'LanguageChanged'],
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
      };
    }
    if (!doc) return doc;
    switch (event.type) {
      case 'UserSignedIn':
        return { ...doc, lastSignInAt: event.data.at, signInCount: doc.signInCount + 1 };
      case 'PasswordChanged':
        return { ...doc, sessionVersion: doc.sessionVersion + 1, passwordChangedAt: event.data.changedAt };
      case 'PasswordReset':
        return { ...doc, sessionVersion: doc.sessionVersion + 1, passwordChangedAt: event.data.resetAt };
      case 'LanguageChanged':
        return { ...doc, language: event.data.language };
      default:
        return doc;
    }
  },
};

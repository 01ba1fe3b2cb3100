/**
 * The admins read model: one document per staff member (role, two-factor on or off, sign-in summary, session
 * version and the sessions a logout ended, kept until their tokens would have expired anyway). Never the password
 * hash nor the two-factor secret.
 */
import type { AdminEvent } from '../../domain/admin/admin.decider';
import { adminEventTypes } from '../../domain/admin/admin.decider';
import type { AdminRole } from '../../domain/admin/roles';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface AdminDoc extends ProjectedDoc {
  email: string;
  userId: string | null;
  role: AdminRole | null;
  totpEnabled: boolean;
  createdAt: string;
  createdBy: string | null;
  lastLoginAt: string | null;
  loginCount: number;
  sessionVersion: number;
  endedSessions: { sessionId: string; expiresAt: string }[];
}

export const adminsProjection: Projection<AdminDoc> = {
  name: 'admins',
  version: 1,
  collection: 'admins',
  handles: adminEventTypes,
  documentId: (event) => (event.data as { adminId: string }).adminId,
  indexes: [{ keys: { email: 1 } }, { keys: { role: 1 } }, { keys: { userId: 1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<AdminEvent>(recorded);
    if (event.type === 'AdminCreated') {
      const { adminId, email, userId, role, createdBy, createdAt } = event.data;
      return {
        _id: adminId,
        email,
        userId,
        role,
        totpEnabled: false,
        createdAt,
        createdBy,
        lastLoginAt: null,
        loginCount: 0,
        sessionVersion: 0,
        endedSessions: [],
      };
    }
    if (!doc) return doc;
    switch (event.type) {
      case 'AdminRoleGranted':
        return { ...doc, role: event.data.role };
      case 'AdminRoleRevoked':
        return { ...doc, role: null, sessionVersion: doc.sessionVersion + 1, endedSessions: [] };
      case 'AdminTotpEnrolled':
        return { ...doc, totpEnabled: true };
      case 'AdminTotpReset':
        return { ...doc, totpEnabled: false, sessionVersion: doc.sessionVersion + 1, endedSessions: [] };
      case 'AdminLoggedIn':
        return { ...doc, lastLoginAt: event.data.at, loginCount: doc.loginCount + 1 };
      case 'AdminLoggedOut': {
        const { sessionId, expiresAt, at } = event.data;
        const live = doc.endedSessions.filter(
          (s) => s.sessionId !== sessionId && Date.parse(s.expiresAt) > Date.parse(at),
        );
        return { ...doc, endedSessions: [...live, { sessionId, expiresAt }] };
      }
      default:
        return doc;
    }
  },
};

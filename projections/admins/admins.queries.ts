import type { ReadStore } from '../../commands/ports';
import type { AdminRole } from '../../domain/admin/roles';
import { permissionsOf } from '../../domain/admin/roles';
import type { AdminDoc } from './admins.projection';

/** `data.adminUser` of the sign-in and `GET /api/admin/auth/me`. */
export interface AdminUserView {
  id: string;
  email: string;
  username: string | null;
  userId: string | null;
  role: AdminRole;
  permissions: string[];
  twoFactorEnabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export const toAdminUser = (doc: AdminDoc & { role: AdminRole }, username: string | null = null): AdminUserView => ({
  id: doc._id,
  email: doc.email,
  username,
  userId: doc.userId,
  role: doc.role,
  permissions: permissionsOf(doc.role),
  twoFactorEnabled: doc.totpEnabled,
  lastLoginAt: doc.lastLoginAt,
  createdAt: doc.createdAt,
});

export const adminQueries = (readStore: ReadStore) => {
  const admins = readStore.collection<AdminDoc>('admins');
  return {
    byId: (adminId: string) => admins.findOne({ _id: adminId }),
    /** The admin roles of these users (an admin who is a user has the user's id). */
    rolesOf: async (userIds: string[]) => {
      const docs = await admins.find({ _id: { $in: userIds }, role: { $ne: null } });
      return new Map(docs.map((d) => [d._id, d.role as AdminRole]));
    },
    /** Staff with a role, by role rank then email. */
    list: () => admins.find({ role: { $ne: null } }, { sort: { email: 1 } }),
    superAdminCount: () => admins.countDocuments({ role: 'super_admin' }),
  };
};

export type AdminQueries = ReturnType<typeof adminQueries>;

/** True when a logout ended this session. */
export const adminSessionEnded = (doc: AdminDoc, sessionId: string) =>
  doc.endedSessions.some((s) => s.sessionId === sessionId);

/**
 * Staff edits of a user (spec §7 `PUT /admin/users/{id}`): username and email (with their uniqueness
 * reservations), plan, status and end date (the admin override on the subscription stream), admin role (the
 * admin stream). Every edit that changes something records `AdminChangedUser` on the user stream with each field
 * before and after and the admin's id; the plan and role changes are also events on their own streams.
 *
 * Who may change what is checked before anything is written: a role change needs `admins.manage` and the role
 * rules (roles.ts), so an edit is never half applied because of its role part.
 */
import { planOverrideDecider, planViewOf, settableStatuses } from '../../domain/admin/plan-override.decider';
import type { SettableStatus } from '../../domain/admin/plan-override.decider';
import type { AdminRole } from '../../domain/admin/roles';
import { roleChangeRefusal } from '../../domain/admin/roles';
import { adminDecider, adminStream } from '../../domain/admin/admin.decider';
import type { Plan } from '../../domain/plans/plans';
import { reservationDecider } from '../../domain/reservation/reservation.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import { subscriptionDecider, subscriptionStream } from '../../domain/subscription/subscription.decider';
import type { AdminEditableFields } from '../../domain/user/user.decider';
import { userDecider } from '../../domain/user/user.decider';
import { foldStream, handleCommand } from '../handle-command';
import type { Clock, EventStore } from '../ports';
import { emailStream, userStream, usernameStream } from '../user/user.commands';
import type { AdminActor, AdminCommands, AdminRequestContext } from './admin.commands';

export interface AdminUserEdit {
  username?: string;
  email?: string;
  subscriptionPlan?: Plan;
  subscriptionStatus?: SettableStatus;
  /** `YYYY-MM-DD` (access through the end of that day, UTC); null: no end date. */
  subscriptionEndDate?: string | null;
  isAdmin?: boolean;
  adminRole?: AdminRole | null;
}

export interface AdminUserCommandDeps {
  eventStore: EventStore;
  clock: Clock;
  admins: AdminCommands;
  graceDays: number;
  superAdminCount: () => Promise<number>;
}

const notFound = () => DomainError.notFound('user.notFound', messageOf('user.notFound'));

/** The last instant of a day (UTC): an end date gives access through that day. */
export const endOfDay = (date: string) => `${date.slice(0, 10)}T23:59:59.999Z`;

export const adminUserCommands = (deps: AdminUserCommandDeps) => {
  const { eventStore, clock, admins, graceDays } = deps;
  const meta = (ctx: AdminRequestContext): CommandMetadata => ({
    now: clock.now().toISOString(),
    actor: ctx.actor,
    correlationId: ctx.correlationId,
  });

  const claim = (stream: string, userId: string, code: string, ctx: AdminRequestContext) =>
    handleCommand(eventStore, stream, reservationDecider, {
      type: 'ClaimReservation',
      data: { ownerId: userId, takenCode: code, takenMessage: messageOf(code) },
      metadata: meta(ctx),
    });
  const release = (stream: string, userId: string, ctx: AdminRequestContext) =>
    handleCommand(eventStore, stream, reservationDecider, {
      type: 'ReleaseReservation',
      data: { ownerId: userId },
      metadata: meta(ctx),
    });

  return {
    /** Applies an edit; answers the log position of its last event (null when nothing changed). */
    update: async (userId: string, edit: AdminUserEdit, actor: NonNullable<AdminActor>, ctx: AdminRequestContext) => {
      const now = clock.now();
      const user = foldStream(userDecider, await eventStore.read(userStream(userId)));
      if (user.status !== 'registered') throw notFound();
      const subscription = foldStream(subscriptionDecider, await eventStore.read(subscriptionStream(userId)));
      const admin = foldStream(adminDecider, await eventStore.read(adminStream(userId)));
      const role = admin.status === 'created' ? admin.role : null;
      const plan = planViewOf(subscription, now, graceDays);

      const before: AdminEditableFields = {
        username: user.username,
        email: user.email,
        subscriptionPlan: plan.plan,
        subscriptionStatus: plan.status,
        subscriptionEndDate: plan.endsAt?.slice(0, 10) ?? null,
        isAdmin: role !== null,
        adminRole: role,
      };
      const wantedRole =
        edit.isAdmin === false
          ? null
          : edit.isAdmin === true || edit.adminRole
            ? (edit.adminRole ?? role ?? 'support')
            : role;
      const after: AdminEditableFields = {
        username: edit.username ?? before.username,
        email: edit.email ?? before.email,
        subscriptionPlan: edit.subscriptionPlan ?? before.subscriptionPlan,
        subscriptionStatus: edit.subscriptionStatus ?? before.subscriptionStatus,
        subscriptionEndDate:
          edit.subscriptionEndDate === undefined ? before.subscriptionEndDate : edit.subscriptionEndDate,
        isAdmin: wantedRole !== null,
        adminRole: wantedRole,
      };
      const planChanged =
        after.subscriptionPlan !== before.subscriptionPlan ||
        after.subscriptionStatus !== before.subscriptionStatus ||
        after.subscriptionEndDate !== before.subscriptionEndDate;
      const roleChanged = wantedRole !== role;
      const usernameChanged = after.username.toLowerCase() !== before.username.toLowerCase();
      const emailChanged = after.email !== before.email;

      // Checked before anything is written.
      if (roleChanged) {
        const refusal = roleChangeRefusal({
          actor,
          targetId: userId,
          from: role,
          to: wantedRole,
          superAdmins: await deps.superAdminCount(),
        });
        if (refusal === 'admin.accessDenied')
          throw DomainError.forbidden(refusal, messageOf('admin.roleChangeDenied'), {
            requiredRole: 'super_admin',
            requiredPermission: 'admins.manage',
            role: actor.role,
          });
        if (refusal) throw DomainError.forbidden(refusal, messageOf(refusal));
      }
      const endsAt = after.subscriptionEndDate ? endOfDay(after.subscriptionEndDate) : null;
      if (planChanged && endsAt && Date.parse(endsAt) <= now.getTime())
        throw DomainError.validation('admin.endDateInPast', messageOf('admin.endDateInPast'));

      const claimed: string[] = [];
      try {
        if (usernameChanged) {
          await claim(usernameStream(after.username), userId, 'auth.usernameTaken', ctx);
          claimed.push(usernameStream(after.username));
        }
        if (emailChanged) {
          await claim(emailStream(after.email), userId, 'auth.emailTaken', ctx);
          claimed.push(emailStream(after.email));
        }
      } catch (error) {
        for (const stream of claimed) await release(stream, userId, ctx);
        throw error;
      }

      let position: number | null = null;
      const note = (p: number | null) => (position = p ?? position);
      if (planChanged) {
        const status = settableStatuses.includes(after.subscriptionStatus as SettableStatus)
          ? (after.subscriptionStatus as SettableStatus)
          : 'active';
        const result = await handleCommand(eventStore, subscriptionStream(userId), planOverrideDecider, {
          type: 'SetPlan',
          data: { userId, adminId: actor.adminId, plan: after.subscriptionPlan as Plan, status, endsAt, graceDays },
          metadata: meta(ctx),
        });
        note(result.position);
        // What the user has now (an edit that grants what billing gives already changes nothing).
        const view = planViewOf(result.state, now, graceDays);
        after.subscriptionPlan = view.plan;
        after.subscriptionStatus = view.status;
        after.subscriptionEndDate = view.endsAt?.slice(0, 10) ?? null;
      }
      if (roleChanged)
        note((await admins.setUserRole({ userId, email: after.email }, wantedRole, actor, ctx)).position);
      const { username: _u, email: _e, ...others } = before;
      const changed = await handleCommand(eventStore, userStream(userId), userDecider, {
        type: 'AdminChangeUser',
        data: { adminId: actor.adminId, before: others, after },
        metadata: meta(ctx),
      });
      note(changed.position);
      if (usernameChanged) await release(usernameStream(before.username), userId, ctx);
      if (emailChanged) await release(emailStream(before.email), userId, ctx);
      const event = changed.events[0];
      return { position, changes: event?.type === 'AdminChangedUser' ? event.data.changes : [] };
    },
  };
};

export type AdminUserCommands = ReturnType<typeof adminUserCommands>;

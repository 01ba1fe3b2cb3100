/**
 * Staff cancel a subscription (spec §7 `POST /admin/subscriptions/{id}/cancel`, active ones only): through the
 * billing port at the end of the paid period (the policy: access stays until then), recorded as the provider
 * answers, then `AdminCanceledSubscription` on the user's subscription stream with the admin, the values before and
 * after. A plan staff gave by override (no billing behind it) is canceled by setting the override's status.
 */
import type { PlanOverrideCommand } from '../../domain/admin/plan-override.decider';
import { planOverrideDecider, planViewOf } from '../../domain/admin/plan-override.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import { overrideInForce } from '../../domain/subscription/subscription.access';
import { subscriptionDecider, subscriptionStream } from '../../domain/subscription/subscription.decider';
import { foldStream, handleCommand } from '../handle-command';
import type { Clock, EventStore } from '../ports';
import type { SubscriptionCommands } from '../subscription/subscription.commands';
import type { AdminActor, AdminRequestContext } from './admin.commands';

export interface AdminSubscriptionCommandDeps {
  eventStore: EventStore;
  clock: Clock;
  billing: Pick<SubscriptionCommands, 'cancel'>;
  graceDays: number;
}

const notActive = () => DomainError.conflict('admin.subscriptionNotActive', messageOf('admin.subscriptionNotActive'));

export const adminSubscriptionCommands = ({ eventStore, clock, billing, graceDays }: AdminSubscriptionCommandDeps) => {
  const meta = (ctx: AdminRequestContext): CommandMetadata => ({
    now: clock.now().toISOString(),
    actor: ctx.actor,
    correlationId: ctx.correlationId,
  });
  const stateOf = async (userId: string) =>
    foldStream(subscriptionDecider, await eventStore.read(subscriptionStream(userId)));
  const run = (userId: string, command: PlanOverrideCommand) =>
    handleCommand(eventStore, subscriptionStream(userId), planOverrideDecider, command);

  return {
    cancel: async (userId: string, actor: NonNullable<AdminActor>, ctx: AdminRequestContext) => {
      const state = await stateOf(userId);
      const now = clock.now();
      const before = planViewOf(state, now, graceDays);
      if (before.status !== 'active') throw notActive();
      const override = overrideInForce(state, now);
      const scheduled = override ? null : state.subscription?.scheduledCancelAt;
      if (scheduled) {
        const params = { date: scheduled.slice(0, 10) };
        throw new DomainError(
          'conflict',
          'admin.cancelAlreadyScheduled',
          messageOf('admin.cancelAlreadyScheduled', params),
          undefined,
          params,
        );
      }
      let effectiveAt: string | null;
      if (override) {
        await run(userId, {
          type: 'SetPlan',
          data: { userId, adminId: actor.adminId, plan: override.plan, status: 'canceled', endsAt: null, graceDays },
          metadata: meta(ctx),
        });
        effectiveAt = now.toISOString();
      } else {
        effectiveAt = (await billing.cancel(userId, { actor: ctx.actor, correlationId: ctx.correlationId }))
          .effectiveAt;
      }
      const result = await run(userId, {
        type: 'RecordAdminCancel',
        data: {
          userId,
          adminId: actor.adminId,
          subscriptionId: override ? null : (state.subscription?.subscriptionId ?? null),
          before,
          effectiveAt,
          graceDays,
        },
        metadata: meta(ctx),
      });
      return { position: result.position, effectiveAt };
    },
  };
};

export type AdminSubscriptionCommands = ReturnType<typeof adminSubscriptionCommands>;

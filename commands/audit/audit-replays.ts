/**
 * Audit replays (issue 11), shared by `npm run audit -- game|billing` and the admin panel: a stream read from the
 * event store, the read model it should have produced read once the projections have applied that stream, and the
 * pure audit of domain/audit comparing the two.
 *
 * A stream that grows while it is audited (a game being played) is read again, so the read model is compared with
 * the events it was built from.
 */
import type { AuditEvent, GameResultsReadModel } from '../../domain/audit/game-audit';
import { auditGame } from '../../domain/audit/game-audit';
import type { SubscriptionReadModel } from '../../domain/audit/billing-audit';
import { auditBilling } from '../../domain/audit/billing-audit';
import { subscriptionStream } from '../../domain/subscription/subscription.decider';
import type { Clock, EventStore, RecordedEvent } from '../ports';

/** The read models an audit compares with (implemented by the projections' audit queries). */
export interface AuditReadModels {
  gameResults: (gameId: string) => Promise<GameResultsReadModel>;
  gameIdByPin: (pin: string) => Promise<string | null>;
  subscription: (userId: string) => Promise<SubscriptionReadModel | null>;
  /** A user's id from an id or an email; null when there is no such user. */
  userIdOf: (idOrEmail: string) => Promise<string | null>;
}

export interface AuditReplayDeps {
  eventStore: EventStore;
  readModels: AuditReadModels;
  clock: Clock;
  graceDays: number;
  /** Resolves once every projection has applied the log up to `position`. */
  settled: (position: number) => Promise<unknown>;
}

const ATTEMPTS = 3;

export const toAuditEvent = (e: RecordedEvent): AuditEvent => ({
  id: e.id,
  revision: e.revision,
  type: e.type,
  data: e.data,
  recordedAt: e.metadata.at ?? e.createdAt,
});

/** A PIN is six digits; anything else is taken for an id. */
export const isPin = (value: string) => /^\d{6}$/.test(value.trim());

export const auditReplays = ({ eventStore, readModels, clock, graceDays, settled }: AuditReplayDeps) => {
  /** The stream and the read model that has applied all of it (read again while the stream grows). */
  const consistentRead = async <M>(stream: string, readModel: () => Promise<M>) => {
    let events = await eventStore.read(stream);
    for (let attempt = 1; ; attempt += 1) {
      await settled(events.at(-1)?.position ?? 0);
      const model = await readModel();
      const more = await eventStore.read(stream, { fromRevision: events.length });
      if (more.length === 0 || attempt === ATTEMPTS) return { events, model };
      events = [...events, ...more];
    }
  };

  return {
    /** The id of the game a PIN or an id names (null: none). */
    gameIdOf: async (idOrPin: string) => (isPin(idOrPin) ? readModels.gameIdByPin(idOrPin.trim()) : idOrPin.trim()),

    /** A game's audit, or null when no game has this id. */
    game: async (gameId: string) => {
      const { events, model } = await consistentRead(`game-${gameId}`, () => readModels.gameResults(gameId));
      return auditGame(events.map(toAuditEvent), model);
    },

    /** A user's billing audit at the clock's time, or null when there is no such user. */
    billing: async (idOrEmail: string) => {
      const userId = await readModels.userIdOf(idOrEmail);
      if (!userId) return null;
      const { events, model } = await consistentRead(subscriptionStream(userId), () =>
        readModels.subscription(userId),
      );
      return auditBilling(userId, events.map(toAuditEvent), model, { now: clock.now(), graceDays });
    },
  };
};

export type AuditReplays = ReturnType<typeof auditReplays>;

/**
 * Game leases over the event store: which app instance writes a game (see domain/game/game-lease.decider.ts).
 * Each lease stream is read incrementally (from the last revision seen), so renewals never make a read grow.
 */
import { randomUUID } from 'node:crypto';
import type { GameLease, GameLeaseCommand, GameLeaseEvent } from '../../domain/game/game-lease.decider';
import { gameLeaseDecider, leaseActive } from '../../domain/game/game-lease.decider';
import type { Clock, EventStore } from '../ports';
import { WrongExpectedRevisionError } from '../ports';

export const leaseStream = (gameId: string) => `gamelease-${gameId}`;

const ATTEMPTS = 5;

export interface GameLeasesDeps {
  eventStore: EventStore;
  clock: Clock;
  /** This instance's id, unique among the instances sharing the log. */
  instanceId: string;
  /** Where the other instances reach this one (its internal base URL), known once it listens. */
  url: () => string;
  leaseMs: number;
}

type Request = (now: string) => GameLeaseCommand;

export const createGameLeases = ({ eventStore, clock, instanceId, url, leaseMs }: GameLeasesDeps) => {
  const known = new Map<string, { lease: GameLease; revision: number }>();

  const refresh = async (gameId: string) => {
    const entry = known.get(gameId) ?? { lease: gameLeaseDecider.initialState(), revision: -1 };
    const recorded = await eventStore.read(leaseStream(gameId), { fromRevision: entry.revision + 1 });
    let { lease, revision } = entry;
    for (const event of recorded) {
      lease = gameLeaseDecider.evolve(lease, { type: event.type, data: event.data } as GameLeaseEvent);
      revision = event.revision;
    }
    const next = { lease, revision };
    known.set(gameId, next);
    return next;
  };

  /** Decides on the lease as last read and appends with its revision; a race re-reads and decides again. */
  const run = async (gameId: string, request: Request): Promise<GameLease> => {
    for (let attempt = 1; ; attempt++) {
      const { lease, revision } = await refresh(gameId);
      const now = clock.now().toISOString();
      const command = request(now);
      const events = gameLeaseDecider.decide(command, lease);
      if (events.length === 0) return lease;
      try {
        const result = await eventStore.append(
          leaseStream(gameId),
          events.map((event) => ({
            id: randomUUID(),
            type: event.type,
            data: event.data,
            metadata: { actor: instanceId, correlationId: randomUUID(), causationId: null, at: now },
          })),
          revision === -1 ? 'no_stream' : revision,
        );
        const next = { lease: events.reduce(gameLeaseDecider.evolve, lease), revision: result.nextRevision };
        known.set(gameId, next);
        return next.lease;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= ATTEMPTS) throw error;
      }
    }
  };

  const meta = (now: string) => ({ now, actor: instanceId, correlationId: randomUUID() });

  return {
    instanceId,
    leaseMs,
    /** This instance's address, as the leases it takes record it. */
    url,
    /** True while this instance holds the game's lease, as last read or written (no I/O). */
    holds: (gameId: string) => {
      const entry = known.get(gameId);
      return entry?.lease.owner === instanceId && leaseActive(entry.lease, clock.now().toISOString());
    },
    /** Time left on this instance's lease (0 when it holds none), as last read or written. */
    remainingMs: (gameId: string) => {
      const lease = known.get(gameId)?.lease;
      if (lease?.owner !== instanceId || !lease.expiresAt) return 0;
      return Math.max(0, Date.parse(lease.expiresAt) - clock.now().getTime());
    },
    /** This instance holds the lease under an address that is not its current one (taken before it listened). */
    staleUrl: (gameId: string) => known.get(gameId)?.lease.url !== url(),
    /** The lease as the log holds it now. */
    current: async (gameId: string) => (await refresh(gameId)).lease,
    isActive: (lease: GameLease) => leaseActive(lease, clock.now().toISOString()),
    /** Takes a free or run-out lease, or renews this instance's own; throws `game.leaseHeld` otherwise. */
    take: (gameId: string) =>
      run(gameId, (now) => ({
        type: 'TakeLease',
        data: { gameId, owner: instanceId, url: url(), leaseMs },
        metadata: meta(now),
      })),
    /** Takes the lease from an owner found dead, unless it changed hands since. */
    takeOver: (gameId: string, deadOwner: string) =>
      run(gameId, (now) => ({
        type: 'TakeOverLease',
        data: { gameId, owner: instanceId, url: url(), leaseMs, deadOwner },
        metadata: meta(now),
      })),
    /** Gives up this instance's lease (a clean shutdown, an ended game), so another takes over at once. */
    release: (gameId: string) =>
      run(gameId, (now) => ({ type: 'ReleaseLease', data: { gameId, owner: instanceId }, metadata: meta(now) })),
    forget: (gameId: string) => known.delete(gameId),
  };
};

export type GameLeases = ReturnType<typeof createGameLeases>;

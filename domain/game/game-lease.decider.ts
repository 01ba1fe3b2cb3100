/**
 * The writer of a live game (`gamelease-{gameId}`): one app instance at a time holds a game's lease and runs its
 * commands and timers; the others hand their commands to it. A lease runs out unless its holder renews it; once it
 * has run out, or its holder is found dead, another instance takes it over. Appends with the expected revision make
 * two instances that race for a lease agree on one winner.
 */
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';

export type GameLeaseEvent =
  | {
      type: 'GameLeaseTaken';
      data: { gameId: string; owner: string; url: string; takenAt: string; expiresAt: string; from: string | null };
    }
  | { type: 'GameLeaseReleased'; data: { gameId: string; owner: string; releasedAt: string } };

export interface GameLease {
  owner: string | null;
  url: string | null;
  expiresAt: string | null;
}

type Meta = { metadata: CommandMetadata };
export type GameLeaseCommand =
  /** Take a free or run-out lease, or renew one's own. */
  | ({ type: 'TakeLease'; data: { gameId: string; owner: string; url: string; leaseMs: number } } & Meta)
  /** Take the lease from a holder found dead (its address refuses connections), unless it changed hands since. */
  | ({
      type: 'TakeOverLease';
      data: { gameId: string; owner: string; url: string; leaseMs: number; deadOwner: string };
    } & Meta)
  | ({ type: 'ReleaseLease'; data: { gameId: string; owner: string } } & Meta);

export const leaseActive = (lease: GameLease, now: string) =>
  lease.owner !== null && lease.expiresAt !== null && Date.parse(lease.expiresAt) > Date.parse(now);

export const evolveGameLease = (state: GameLease, event: GameLeaseEvent): GameLease => {
  switch (event.type) {
    case 'GameLeaseTaken':
      return { owner: event.data.owner, url: event.data.url, expiresAt: event.data.expiresAt };
    case 'GameLeaseReleased':
      return state.owner === event.data.owner ? { owner: null, url: null, expiresAt: null } : state;
    default:
      return state;
  }
};

const held = () => DomainError.conflict('game.leaseHeld', 'Another server runs this game');

export const decideGameLease = (command: GameLeaseCommand, state: GameLease): GameLeaseEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'TakeLease':
    case 'TakeOverLease': {
      const { gameId, owner, url, leaseMs } = command.data;
      const free = state.owner === owner || !leaseActive(state, now);
      const dead = command.type === 'TakeOverLease' && state.owner === command.data.deadOwner;
      if (!free && !dead) throw held();
      const expiresAt = new Date(Date.parse(now) + leaseMs).toISOString();
      const from = state.owner === owner ? null : state.owner;
      return [{ type: 'GameLeaseTaken', data: { gameId, owner, url, takenAt: now, expiresAt, from } }];
    }
    case 'ReleaseLease': {
      const { gameId, owner } = command.data;
      if (state.owner !== owner) return [];
      return [{ type: 'GameLeaseReleased', data: { gameId, owner, releasedAt: now } }];
    }
    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${String(unexpected)}`);
    }
  }
};

export const gameLeaseDecider: Decider<GameLeaseCommand, GameLeaseEvent, GameLease> = {
  decide: decideGameLease,
  evolve: evolveGameLease,
  initialState: () => ({ owner: null, url: null, expiresAt: null }),
};

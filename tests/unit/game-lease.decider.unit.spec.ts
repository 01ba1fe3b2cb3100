import { describe, it } from 'vitest';
import type { GameLeaseCommand, GameLeaseEvent } from '../../domain/game/game-lease.decider';
import { gameLeaseDecider } from '../../domain/game/game-lease.decider';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(gameLeaseDecider);
const gameId = 'g1';
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds)).toISOString();
const meta = (seconds: number) => ({ metadata: { now: at(seconds), actor: 'x', correlationId: 'c' } });

const taken = (owner: string, seconds: number, from: string | null = null): GameLeaseEvent => ({
  type: 'GameLeaseTaken',
  data: { gameId, owner, url: `http://${owner}`, takenAt: at(seconds), expiresAt: at(seconds + 15), from },
});
const take = (owner: string, seconds: number): GameLeaseCommand => ({
  type: 'TakeLease',
  data: { gameId, owner, url: `http://${owner}`, leaseMs: 15_000 },
  ...meta(seconds),
});
const takeOver = (owner: string, deadOwner: string, seconds: number): GameLeaseCommand => ({
  type: 'TakeOverLease',
  data: { gameId, owner, url: `http://${owner}`, leaseMs: 15_000, deadOwner },
  ...meta(seconds),
});
const release = (owner: string, seconds: number): GameLeaseCommand => ({
  type: 'ReleaseLease',
  data: { gameId, owner },
  ...meta(seconds),
});

describe('A game lease', () => {
  it('is taken when nobody holds it', () =>
    given([])
      .when(take('a', 0))
      .then([taken('a', 0)]));

  it('is renewed by its holder', () =>
    given([taken('a', 0)])
      .when(take('a', 10))
      .then([taken('a', 10)]));

  it('is refused to another instance while it runs', () =>
    given([taken('a', 0)])
      .when(take('b', 14))
      .thenThrows('game.leaseHeld'));

  it('is taken by another instance once it has run out, naming the holder it replaces', () =>
    given([taken('a', 0)])
      .when(take('b', 15))
      .then([taken('b', 15, 'a')]));

  it('is taken over from a holder found dead before it runs out', () =>
    given([taken('a', 0)])
      .when(takeOver('b', 'a', 5))
      .then([taken('b', 5, 'a')]));

  it('is not taken over when it changed hands since the holder was found dead', () =>
    given([taken('a', 0), taken('c', 16, 'a')])
      .when(takeOver('b', 'a', 17))
      .thenThrows('game.leaseHeld'));

  it('is released by its holder, and is free at once', () =>
    given([taken('a', 0), { type: 'GameLeaseReleased', data: { gameId, owner: 'a', releasedAt: at(3) } }])
      .when(take('b', 4))
      .then([taken('b', 4)]));

  it('ignores a release by anyone but its holder', () =>
    given([taken('a', 0)])
      .when(release('b', 1))
      .then([]));
});

import { describe, it } from 'vitest';
import type { ReservationCommand, ReservationEvent } from '../../domain/reservation/reservation.decider';
import { reservationDecider } from '../../domain/reservation/reservation.decider';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(reservationDecider);
const now = '2026-11-21T10:00:00.000Z';
const metadata = { now, actor: null, correlationId: 'req-1' };
const claim = (ownerId: string): ReservationCommand => ({
  type: 'ClaimReservation',
  data: { ownerId, takenCode: 'auth.emailTaken', takenMessage: 'taken' },
  metadata,
});
const claimed = (ownerId: string): ReservationEvent => ({
  type: 'ReservationClaimed',
  data: { ownerId, claimedAt: now },
});
const released = (ownerId: string): ReservationEvent => ({
  type: 'ReservationReleased',
  data: { ownerId, releasedAt: now },
});

describe('Reserving a unique value', () => {
  it('claims a free value', () =>
    given([])
      .when(claim('a'))
      .then([claimed('a')]));
  it('refuses a value claimed by someone else', () =>
    given([claimed('a')])
      .when(claim('b'))
      .thenThrows('auth.emailTaken'));
  it('is a no-op for the owner claiming again', () =>
    given([claimed('a')])
      .when(claim('a'))
      .then([]));
  it('claims a value again once released', () =>
    given([claimed('a'), released('a')])
      .when(claim('b'))
      .then([claimed('b')]));
  it('releases only the owner’s claim', () =>
    given([claimed('a')])
      .when({ type: 'ReleaseReservation', data: { ownerId: 'b' }, metadata })
      .then([]));
  it('releases the owner’s claim', () =>
    given([claimed('a')])
      .when({ type: 'ReleaseReservation', data: { ownerId: 'a' }, metadata })
      .then([released('a')]));
});

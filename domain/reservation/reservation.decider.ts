/**
 * Uniqueness reservations (`email-{hash}`, `username-{hash}`, later `pin-{pin}`): a stream per value, claimed by
 * one owner at a time. Appending with the revision just read makes two racing claims impossible: one wins, the
 * other sees a conflict, re-reads, and finds the value taken.
 */
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';

export type ReservationEvent =
  | { type: 'ReservationClaimed'; data: { ownerId: string; claimedAt: string } }
  | { type: 'ReservationReleased'; data: { ownerId: string; releasedAt: string } };

export type Reservation = { status: 'free' } | { status: 'claimed'; ownerId: string; claimedAt: string };

export type ReservationCommand =
  | {
      type: 'ClaimReservation';
      data: { ownerId: string; takenCode: string; takenMessage: string };
      metadata: CommandMetadata;
    }
  | { type: 'ReleaseReservation'; data: { ownerId: string }; metadata: CommandMetadata };

export const evolveReservation = (state: Reservation, event: ReservationEvent): Reservation => {
  switch (event.type) {
    case 'ReservationClaimed':
      return { status: 'claimed', ownerId: event.data.ownerId, claimedAt: event.data.claimedAt };
    case 'ReservationReleased':
      return state.status === 'claimed' && state.ownerId === event.data.ownerId ? { status: 'free' } : state;
    default:
      return state;
  }
};

export const decideReservation = (command: ReservationCommand, state: Reservation): ReservationEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'ClaimReservation':
      if (state.status === 'claimed') {
        if (state.ownerId === command.data.ownerId) return [];
        throw DomainError.conflict(command.data.takenCode, command.data.takenMessage);
      }
      return [{ type: 'ReservationClaimed', data: { ownerId: command.data.ownerId, claimedAt: now } }];
    case 'ReleaseReservation':
      if (state.status !== 'claimed' || state.ownerId !== command.data.ownerId) return [];
      return [{ type: 'ReservationReleased', data: { ownerId: command.data.ownerId, releasedAt: now } }];
    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${JSON.stringify(unexpected)}`);
    }
  }
};

export const reservationDecider: Decider<ReservationCommand, ReservationEvent, Reservation> = {
  decide: decideReservation,
  evolve: evolveReservation,
  initialState: () => ({ status: 'free' }),
};

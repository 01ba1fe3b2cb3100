import { describe, expect, it } from 'vitest';
import type { Quota, QuotaCommand, QuotaEvent } from '../../domain/content/quota.decider';
import { quotaDecider, quotaFromSnapshot, quotaSnapshot, usedAt } from '../../domain/content/quota.decider';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(quotaDecider);
const now = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T10:20:00.000Z';
const expiresAt = '2026-11-21T10:15:00.000Z';
const metadata = (at = now) => ({ now: at, actor: 'u1', correlationId: 'req-1' });

const reserve = (reservationId: string, amount: number, limit: number | 'unlimited' = 10, at = now): QuotaCommand => ({
  type: 'ReserveQuota',
  data: { kind: 'aiQuestions', reservationId, userId: 'u1', amount, limit, plan: 'free', expiresAt },
  metadata: metadata(at),
});
const consume = (reservationId: string, amount: number, at = now): QuotaCommand => ({
  type: 'ConsumeQuota',
  data: { kind: 'aiQuestions', reservationId, userId: 'u1', amount },
  metadata: metadata(at),
});
const release = (reservationId: string, amount: number): QuotaCommand => ({
  type: 'ReleaseQuota',
  data: { reservationId, userId: 'u1', amount },
  metadata: metadata(),
});

const reserved = (reservationId: string, amount: number, at = now, expiry: string | null = expiresAt) =>
  ({
    type: 'QuotaReserved',
    data: {
      kind: 'aiQuestions',
      reservationId,
      userId: 'u1',
      amount,
      reservedAt: at,
      ...(expiry ? { expiresAt: expiry } : {}),
    },
  }) as QuotaEvent;
const consumed = (reservationId: string, amount: number, at = now): QuotaEvent => ({
  type: 'QuotaConsumed',
  data: { kind: 'aiQuestions', reservationId, userId: 'u1', amount, consumedAt: at },
});
const released = (reservationId: string, amount: number): QuotaEvent => ({
  type: 'QuotaReleased',
  data: { kind: 'aiQuestions', reservationId, userId: 'u1', amount, releasedAt: now },
});

const fold = (events: QuotaEvent[]): Quota => events.reduce(quotaDecider.evolve, quotaDecider.initialState());

describe('Reserving AI questions', () => {
  it('reserves within the limit, with the expiry the command brings', () =>
    given([])
      .when(reserve('r1', 5))
      .then([reserved('r1', 5)]));
  it('refuses a reservation that would go past the limit', () =>
    given([reserved('r1', 5), consumed('r1', 4), reserved('r2', 5)])
      .when(reserve('r3', 2))
      .thenThrows('PLAN_LIMIT'));
  it('is a no-op for a reservation already made', () =>
    given([reserved('r1', 5)])
      .when(reserve('r1', 5))
      .then([]));
  it('counts a reservation that expired without being settled as released', () =>
    given([reserved('r1', 10)])
      .when(reserve('r2', 10, 10, later))
      .then([reserved('r2', 10, later)]));
  it('keeps counting an old reservation recorded without an expiry until it is released', () =>
    given([reserved('r1', 10, now, null)])
      .when(reserve('r2', 1, 10, later))
      .thenThrows('PLAN_LIMIT'));
});

describe('Settling a reservation', () => {
  it('consumes what was used and closes the reservation, giving the rest back', () => {
    given([reserved('r1', 5)])
      .when(consume('r1', 3))
      .then([consumed('r1', 3)]);
    const state = fold([reserved('r1', 5), consumed('r1', 3)]);
    expect(usedAt(state, 'aiQuestions', now)).toBe(3);
    expect(state.reservations.size).toBe(0);
  });
  it('keeps counting what was consumed after the hold would have expired', () => {
    const state = fold([reserved('r1', 5), consumed('r1', 5)]);
    expect(usedAt(state, 'aiQuestions', later)).toBe(5);
  });
  it('counts work finished after its hold expired', () =>
    given([reserved('r1', 5)])
      .when(consume('r1', 4, later))
      .then([consumed('r1', 4, later)]));
  it('releases all of an unused reservation', () => {
    given([reserved('r1', 5)])
      .when(release('r1', 5))
      .then([released('r1', 5)]);
    expect(usedAt(fold([reserved('r1', 5), released('r1', 5)]), 'aiQuestions', now)).toBe(0);
  });
  it('releases nothing twice', () =>
    given([reserved('r1', 5), released('r1', 5)])
      .when(release('r1', 5))
      .then([]));
});

describe('Closing a segment of the stream', () => {
  it('carries what is consumed and what is still held, and drops expired holds', () => {
    const state = fold([reserved('r1', 5), consumed('r1', 2), reserved('r2', 3), reserved('r3', 4, now)]);
    state.reservations.set('r3', { kind: 'aiQuestions', amount: 4, expiresAt: '2026-11-21T09:00:00.000Z' });
    const snapshot = quotaSnapshot(state, now);
    expect(snapshot).toEqual({
      consumed: { aiQuestions: 2, quizzes: 0 },
      open: [{ reservationId: 'r2', kind: 'aiQuestions', amount: 3, expiresAt }],
    });
    const next = quotaFromSnapshot(snapshot);
    expect(usedAt(next, 'aiQuestions', now)).toBe(5);
    expect(quotaDecider.decide(consume('r2', 3), next)).toEqual([consumed('r2', 3)]);
  });
  it('decides nothing on a closed segment', () => {
    const state = fold([
      reserved('r1', 1),
      {
        type: 'QuotaStreamClosed',
        data: { userId: 'u1', continuedIn: 'next', snapshot: quotaSnapshot(fold([]), now), closedAt: now },
      },
    ]);
    expect(() => quotaDecider.decide(reserve('r2', 1), state)).toThrow();
  });
});

describe('Folding a busy month', () => {
  const attempts = (n: number): QuotaEvent[] =>
    Array.from({ length: n }, (_, i) => [
      reserved(`r${i}`, 1),
      i % 2 ? consumed(`r${i}`, 1) : released(`r${i}`, 1),
    ]).flat();

  // Each event used to copy the reservations (5.2 s at 8,000 attempts): the fold stays linear while it updates them
  // in place, which these tests hold without timing anything.
  it('updates the reservations in place over a busy month: no copy of them per event', () => {
    let state = quotaDecider.initialState();
    const reservations = state.reservations;
    for (const event of attempts(8_000)) {
      state = quotaDecider.evolve(state, event);
      expect(state.reservations).toBe(reservations);
    }
    expect(usedAt(state, 'aiQuestions', now)).toBe(4_000);
    expect(reservations.size).toBe(0);
  });
});

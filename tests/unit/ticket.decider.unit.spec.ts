import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/ports';
import type { TicketEvent } from '../../domain/tickets/ticket.decider';
import { ticketDecider } from '../../domain/tickets/ticket.decider';
import type { AnalyticsDayDoc } from '../../projections/analytics/analytics.projection';
import { analyticsProjection } from '../../projections/analytics/analytics.projection';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(ticketDecider);
const metadata = { now: '2026-11-21T10:00:00.000Z', actor: null, correlationId: 'r' };
const message = { name: 'Grace', email: 'grace@example.com', subject: 'Invoice', message: 'Where is it?' };
const opened: TicketEvent = {
  type: 'TicketOpened',
  data: { ...message, ticketId: 't1', userId: null, openedAt: '2026-11-20T10:00:00.000Z' },
};

describe('Support tickets', () => {
  it('opens a ticket from the contact form', () =>
    given([])
      .when({ type: 'OpenTicket', data: { ...message, ticketId: 't1', userId: null }, metadata })
      .then([{ type: 'TicketOpened', data: { ...message, ticketId: 't1', userId: null, openedAt: metadata.now } }]));

  it('closes it once, naming the admin; closing again changes nothing', () => {
    given([opened])
      .when({ type: 'CloseTicket', data: { adminId: 'a1' }, metadata })
      .then([{ type: 'TicketClosed', data: { ticketId: 't1', adminId: 'a1', closedAt: metadata.now } }]);
    given([opened, { type: 'TicketClosed', data: { ticketId: 't1', adminId: 'a1', closedAt: metadata.now } }])
      .when({ type: 'CloseTicket', data: { adminId: 'a2' }, metadata })
      .then([]);
  });

  it('refuses to close a ticket that does not exist', () =>
    given([])
      .when({ type: 'CloseTicket', data: { adminId: 'a1' }, metadata })
      .thenThrows('contact.ticketNotFound'));
});

describe('The analytics days', () => {
  const recorded = (position: number, type: string, data: unknown): RecordedEvent => ({
    id: `e${position}`,
    stream: 's',
    revision: 0,
    position,
    type,
    data,
    metadata: { actor: null, correlationId: '', causationId: null, at: metadata.now },
    createdAt: metadata.now,
  });
  const quiz = (position: number, ownerId: string, origin: unknown, questions = 2) =>
    recorded(position, 'QuizCreated', {
      quizId: `q${position}`,
      ownerId,
      origin,
      createdAt: '2026-11-21T09:00:00.000Z',
      questions: Array.from({ length: questions }, () => ({})),
    });

  it('counts quizzes by source type with their questions and distinct creators on their day', () => {
    const events = [
      quiz(1, 'u1', { kind: 'manual' }),
      quiz(2, 'u1', { kind: 'generated', sourceType: 'pdf' }, 5),
      quiz(3, 'u2', { kind: 'generated', sourceType: 'pdf' }, 3),
      quiz(4, 'u2', { kind: 'import' }, 1),
    ];
    expect(analyticsProjection.documentId(events[0]!)).toBe('2026-11-21');
    const doc = events.reduce<AnalyticsDayDoc | null>((d, e) => analyticsProjection.evolve(d, e), null)!;
    expect(doc.usage).toEqual({
      '': { quizzes: 2, questions: 3, creators: ['u1', 'u2'] },
      pdf: { quizzes: 2, questions: 8, creators: ['u1', 'u2'] },
    });
  });

  it('adds payments and refunds in cents, and counts new customers on a first payment only', () => {
    const txn = (amountCents: number) => ({ transaction: { amountCents, billedAt: '2026-11-21T08:00:00.000Z' } });
    const doc = [
      recorded(1, 'PaymentCompleted', { ...txn(600), occurredAt: metadata.now }),
      recorded(2, 'SubscriptionRenewed', { ...txn(600), occurredAt: metadata.now }),
      recorded(3, 'SubscriptionRefunded', { adjustment: { amountCents: 600 }, occurredAt: metadata.now }),
    ].reduce<AnalyticsDayDoc | null>((d, e) => analyticsProjection.evolve(d, e), null)!;
    expect(doc).toMatchObject({
      revenueCents: 1200,
      payments: 2,
      newCustomers: 1,
      refundCents: 600,
      refundCustomers: 1,
    });
  });
});

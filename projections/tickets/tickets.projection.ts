/** Support tickets: one document per ticket (the message, who sent it, open or closed, by whom). */
import type { TicketEvent } from '../../domain/tickets/ticket.decider';
import { ticketEventTypes } from '../../domain/tickets/ticket.decider';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface TicketDoc extends ProjectedDoc {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  status: 'open' | 'closed';
  openedAt: string;
  closedAt: string | null;
  closedBy: string | null;
}

export const ticketsProjection: Projection<TicketDoc> = {
  name: 'tickets',
  version: 1,
  collection: 'tickets',
  handles: ticketEventTypes,
  documentId: (event) => (event.data as { ticketId: string }).ticketId,
  indexes: [{ keys: { status: 1 } }, { keys: { openedAt: -1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<TicketEvent>(recorded);
    switch (event.type) {
      case 'TicketOpened': {
        const { ticketId, name, email, subject, message, userId, openedAt } = event.data;
        return {
          _id: ticketId,
          name,
          email,
          subject,
          message,
          userId,
          status: 'open',
          openedAt,
          closedAt: null,
          closedBy: null,
        };
      }
      case 'TicketClosed':
        return doc && { ...doc, status: 'closed', closedAt: event.data.closedAt, closedBy: event.data.adminId };
      default:
        return doc;
    }
  },
};

/**
 * A support ticket (`ticket-{id}`): opened from the public contact form, closed by staff (who and when). Pure: the
 * id and the time arrive in the command.
 */
import { z } from 'zod';
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { messageOf } from '../shared/messages';
import { emailSchema } from '../user/user.schemas';

export const ticketStream = (ticketId: string) => `ticket-${ticketId}`;

/** `POST /api/contact`: the contact form. */
export const contactBody = z.strictObject({
  name: z.string({ error: 'contact.nameRequired' }).trim().min(1, { error: 'contact.nameRequired' }).max(100, {
    error: 'contact.nameTooLong',
  }),
  email: emailSchema,
  subject: z
    .string({ error: 'contact.subjectRequired' })
    .trim()
    .min(1, { error: 'contact.subjectRequired' })
    .max(200, { error: 'contact.subjectTooLong' }),
  message: z
    .string({ error: 'contact.messageRequired' })
    .trim()
    .min(1, { error: 'contact.messageRequired' })
    .max(5000, { error: 'contact.messageTooLong' }),
});
export type ContactBody = z.infer<typeof contactBody>;

export type TicketEvent =
  | {
      type: 'TicketOpened';
      data: ContactBody & { ticketId: string; userId: string | null; openedAt: string };
    }
  | { type: 'TicketClosed'; data: { ticketId: string; adminId: string; closedAt: string } };

export const ticketEventTypes = ['TicketOpened', 'TicketClosed'] as const satisfies readonly TicketEvent['type'][];

export type Ticket = { status: 'none' } | { status: 'open' | 'closed'; ticketId: string };

export type TicketCommand =
  | { type: 'OpenTicket'; data: ContactBody & { ticketId: string; userId: string | null }; metadata: CommandMetadata }
  | { type: 'CloseTicket'; data: { adminId: string }; metadata: CommandMetadata };

export const evolveTicket = (state: Ticket, event: TicketEvent): Ticket => {
  switch (event.type) {
    case 'TicketOpened':
      return { status: 'open', ticketId: event.data.ticketId };
    case 'TicketClosed':
      return state.status === 'none' ? state : { ...state, status: 'closed' };
    default:
      return state;
  }
};

export const decideTicket = (command: TicketCommand, state: Ticket): TicketEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'OpenTicket':
      if (state.status !== 'none')
        throw DomainError.conflict('contact.ticketExists', messageOf('contact.ticketExists'));
      return [{ type: 'TicketOpened', data: { ...command.data, openedAt: now } }];
    case 'CloseTicket':
      if (state.status === 'none')
        throw DomainError.notFound('contact.ticketNotFound', messageOf('contact.ticketNotFound'));
      if (state.status === 'closed') return [];
      return [
        { type: 'TicketClosed', data: { ticketId: state.ticketId, adminId: command.data.adminId, closedAt: now } },
      ];
    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${JSON.stringify(unexpected)}`);
    }
  }
};

export const ticketDecider: Decider<TicketCommand, TicketEvent, Ticket> = {
  decide: decideTicket,
  evolve: evolveTicket,
  initialState: () => ({ status: 'none' }),
};

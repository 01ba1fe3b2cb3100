/**
 * Support tickets: the public contact form opens one (a few an hour per client address), staff close them. The
 * dashboard's open-ticket count and the admin list read the tickets read model.
 */
import { randomUUID } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import type { ContactBody } from '../../domain/tickets/ticket.decider';
import { ticketDecider, ticketStream } from '../../domain/tickets/ticket.decider';
import { handleCommand } from '../handle-command';
import { addressKey } from '../network-address';
import type { Clock, EventStore } from '../ports';

type Meta = Omit<CommandMetadata, 'now'> & { ip: string | null };

export const ticketCommands = ({
  eventStore,
  clock,
  perAddressPerHour = 5,
}: {
  eventStore: EventStore;
  clock: Clock;
  perAddressPerHour?: number;
}) => {
  const limiter = new RateLimiterMemory({ keyPrefix: 'contact', points: perAddressPerHour, duration: 3600 });
  const metadata = ({ actor, correlationId }: Meta): CommandMetadata => ({
    actor,
    correlationId,
    now: clock.now().toISOString(),
  });
  return {
    open: async (body: ContactBody, userId: string | null, meta: Meta) => {
      try {
        await limiter.consume(addressKey(meta.ip));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw DomainError.rateLimited('contact.tooMany', messageOf('contact.tooMany'), {
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
      const ticketId = randomUUID();
      const result = await handleCommand(eventStore, ticketStream(ticketId), ticketDecider, {
        type: 'OpenTicket',
        data: { ...body, ticketId, userId },
        metadata: metadata(meta),
      });
      return { ticketId, position: result.position };
    },
    close: async (ticketId: string, adminId: string, meta: Meta) => {
      const result = await handleCommand(eventStore, ticketStream(ticketId), ticketDecider, {
        type: 'CloseTicket',
        data: { adminId },
        metadata: metadata(meta),
      });
      return { position: result.position };
    },
  };
};

export type TicketCommands = ReturnType<typeof ticketCommands>;

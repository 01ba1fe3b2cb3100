import type { ReadStore } from '../../commands/ports';
import type { TicketDoc } from './tickets.projection';

export const ticketQueries = (readStore: ReadStore) => {
  const tickets = readStore.collection<TicketDoc>('tickets');
  return {
    openCount: () => tickets.countDocuments({ status: 'open' }),
    list: async ({ status, page, limit }: { status?: 'open' | 'closed'; page: number; limit: number }) => {
      const filter = status ? { status } : {};
      const total = await tickets.countDocuments(filter);
      const docs = await tickets.find(filter, { sort: { openedAt: -1, _id: 1 }, skip: (page - 1) * limit, limit });
      return {
        tickets: docs.map(({ _id, _position: _p, ...doc }) => ({ id: _id, ...doc })),
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      };
    },
    byId: (ticketId: string) => tickets.findOne({ _id: ticketId }),
  };
};

export type TicketQueries = ReturnType<typeof ticketQueries>;

import { api, type Envelope } from '../../app/api';
import type { Pagination } from '../users/users.api';

/** A support ticket from the /contact form. */
export interface Ticket {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  status: 'open' | 'closed';
  openedAt: string;
  closedAt: string | null;
  closedBy?: string | null;
}

export const ticketStatuses = ['open', 'closed', 'all'] as const;
export type TicketStatusFilter = (typeof ticketStatuses)[number];

export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTickets: build.query<
      { tickets: Ticket[]; pagination: Pagination },
      { status: TicketStatusFilter; page: number }
    >({
      query: ({ status, page }) => ({ url: '/admin/tickets', params: { status, page, limit: 20 } }),
      transformResponse: (answer: Envelope<{ tickets: Ticket[]; pagination: Pagination }>) => answer.data,
      providesTags: ['Tickets'],
    }),
    closeTicket: build.mutation<Envelope<unknown>, string>({
      query: (id) => ({ url: `/admin/tickets/${encodeURIComponent(id)}/close`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Tickets', 'Dashboard']),
    }),
  }),
});

export const { useListTicketsQuery, useCloseTicketMutation } = ticketsApi;

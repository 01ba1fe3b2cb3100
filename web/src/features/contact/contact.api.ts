import { api } from '../../app/api';
import type { ContactBody } from '../../../../domain/tickets/ticket.decider';

interface ContactAnswer {
  success: true;
  message: string;
  data: { ticketId: string };
}

/** `POST /api/contact`: the message becomes a support ticket that staff answer by mail. */
const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactAnswer, ContactBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;

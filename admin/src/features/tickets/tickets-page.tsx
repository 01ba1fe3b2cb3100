import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../../web/src/shared/ui/alert';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { useSuccessText } from '../../../../web/src/shared/ui/use-success-text';
import { formatDateTime } from '../../shared/format';
import { useCan } from '../../shared/use-admin';
import { PageHeader } from '../../shared/ui/page-header';
import { Pagination } from '../../shared/ui/pagination';
import { useTimedNotice } from '../../shared/ui/use-timed-notice';
import { mailDraft } from '../users/mail-draft';
import { ticketStatuses, useCloseTicketMutation, useListTicketsQuery, type TicketStatusFilter } from './tickets.api';

const isStatus = (value: unknown): value is TicketStatusFilter => ticketStatuses.includes(value as TicketStatusFilter);

/** Support tickets from the /contact form (the dashboard's Open Tickets): read, answer by mail, close. */
export function TicketsPage() {
  const { t, i18n } = useTranslation('tickets');
  usePageTitle(t('title'), t('common:brand'));
  const language = i18n.language;
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  // Held here as well as in the address, so the radio shows the choice at once (the navigation comes after).
  const [status, setStatus] = useState<TicketStatusFilter>(isStatus(requested) ? requested : 'open');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading, isFetching, refetch } = useListTicketsQuery({ status, page });
  const [close, closeState] = useCloseTicketMutation();
  const [done, setDone] = useTimedNotice();
  const successText = useSuccessText();
  const can = useCan();

  const go = (next: TicketStatusFilter, nextPage = 1) => {
    setStatus(next);
    const query = new URLSearchParams();
    if (next !== 'open') query.set('status', next);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const onClose = async (id: string, subject: string) => {
    try {
      const answer = await close(id).unwrap();
      setDone(successText(answer, t('closed', { subject })));
    } catch {
      // Shown by the alert.
    }
  };

  return (
    <div className="page stack-lg">
      <PageHeader
        title={t('title')}
        actions={
          <>
            <fieldset className="segmented">
              <legend className="visually-hidden">{t('filter')}</legend>
              {ticketStatuses.map((value) => (
                <label key={value} className="segmented-option">
                  <input
                    type="radio"
                    name="ticket-status"
                    value={value}
                    checked={status === value}
                    onChange={() => go(value)}
                  />
                  <span>{t(`status.${value}`)}</span>
                </label>
              ))}
            </fieldset>
            <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? t('common:actions.refreshing') : t('common:actions.refresh')}
            </button>
          </>
        }
      />
      {done ? <Alert tone="success">{done}</Alert> : null}
      {closeState.error ? (
        <ApiErrorAlert error={closeState.error} failed={t('closeFailed')} thrown={t('common:errors.network')} />
      ) : null}
      {error ? <ApiErrorAlert error={error} failed={t('failed')} thrown={t('common:errors.network')} /> : null}
      {isLoading ? (
        <p role="status" className="muted">
          {t('common:loading')}
        </p>
      ) : null}
      {data && data.tickets.length === 0 ? (
        <div className="empty-state" role="status">
          <p className="empty-title">{t('empty')}</p>
        </div>
      ) : null}
      {data && data.tickets.length > 0 ? (
        <ul className="list-rows" aria-label={t('title')}>
          {data.tickets.map((ticket) => (
            <li key={ticket.id} className="card stack-tight ticket">
              <p className="list-row-title">
                <span className="list-row-name">{ticket.subject}</span>
                <span className={ticket.status === 'open' ? 'badge badge-warning' : 'badge badge-secondary'}>
                  {t(`status.${ticket.status}`)}
                </span>
              </p>
              <p className="muted list-row-sub">
                {t('from', { name: ticket.name, email: ticket.email, date: formatDateTime(ticket.openedAt, language) })}
              </p>
              <p className="ticket-message">{ticket.message}</p>
              {ticket.closedAt ? (
                <p className="muted list-row-sub">
                  {t('closedAt', { date: formatDateTime(ticket.closedAt, language) })}
                </p>
              ) : null}
              <div className="admin-actions">
                <a
                  className="btn btn-outline btn-sm"
                  href={`${mailDraft(ticket.email, t('greeting', { name: ticket.name }))}&subject=${encodeURIComponent(`Re: ${ticket.subject}`)}`}
                >
                  {t('reply')}
                </a>
                {ticket.status === 'open' && can('tickets.manage') ? (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    disabled={closeState.isLoading}
                    onClick={() => void onClose(ticket.id, ticket.subject)}
                  >
                    {t('close')}
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={(p) => go(status, p)} />
      ) : null}
    </div>
  );
}

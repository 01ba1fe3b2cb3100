import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../../web/src/shared/ui/alert';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { useCsvExport } from '../../shared/csv-download';
import { formatCount } from '../../shared/format';
import { useCan } from '../../shared/use-admin';
import { ExportFailureAlert } from '../../shared/ui/export-failure';
import { PageHeader } from '../../shared/ui/page-header';
import { Pagination } from '../../shared/ui/pagination';
import { useTimedNotice } from '../../shared/ui/use-timed-notice';
import { UserRow } from './user-row';
import { useListUsersQuery } from './users.api';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * The users list (spec §2): search by email or username (applied with Filter), 20 a page, Refresh, Export to CSV
 * (`users-export-{date}.csv`), the row menu, the empty state. Page and search live in the address, so Back returns
 * to the same page.
 */
export function UsersPage() {
  const { t, i18n } = useTranslation('users');
  usePageTitle(t('list.title'), t('common:brand'));
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const { data, error, isLoading, isFetching, refetch } = useListUsersQuery({ page, search });
  const exporter = useCsvExport();
  const can = useCan();
  const [notice, setNotice] = useTimedNotice();

  const go = (next: { page?: number; search?: string }) => {
    const query = new URLSearchParams();
    const nextSearch = next.search ?? search;
    const nextPage = next.page ?? 1;
    if (nextSearch) query.set('search', nextSearch);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ search: draft.trim(), page: 1 });
  };

  const total = data?.pagination.total;
  return (
    <div className="page stack-lg">
      <PageHeader
        title={
          total === undefined
            ? t('list.title')
            : t('list.titleWithCount', { formatted: formatCount(total, i18n.language) })
        }
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? t('common:actions.refreshing') : t('common:actions.refresh')}
            </button>
            {can('data.export') ? (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void exporter.download('/admin/users/export', 'users-export')}
                disabled={exporter.busy}
              >
                {exporter.busy ? t('common:actions.exporting') : t('list.exportCsv')}
              </button>
            ) : null}
            <button type="button" className="btn btn-primary" onClick={() => setNotice(t('list.addUserSoon'))}>
              {t('list.addUser')}
            </button>
          </>
        }
      />
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <ExportFailureAlert
        failure={exporter.failure}
        texts={{ failed: t('list.exportFailed'), error: t('list.exportError') }}
      />
      <form className="inline-form search-form" role="search" onSubmit={onFilter}>
        <div className="field">
          <label htmlFor="users-search">{t('list.search')}</label>
          <input
            id="users-search"
            type="search"
            value={draft}
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-secondary">
          {t('common:actions.filter')}
        </button>
      </form>
      {error ? <ApiErrorAlert error={error} failed={t('list.failed')} thrown={t('common:errors.network')} /> : null}
      {isLoading ? (
        <p role="status" className="muted">
          {t('common:loading')}
        </p>
      ) : null}
      {data && data.users.length === 0 ? (
        <div className="empty-state" role="status">
          <p className="empty-title">{t('list.empty')}</p>
        </div>
      ) : null}
      {data && data.users.length > 0 ? (
        <ul className="list-rows" aria-label={t('list.title')} aria-busy={isFetching}>
          {data.users.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pagination
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          onPage={(p) => go({ page: p })}
        />
      ) : null}
    </div>
  );
}

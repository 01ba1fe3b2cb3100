import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Page X of Y with Previous and Next; nothing when everything fits on one page (spec §2). */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('actions.previous')}
      </button>
      <span aria-live="polite">{t('pagination.pageOf', { page, total: totalPages })}</span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('actions.next')}
      </button>
    </nav>
  );
}

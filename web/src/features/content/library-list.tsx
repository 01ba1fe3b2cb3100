import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../shared/ui/alert';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Skeleton } from '../../shared/ui/skeleton';
import {
  useDeleteContentMutation,
  useGetLibraryInfiniteQuery,
  type LibraryFilter,
  type LibraryItem,
} from '../../shared/content/content.api';
import { EditContentDialog } from './edit-content-dialog';
import { LibraryCard } from './library-card';
import type { LibraryView } from './use-library-view';

interface LibraryListProps {
  filter: LibraryFilter;
  filtered: boolean;
  view: LibraryView;
}

function ListSkeleton({ view }: { view: LibraryView }) {
  return (
    <ul className={`library-items library-${view}`} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="card stack-tight">
          <Skeleton width="40%" />
          <Skeleton height="1.5rem" width="80%" />
          <Skeleton height="3rem" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The sources matching the filter, 12 a page; Load more appends the next page. Each can be edited, or deleted after
 * a confirmation.
 */
export function LibraryList({ filter, filtered, view }: LibraryListProps) {
  const { t } = useTranslation('content');
  const { data, isLoading, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useGetLibraryInfiniteQuery(filter);
  const [deleteContent, deleting] = useDeleteContentMutation();
  const [editing, setEditing] = useState<LibraryItem | null>(null);
  const [confirming, setConfirming] = useState<LibraryItem | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const items = data?.pages.flatMap((page) => page.content) ?? [];

  const onDelete = async (item: LibraryItem) => {
    setConfirming(null);
    setNotice(null);
    try {
      await deleteContent(item.id).unwrap();
      setNotice({ tone: 'success', text: t('library.deleted', { title: item.title }) });
    } catch {
      setNotice({ tone: 'error', text: t('library.deleteFailed') });
    }
  };

  let body;
  if (isLoading) body = <ListSkeleton view={view} />;
  else if (isError && items.length === 0)
    body = (
      <Alert tone="error" title={t('library.loadFailedTitle')} className="alert-with-action">
        <span>{t('library.loadFailed')}</span>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void refetch()} disabled={isFetching}>
          {t('retry')}
        </button>
      </Alert>
    );
  else if (items.length === 0)
    body = filtered ? (
      <div className="empty-state">
        <p className="empty-title">{t('library.noMatchTitle')}</p>
        <p className="muted">{t('library.noMatchText')}</p>
      </div>
    ) : (
      <div className="empty-state">
        <p className="empty-title">{t('library.emptyTitle')}</p>
        <p className="muted">{t('library.emptyText')}</p>
        <div className="empty-action">
          <Link to="/quiz/create" className="btn btn-primary btn-sm">
            {t('library.emptyAction')}
          </Link>
        </div>
      </div>
    );
  else
    body = (
      <>
        <ul className={`library-items library-${view}`} aria-busy={isFetching}>
          {items.map((item) => (
            <LibraryCard
              key={item.id}
              item={item}
              onEdit={() => setEditing(item)}
              onDelete={() => setConfirming(item)}
            />
          ))}
        </ul>
        {isError ? <Alert tone="error">{t('library.loadFailed')}</Alert> : null}
        {hasNextPage ? (
          <div className="load-more">
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
            >
              {isFetchingNextPage ? t('loadingMore') : t('loadMore')}
            </button>
          </div>
        ) : null}
      </>
    );

  return (
    <div className="stack" aria-busy={isLoading || deleting.isLoading}>
      <div aria-live="polite">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>
      {body}
      {editing ? (
        <EditContentDialog
          item={editing}
          onClose={(saved) => {
            if (saved) setNotice({ tone: 'success', text: t('edit.saved') });
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('library.deleteTitle')}
        confirmLabel={t('library.deleteConfirm')}
        cancelLabel={t('edit.cancel')}
        tone="danger"
        onConfirm={() => confirming && void onDelete(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('library.deleteText', { title: confirming?.title ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}

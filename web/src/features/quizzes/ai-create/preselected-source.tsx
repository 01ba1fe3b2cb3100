import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../app/layout/app-layout';
import { ApiErrorAlert } from '../../../shared/ui/api-error-alert';
import { useGetLibraryItemQuery } from '../../../shared/content/content.api';
import type { PickedSource } from './wizard.slice';

interface PreselectedSourceProps {
  id: string;
  onLoaded: (item: PickedSource) => void;
  /** The source selection, shown with the message when the source cannot be loaded. */
  children: ReactNode;
}

/** `?source={id}`: loads that library source and hands it to the wizard, which opens the input step with it. */
export function PreselectedSource({ id, onLoaded, children }: PreselectedSourceProps) {
  const { t } = useTranslation('content');
  const { data, error } = useGetLibraryItemQuery(id);

  useEffect(() => {
    if (data) onLoaded({ id: data.id, title: data.title, sourceType: data.sourceType, wordCount: data.wordCount });
  }, [data, onLoaded]);

  if (error) {
    return (
      <div className="stack">
        <ApiErrorAlert error={error} failed={t('selection.preselectFailed')} />
        {children}
      </div>
    );
  }
  return <PageLoading />;
}

import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

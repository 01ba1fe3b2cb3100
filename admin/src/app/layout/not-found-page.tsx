import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';

/** An unknown path under /admin. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'), t('brand'));
  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary btn-lg">
        {t('notFound.goDashboard')}
      </Link>
    </div>
  );
}

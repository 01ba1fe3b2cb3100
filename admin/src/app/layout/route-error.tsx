import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';

const isStaleChunk = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );

/** Shown inside the layout when a page fails to load or render; a chunk gone after an update asks for a reload. */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const stale = isStaleChunk(error);
  const title = stale ? t('routeError.updatedTitle') : t('routeError.title');
  usePageTitle(title, t('brand'));
  return (
    <div className="page not-found" role="alert">
      <h1>{title}</h1>
      <p className="muted">
        {stale
          ? t('routeError.updatedText')
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : t('routeError.text')}
      </p>
      <div className="hero-actions">
        <button type="button" className="btn btn-primary btn-lg" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to="/" className="btn btn-outline btn-lg" reloadDocument>
          {t('notFound.goDashboard')}
        </Link>
      </div>
    </div>
  );
}

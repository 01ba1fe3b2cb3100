import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from './use-page-title';

/** What differs between the web app's and the staff app's error pages: the way home and the title's brand. */
interface ErrorPageProps {
  homeLabel: string;
  brand?: string;
}

const isStaleChunk = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );

/**
 * Shown inside the layout when a page fails to load or render. A page chunk that no longer exists (the app was
 * updated since this tab opened) asks for a reload. Both apps' `common` namespace holds its strings.
 */
export function RouteErrorView({ homeLabel, brand }: ErrorPageProps) {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const stale = isStaleChunk(error);
  const title = stale ? t('routeError.updatedTitle') : t('routeError.title');
  usePageTitle(title, brand);
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
          {homeLabel}
        </Link>
      </div>
    </div>
  );
}

/** An unknown route (the router's base path makes "/" the app's home). */
export function NotFoundView({ homeLabel, brand }: ErrorPageProps) {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'), brand);
  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary btn-lg">
        {homeLabel}
      </Link>
    </div>
  );
}

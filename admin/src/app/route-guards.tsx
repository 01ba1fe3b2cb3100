import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiErrorAlert } from '../../../web/src/shared/ui/api-error-alert';
import { AccessDeniedPage } from '../features/auth/access-denied-page';
import {
  selectAdminStatus,
  selectAdminUser,
  selectSessionError,
  sessionCheckRetried,
} from '../features/auth/admin-auth.slice';
import { meetsRequirement, type Requirement } from '../features/auth/admin-roles';
import { useAppDispatch, useAppSelector } from './hooks';
import { PageLoading } from './layout/page-loading';
import { returnPathOf } from './return-path';

/** What a page shows while the stored session is being verified. */
export function SessionLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('verifyingSession')}</span>
    </div>
  );
}

/**
 * The admin guard (spec §2): a loading state while the stored token is verified, /admin/login when there is no
 * session (remembering where the admin was going), a retry when the check could not reach the server.
 */
export function RequireAdmin() {
  const { t } = useTranslation('common');
  const status = useAppSelector(selectAdminStatus);
  const error = useAppSelector(selectSessionError);
  const dispatch = useAppDispatch();
  const location = useLocation();
  if (status === 'checking' && error)
    return (
      <div className="page stack admin-narrow">
        <ApiErrorAlert error={error} failed={t('errors.fetchProfile')} thrown={t('errors.network')} />
        <div>
          <button type="button" className="btn btn-primary" onClick={() => dispatch(sessionCheckRetried())}>
            {t('actions.retry')}
          </button>
        </div>
      </div>
    );
  if (status === 'checking') return <SessionLoading />;
  if (status !== 'signedIn')
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** A page that needs a role or a permission: the Access Denied page otherwise, naming both roles. */
export function RequireRole({ requirement, children }: { requirement: Requirement; children: ReactNode }) {
  const admin = useAppSelector(selectAdminUser);
  if (!admin || !meetsRequirement(admin, requirement))
    return <AccessDeniedPage requirement={requirement} role={admin?.role ?? null} />;
  return <>{children}</>;
}

/** /admin/login: an admin who is already signed in goes straight on. */
export function GuestOnly() {
  const status = useAppSelector(selectAdminStatus);
  const location = useLocation();
  if (status === 'checking') return <SessionLoading />;
  if (status === 'signedIn') return <Navigate to={returnPathOf(location.state)} replace />;
  return (
    <main id="main-content" className="app-main">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

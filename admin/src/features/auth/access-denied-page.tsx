import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { isAdminRole, requiredRoleOf, type Requirement } from './admin-roles';

interface AccessDeniedProps {
  requirement: Requirement;
  /** The signed-in admin's role (null when unknown). */
  role: string | null;
}

/** Access Denied (spec §2): which role or permission the page needs, and the admin's own role. */
export function AccessDeniedPage({ requirement, role }: AccessDeniedProps) {
  const { t } = useTranslation('common');
  usePageTitle(t('accessDenied.title'), t('brand'));
  const requiredRole = requiredRoleOf(requirement);
  const roleName = (value: string) => (isAdminRole(value) ? t(`roles.${value}`) : value);
  return (
    <div className="page admin-narrow">
      <section className="card stack access-denied" aria-labelledby="access-denied-title" role="alert">
        <h1 id="access-denied-title">{t('accessDenied.title')}</h1>
        {requiredRole ? <p>{t('accessDenied.needsRole', { role: roleName(requiredRole) })}</p> : null}
        {requirement.permission ? (
          <p>
            {t('accessDenied.needsPermission')} <code className="mono">{requirement.permission}</code>
          </p>
        ) : null}
        <p className="muted">{t('accessDenied.yourRole', { role: role ? roleName(role) : t('roles.none') })}</p>
        <div>
          <Link to="/" className="btn btn-primary">
            {t('accessDenied.back')}
          </Link>
        </div>
      </section>
    </div>
  );
}

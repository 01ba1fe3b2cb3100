import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Logo } from '../../../../web/src/shared/ui/logo';
import { selectAdminUser } from '../../features/auth/admin-auth.slice';
import { isAdminRole } from '../../features/auth/admin-roles';
import { useAppSelector } from '../hooks';
import { PageLoading } from './page-loading';
import { LanguageMenu } from './language-menu';
import { useSignOut } from './use-sign-out';

const sections = [
  { to: '/', key: 'dashboard', end: true },
  { to: '/users', key: 'users', end: false },
  { to: '/subscriptions', key: 'subscriptions', end: false },
  { to: '/analytics', key: 'analytics', end: false },
  { to: '/tickets', key: 'tickets', end: false },
  { to: '/settings', key: 'settings', end: false },
  { to: '/projections', key: 'projections', end: false },
  { to: '/audit', key: 'audit', end: false },
  { to: '/staff', key: 'staff', end: false },
  { to: '/account', key: 'account', end: false },
] as const;

/**
 * The frame of every admin page: skip link, a header (brand, language, who is signed in, Sign out), the section
 * navigation (a sidebar on wide screens, a disclosure menu on phones) and the main landmark, which takes focus
 * after a navigation.
 */
export function AdminLayout() {
  const { t } = useTranslation('common');
  const admin = useAppSelector(selectAdminUser);
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    setMenuOpen(false);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = mainRef.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);

  const role = admin?.role;
  return (
    <div className="app-shell admin-shell">
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <header className="admin-header">
        <div className="admin-header-inner">
          <button
            type="button"
            className="btn btn-ghost admin-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="hamburger" aria-hidden="true" />
            <span className="visually-hidden">{t('nav.menu')}</span>
          </button>
          <Link to="/" className="logo-link" aria-label={t('nav.home')}>
            <Logo />
            <span className="admin-tag">{t('adminTag')}</span>
          </Link>
          <div className="admin-header-actions">
            <LanguageMenu />
            {admin ? (
              <span className="admin-who">
                <span className="admin-who-email">{admin.username ?? admin.email}</span>
                {role ? <span className="badge badge-ai">{isAdminRole(role) ? t(`roles.${role}`) : role}</span> : null}
              </span>
            ) : null}
            <button type="button" className="btn btn-outline btn-sm" onClick={signOut}>
              {t('nav.signOut')}
            </button>
          </div>
        </div>
      </header>
      <div className="admin-body">
        <nav id={navId} className={menuOpen ? 'admin-nav is-open' : 'admin-nav'} aria-label={t('nav.label')}>
          <ul className="admin-nav-list">
            {sections.map((section) => (
              <li key={section.key}>
                <NavLink to={section.to} end={section.end} className="admin-nav-link">
                  {t(`nav.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main-content" ref={mainRef} tabIndex={-1} className="app-main admin-main">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}

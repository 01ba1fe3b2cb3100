import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { selectIsSignedIn, selectSessionUser } from '../../shared/session/auth.slice';
import { useGetProfileQuery } from '../../shared/user/user.api';
import { shownPlan } from '../../shared/billing/subscription-plan';
import { Logo } from '../../shared/ui/logo';
import { PlanBadge } from '../../shared/ui/plan-badge';
import { useAppSelector } from '../hooks';
import { LanguageMenu } from './language-menu';
import { MobileNav } from './mobile-nav';
import { UserMenu } from './user-menu';

export interface NavEntry {
  to: string;
  label: string;
}

/**
 * The site header: logo, navigation (Dashboard and Content library when signed in, Pricing and Join game always),
 * language, and the account area (plan badge and avatar menu, or log in and sign up). Below 768 px everything but
 * the logo moves into the side sheet.
 */
export function Header() {
  const { t } = useTranslation('common');
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectSessionUser);
  const { data: profile } = useGetProfileQuery(undefined, { skip: !signedIn });
  const plan = shownPlan(profile?.subscription);

  const links: NavEntry[] = [
    ...(signedIn
      ? [
          { to: '/dashboard', label: t('nav.dashboard') },
          { to: '/content/library', label: t('nav.library') },
        ]
      : []),
    { to: '/pricing', label: t('nav.pricing') },
    { to: '/join', label: t('nav.join') },
  ];

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="logo-link" aria-label={t('header.homeLink')}>
          <Logo />
        </Link>
        <nav className="header-nav" aria-label={t('header.mainNav')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageMenu />
          {signedIn && user ? (
            <>
              <PlanBadge plan={plan} />
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <Link to="/login" className="btn btn-ghost">
                {t('nav.login')}
              </Link>
              <Link to="/signup" className="btn btn-primary">
                {t('nav.signup')}
              </Link>
            </>
          )}
        </div>
        <div className="header-mobile">
          <MobileNav links={links} user={signedIn ? user : null} plan={plan} />
        </div>
      </div>
    </header>
  );
}

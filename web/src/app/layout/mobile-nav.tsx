import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { SessionUser } from '../../shared/session/auth.slice';
import { languageOptions } from '../../shared/i18n/languages';
import { FlagIcon } from '../../shared/ui/flag-icon';
import { PlanBadge } from '../../shared/ui/plan-badge';
import type { NavEntry } from './header';
import { useLanguageSwitch } from './use-language-switch';
import { useLogout } from './use-logout';
import { initialOf } from './user-menu';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface MobileNavProps {
  links: NavEntry[];
  user: SessionUser | null;
  plan: unknown;
}

/**
 * The phone navigation: a modal side sheet (native <dialog>) with a focus trap; Escape or the close button closes
 * it and focus returns to the menu button.
 */
export function MobileNav({ links, user, plan }: MobileNavProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const location = useLocation();
  const logout = useLogout();
  const { language, switchTo } = useLanguageSwitch();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A navigation closes the sheet.
  useEffect(() => setOpen(false), [location.pathname]);

  const onClose = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="btn btn-ghost menu-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className="hamburger" aria-hidden="true" />
        <span className="visually-hidden">{t('header.openMenu')}</span>
      </button>
      <dialog
        ref={dialogRef}
        className="sheet"
        aria-labelledby={titleId}
        onClose={onClose}
        onKeyDown={trapFocus}
        onClick={(event) => {
          if (event.target === dialogRef.current) setOpen(false);
        }}
      >
        <div className="sheet-panel">
          <div className="sheet-head">
            <h2 id={titleId} className="sheet-title">
              {t('header.menuTitle')}
            </h2>
            <button
              type="button"
              className="btn btn-ghost icon-button"
              data-autofocus=""
              onClick={() => setOpen(false)}
            >
              <span aria-hidden="true">✕</span>
              <span className="visually-hidden">{t('header.closeMenu')}</span>
            </button>
          </div>
          {user ? (
            <div className="sheet-user">
              <span className="avatar" aria-hidden="true">
                {initialOf(user.username)}
              </span>
              <div className="sheet-user-text">
                <span className="sheet-user-name">{user.username}</span>
                <PlanBadge plan={plan} />
              </div>
            </div>
          ) : null}
          <nav aria-label={t('header.mainNav')}>
            <ul className="sheet-links">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="sheet-link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {user ? (
                <>
                  <li>
                    <NavLink to="/settings" className="sheet-link">
                      {t('nav.settings')}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/subscription" className="sheet-link">
                      {t('nav.subscription')}
                    </NavLink>
                  </li>
                </>
              ) : null}
            </ul>
          </nav>
          <div className="sheet-section" role="group" aria-labelledby={`${titleId}-language`}>
            <p id={`${titleId}-language`} className="sheet-section-title">
              {t('language.label')}
            </p>
            <div className="language-choices">
              {languageOptions.map((option) => (
                <button
                  key={option.code}
                  type="button"
                  lang={option.code}
                  className="language-choice"
                  aria-pressed={option.code === language}
                  onClick={() => switchTo(option.code)}
                >
                  <FlagIcon language={option.code} />
                  {option.nativeName}
                </button>
              ))}
            </div>
          </div>
          <div className="sheet-actions">
            {user ? (
              <button
                type="button"
                className="btn btn-outline btn-block"
                onClick={() => {
                  setOpen(false);
                  void logout();
                }}
              >
                {t('nav.logout')}
              </button>
            ) : (
              <>
                <NavLink to="/login" className="btn btn-outline btn-block">
                  {t('nav.login')}
                </NavLink>
                <NavLink to="/signup" className="btn btn-primary btn-block">
                  {t('nav.signup')}
                </NavLink>
              </>
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}

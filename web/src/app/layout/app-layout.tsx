import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { isPlayerGameRoute, useSiteChromeRequested } from './site-chrome';

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

/**
 * The frame of every page: skip link, header, main landmark, footer; a game screen has the main landmark alone (a
 * player's game by its route, a host's presentation mode by `useHideSiteChrome`). Focus moves to the main area on navigation,
 * unless the new page has already put it somewhere inside.
 */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const requested = useSiteChromeRequested();
  const gameOnly = requested || isPlayerGameRoute(pathname, search);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A page that already moved focus into itself (a game screen's new question) keeps it there.
    const main = mainRef.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={gameOnly ? 'app-shell app-shell-game' : 'app-shell'}>
      {gameOnly ? null : (
        <>
          <a className="skip-link" href="#main-content">
            {t('skipToContent')}
          </a>
          <Header />
        </>
      )}
      <main id="main-content" ref={mainRef} tabIndex={-1} className="app-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {gameOnly ? null : <Footer />}
      <ScrollRestoration />
    </div>
  );
}

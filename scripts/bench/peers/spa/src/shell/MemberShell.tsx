/**
 * The peer's member layout route (the product's MemberLayout.astro and guard in React): header with welcome, search,
 * links and Logout, the page, footer, bottom bar, chat button and status parts. Without a session the visitor goes to
 * the login screen, which returns here after login.
 */
import { useStore } from '@nanostores/react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import HeaderSearch from '../../../../../../src/islands/layout/HeaderSearch.tsx';
import { t } from '../../../../../../src/shared/messages/index.ts';
import { matchRoute, pathFor } from '../../../../../../src/shared/routes.ts';
import { $profile, $session } from '../../../../../../src/stores/session.ts';
import { HEADER_NAV, isCurrent } from '../../../../../../src/ui/nav-items.ts';
import BottomBar from './BottomBar.tsx';
import BrandLink from './BrandLink.tsx';
import SiteFooter from './SiteFooter.tsx';
import StatusParts from './StatusParts.tsx';

/** The member shell around the page of the address. */
export default function MemberShell() {
  const session = useStore($session);
  const profile = useStore($profile);
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={`${pathFor('login')}?next=${encodeURIComponent(pathname + search)}`} replace />;
  const route = matchRoute(pathname)?.route.id;
  return (
    <div className="member">
      <a className="skip-link" href="#main">
        {t.nav.skipToContent}
      </a>
      <div className="page">
        <header className="site-header">
          <div className="container site-header__inner">
            <BrandLink to={pathFor('home')} />
            <p className="welcome">{t.welcome(profile?.first_name)}</p>
            <HeaderSearch />
            <nav className="site-nav" aria-label={t.nav.main}>
              <ul className="site-nav__list">
                {HEADER_NAV.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} aria-current={isCurrent(item, route) ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <button type="button" className="btn btn--secondary header-logout" data-logout>
              {t.nav.logout}
            </button>
          </div>
        </header>
        <main id="main" className="page-main container">
          <Outlet />
        </main>
        <SiteFooter member />
        <BottomBar current={route} />
        <button
          type="button"
          className="chat-launcher"
          id="chat-launcher"
          aria-label={t.chat.open}
          aria-expanded="false"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />
          </svg>
        </button>
      </div>
      <StatusParts />
    </div>
  );
}

/**
 * The peer's public layout route (the product's PublicLayout.astro and guard in React): a logged-in member goes to
 * /home; /verify without a pending challenge goes back to the login screen.
 */
import { useStore } from '@nanostores/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { STORAGE_KEYS } from '../../../../../../src/lib/storage-keys.ts';
import { t } from '../../../../../../src/shared/messages/index.ts';
import { pathFor } from '../../../../../../src/shared/routes.ts';
import { $session } from '../../../../../../src/stores/session.ts';
import BrandLink from './BrandLink.tsx';
import SiteFooter from './SiteFooter.tsx';
import StatusParts from './StatusParts.tsx';

/** Header, the page, footer and status parts of the login and verify screens. */
export default function PublicShell() {
  const session = useStore($session);
  const { pathname } = useLocation();
  if (session) return <Navigate to={pathFor('home')} replace />;
  if (pathname === pathFor('verify') && !sessionStorage.getItem(STORAGE_KEYS.challenge))
    return <Navigate to={pathFor('login')} replace />;
  return (
    <div className="public">
      <a className="skip-link" href="#main">
        {t.nav.skipToContent}
      </a>
      <div className="page">
        <header className="site-header">
          <div className="container site-header__inner">
            <BrandLink to={pathFor('login')} />
            <p className="welcome">{t.welcome(undefined)}</p>
          </div>
        </header>
        <main id="main" className="page-main container">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <StatusParts />
    </div>
  );
}

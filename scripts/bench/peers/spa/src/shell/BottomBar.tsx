/**
 * The mobile bottom bar and its slide-in menu (the product's BottomBar.astro in React, same markup); the product's
 * layout script binds the Menu, close and Logout buttons (StatusParts.tsx).
 */
import { Link } from 'react-router';
import { publicConfig } from '../../../../../../src/lib/config.ts';
import { t } from '../../../../../../src/shared/messages/index.ts';
import type { RouteId } from '../../../../../../src/shared/routes.ts';
import Icon from '../../../../../../src/ui/Icon.tsx';
import { ICON_PATHS } from '../../../../../../src/ui/icon-paths.ts';
import { BOTTOM_NAV, isCurrent, MENU_NAV } from '../../../../../../src/ui/nav-items.ts';

/** The bottom bar and menu dialog; `current` marks the page shown. */
export default function BottomBar({ current }: { current: RouteId | undefined }) {
  return (
    <>
      <nav className="bottom-bar" aria-label={t.nav.quickLinks}>
        <ul className="bottom-bar__list">
          <li>
            <button type="button" className="bottom-bar__item" aria-haspopup="dialog" data-menu-open>
              <Icon path={ICON_PATHS.menu} />
              <span>{t.nav.menu}</span>
            </button>
          </li>
          {BOTTOM_NAV.map((item) => (
            <li key={item.href}>
              <Link
                className="bottom-bar__item"
                to={item.href}
                aria-current={isCurrent(item, current) ? 'page' : undefined}
              >
                <Icon path={ICON_PATHS[item.icon]} />
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <dialog className="drawer" aria-label={t.nav.menu} data-menu>
        <button type="button" className="drawer__close" aria-label={t.nav.closeMenu} data-menu-close>
          <Icon path={ICON_PATHS.close} />
        </button>
        <nav aria-label={t.nav.main}>
          <ul className="drawer__list">
            {MENU_NAV.map((item) => (
              <li key={item.href}>
                <Link
                  className="drawer__link"
                  to={item.href}
                  aria-current={isCurrent(item, current) ? 'page' : undefined}
                >
                  <Icon path={ICON_PATHS[item.icon]} />
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="drawer__link" data-logout>
                <Icon path={ICON_PATHS.logout} />
                {t.nav.logout}
              </button>
            </li>
            <li>
              <a className="drawer__link" href={publicConfig.companyPortal} target="_blank" rel="noopener noreferrer">
                <Icon path={ICON_PATHS.portal} />
                {t.nav.companyPortal}
                <span className="visually-hidden"> {t.common.newTab}</span>
              </a>
            </li>
          </ul>
        </nav>
      </dialog>
    </>
  );
}

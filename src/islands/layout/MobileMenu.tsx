/** Island: the bottom bar's Menu button and the 250 px slide-in menu it opens (SPEC §2, §9). */
import { useRef } from 'react';
import type { MouseEvent } from 'react';
import { t } from '../../shared/messages/index.ts';
import type { RouteId } from '../../shared/routes.ts';
import { logout } from '../../stores/auth.ts';
import Icon from '../../ui/Icon.tsx';
import { MENU_NAV } from '../../ui/nav-items.ts';

/** Props of MobileMenu. */
export interface MobileMenuProps {
  /** The route of the current page, marked in the menu. */
  current?: RouteId | undefined;
  /** The external 'Company Portal' address (configuration). */
  companyPortal: string;
}

/** The Menu button and its modal menu (a native dialog: focus stays inside, Escape closes). */
export default function MobileMenu({ current, companyPortal }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = (): void => dialog.current?.showModal();
  const close = (): void => dialog.current?.close();
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>): void => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <button type="button" className="bottom-bar__item" aria-haspopup="dialog" onClick={open}>
        <Icon name="menu" />
        <span>{t.nav.menu}</span>
      </button>
      <dialog ref={dialog} className="drawer" aria-label={t.nav.menu} onClick={onBackdrop}>
        <button type="button" className="drawer__close" onClick={close} aria-label={t.nav.closeMenu}>
          <Icon name="close" />
        </button>
        <nav aria-label={t.nav.main}>
          <ul className="drawer__list">
            {MENU_NAV.map((item) => (
              <li key={item.route}>
                <a className="drawer__link" href={item.href} aria-current={item.route === current ? 'page' : undefined}>
                  <Icon name={item.icon} />
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <button type="button" className="drawer__link" onClick={() => void logout()}>
                <Icon name="logout" />
                {t.nav.logout}
              </button>
            </li>
            <li>
              <a className="drawer__link" href={companyPortal} target="_blank" rel="noopener noreferrer">
                <Icon name="portal" />
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

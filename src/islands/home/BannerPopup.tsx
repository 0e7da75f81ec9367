/**
 * The banner popup of /home (SPEC §2 Home, §4): shown once per session when GetCategory named a banner, hidden after
 * 3 s, on close, on Escape or on any tap, which goes through to the page beneath (docs/API.md, choices).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $bannerPopupOpen, $homeExtras, closeBannerPopup } from '../../stores/home.ts';

/**
 * A non-modal popup (it never traps focus or blocks the page) with the banner image and a close button. It takes the
 * focus when nothing has it (the page has just loaded), so that a keyboard or screen reader user meets it, and hands
 * it back, when it goes, to what had it before the doctor went into the popup.
 */
export default function BannerPopup() {
  const open = useStore($bannerPopupOpen);
  const { popupImage } = useStore($homeExtras);
  const shown = open && Boolean(popupImage);
  const popup = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<Element | null>(null);
  useEffect(() => {
    if (!shown) return;
    // A tap on the page closes the popup and goes on to what it touched; one on the close button is left to its click:
    // closed at the press, the popup would let a phone's click land on the card beneath the button.
    const closeFromPage = (event: PointerEvent) => {
      if (!(event.target instanceof Element && event.target.closest('.banner-popup'))) closeBannerPopup();
    };
    document.addEventListener('pointerdown', closeFromPage, { passive: true });
    if (document.activeElement === document.body) popup.current?.focus();
    return () => {
      document.removeEventListener('pointerdown', closeFromPage);
      // The focus was in the popup (now gone): back to where it came from, else the next Tab goes on from here.
      if (document.activeElement === document.body && cameFrom.current instanceof HTMLElement) cameFrom.current.focus();
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <div
      ref={popup}
      className="banner-popup"
      role="dialog"
      aria-label={t.homeExtras.popupTitle}
      tabIndex={-1}
      onFocus={(event) => {
        if (!popup.current?.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget;
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeBannerPopup();
      }}
    >
      <button type="button" className="banner-popup__close" aria-label={t.common.close} onClick={closeBannerPopup}>
        ×
      </button>
      <img src={popupImage} alt={t.homeExtras.popupImage} width={400} height={300} decoding="async" />
    </div>
  );
}

/**
 * The banner popup of /home (SPEC §2 Home, §4): shown once per session when GetCategory named a banner, hidden after
 * 3 s, on close or on any tap, which goes through to the page beneath (docs/API.md, choices).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $bannerPopupOpen, $homeExtras, closeBannerPopup } from '../../stores/home.ts';

/** A non-modal popup (it never traps focus or blocks the page) with the banner image and a close button. */
export default function BannerPopup() {
  const open = useStore($bannerPopupOpen);
  const { popupImage } = useStore($homeExtras);
  useEffect(() => {
    if (!open) return;
    // A tap on the page closes the popup and goes on to what it touched; one on the close button is left to its click:
    // closed at the press, the popup would let a phone's click land on the card beneath the button.
    const closeFromPage = (event: PointerEvent) => {
      if (!(event.target instanceof Element && event.target.closest('.banner-popup'))) closeBannerPopup();
    };
    document.addEventListener('pointerdown', closeFromPage, { passive: true });
    return () => document.removeEventListener('pointerdown', closeFromPage);
  }, [open]);
  if (!open || !popupImage) return null;
  return (
    <div className="banner-popup" role="dialog" aria-label={t.homeExtras.popupTitle}>
      <button type="button" className="banner-popup__close" aria-label={t.common.close} onClick={closeBannerPopup}>
        ×
      </button>
      <img src={popupImage} alt={t.homeExtras.popupImage} width={400} height={300} decoding="async" />
    </div>
  );
}

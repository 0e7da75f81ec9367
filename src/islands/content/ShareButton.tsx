/** Share an article through the phone's share sheet (Web Share API); nothing is shown where the browser has none. */
import { useEffect, useState } from 'react';
import { t } from '../../shared/messages/index.ts';

/** Props of ShareButton. */
export interface ShareButtonProps {
  title: string;
  /** The address to share: absolute, or a path of this site. */
  url: string;
}

/** A "Share" button that opens the share sheet with the article's title and address. */
export default function ShareButton({ title, url }: ShareButtonProps) {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  if (!canShare) return null;
  const share = (): void => {
    // A dismissed share sheet rejects (AbortError): nothing to tell the doctor.
    navigator.share({ title, url: new URL(url, location.href).href }).catch(() => undefined);
  };
  return (
    <button type="button" className="text-btn" aria-label={t.content.shareArticle(title)} onClick={share}>
      {t.content.share}
    </button>
  );
}

/**
 * Island (builds with Firebase only): keeps the push subscription current on member pages and, on the home page
 * after login, offers notifications once the page has loaded; the browser asks permission on "Allow".
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $pushOffer, acceptPush, declinePush, offerPush, syncPush } from '../../stores/push.ts';
import Button from '../../ui/Button.tsx';

/** Props: whether this page is the home page (the moment notifications are offered). */
export interface PushPromptProps {
  home: boolean;
}

/** The offer card, or nothing. */
export default function PushPrompt({ home }: PushPromptProps) {
  const offer = useStore($pushOffer);
  useEffect(() => {
    void syncPush();
    if (!home) return;
    const later = (): void => void setTimeout(offerPush, 1500);
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
  }, [home]);
  if (!offer) return null;
  return (
    <section className="push-prompt" aria-label={t.delivery.pushAllow}>
      <p>{t.delivery.pushAsk}</p>
      <div className="push-prompt__actions">
        <Button onClick={() => void acceptPush()}>{t.delivery.pushAllow}</Button>
        <Button variant="secondary" onClick={declinePush}>
          {t.delivery.pushLater}
        </Button>
      </div>
    </section>
  );
}

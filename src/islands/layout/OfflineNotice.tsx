/** Island: a notice while the device is offline (the page then comes from the service worker's copy). */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $offline, startOfflineSupport } from '../../stores/offline.ts';

/** Shows 'You are offline…' in a status region; also registers the service worker for the page. */
export default function OfflineNotice() {
  const offline = useStore($offline);
  useEffect(() => startOfflineSupport(), []);
  return (
    <div className="offline-notice" role="status" aria-live="polite">
      {offline ? <p>{t.offline}</p> : null}
    </div>
  );
}

/**
 * Island: /portals/{linkName}/{therapeuticFocus}/{subCatTitle}: titles linking to external portals in a new tab. The
 * list is drawn before React (src/islands/first-screen/); the island hydrates after it (`client:painted`).
 */
import { t } from '../../shared/messages/index.ts';
import { $portals, loadPortals, retryPortals } from '../../stores/media.ts';
import { useFirstScreen } from '../first-screen/use-first-screen.ts';
import ListView from './ListView.tsx';
import PortalRow from './PortalRow.tsx';
import { usePageParams } from './usePageParams.ts';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';

/** Reads link name, focus and title from the address and lists the portals. */
export default function PortalList() {
  const list = useDeferredStore($portals);
  const params = usePageParams(
    'portals',
    (p) => void loadPortals(p.linkName ?? '', p.therapeuticFocus ?? ''),
    (p) => p.subCatTitle ?? '',
  );
  // Its page has no layout script: this island binds the shell and takes the place of the portals drawn before React.
  useFirstScreen(list.status === 'ready' || list.status === 'error');

  return (
    <ListView
      state={list}
      onRetry={() => void retryPortals()}
      label={params?.subCatTitle || t.content.portals}
      className="rows"
      itemKey={(portal) => portal.portal_id}
      emptyText={t.content.noPortals}
      renderItem={(portal) => <PortalRow portal={portal} />}
    />
  );
}

/** Island: /portals/{linkName}/{therapeuticFocus}/{subCatTitle}: titles linking to external portals in a new tab. */
import { useStore } from '@nanostores/react';
import type { Portal } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { externalHref } from '../../lib/content-links.ts';
import { $portals, loadPortals, retryPortals } from '../../stores/media.ts';
import ListView from './ListView.tsx';
import NewTabLink from './NewTabLink.tsx';
import { usePageParams } from './usePageParams.ts';

function PortalRow({ portal }: { portal: Portal }) {
  const href = externalHref(portal.link);
  return (
    <div className="row">
      {href ? (
        <NewTabLink href={href} className="row__link">
          {portal.title}
        </NewTabLink>
      ) : (
        <p className="row__title">{portal.title}</p>
      )}
    </div>
  );
}

/** Reads link name, focus and title from the address and lists the portals. */
export default function PortalList() {
  const list = useStore($portals);
  const params = usePageParams(
    'portals',
    (p) => void loadPortals(p.linkName ?? '', p.therapeuticFocus ?? ''),
    (p) => p.subCatTitle ?? '',
  );

  return (
    <>
      <h1 className="page-title">{params?.subCatTitle || t.content.portals}</h1>
      <ListView
        state={list}
        onRetry={() => void retryPortals()}
        label={params?.subCatTitle || t.content.portals}
        className="rows"
        itemKey={(portal) => portal.portal_id}
        emptyText={t.content.noPortals}
        renderItem={(portal) => <PortalRow portal={portal} />}
      />
    </>
  );
}

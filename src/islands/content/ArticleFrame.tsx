/** Island: /articles/{link}, an article's https address in a full-width, 900 px high sandboxed frame (SPEC §2, §9). */
import { useEffect, useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { externalHref, frameSrc } from '../../lib/content-links.ts';
import { routeParams } from '../../lib/content-route.ts';
import Skeleton from '../../ui/Skeleton.tsx';
import NewTabLink from './NewTabLink.tsx';

/** Height of the external page frame (SPEC §9). */
const FRAME_HEIGHT = 900;

function Framed({ link }: { link: string }) {
  const src = frameSrc(link);
  const external = externalHref(link);
  const host = external ? new URL(external).host : '';
  return (
    <>
      {external ? (
        <p className="frame-bar">
          <span className="frame-bar__host">{host}</span>
          <NewTabLink href={external}>{t.content.openInNewTab}</NewTabLink>
        </p>
      ) : null}
      {src ? (
        <iframe
          className="frame"
          src={src}
          title={t.content.frameTitle(host)}
          width="100%"
          height={FRAME_HEIGHT}
          sandbox="allow-scripts allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <p className="empty" role="status">
          {t.content.frameUnsafe}
        </p>
      )}
    </>
  );
}

/** Reads the link from the address: https is framed, http is only offered in a new tab, anything else is refused. */
export default function ArticleFrame() {
  const [link, setLink] = useState<string | undefined>(undefined);
  useEffect(() => setLink(routeParams('articleLink').link ?? ''), []);
  return (
    <>
      <h1 className="page-title">{t.content.article}</h1>
      {link === undefined ? <Skeleton height="3rem" /> : <Framed link={link} />}
    </>
  );
}

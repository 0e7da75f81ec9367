/**
 * Island: /articles/{link}, an article in a full-width, 900 px high sandboxed frame (SPEC §2, §9). Only https
 * addresses on the allowed frame hosts (PUBLIC_FRAME_HOSTS, the company website) are shown; any other address gets
 * "This article is not available", with no frame and no link to it (issue 18 §10).
 */
import { useEffect, useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { articleFrameSrc } from '../../lib/content-links.ts';
import { routeParams } from '../../lib/content-route.ts';
import { pathFor } from '../../shared/routes.ts';
import Skeleton from '../../ui/Skeleton.tsx';
import NewTabLink from './NewTabLink.tsx';
import ShareButton from './ShareButton.tsx';

/** Height of the external page frame (SPEC §9). */
const FRAME_HEIGHT = 900;

function Unavailable() {
  return (
    <div className="empty" role="status">
      <p>
        <strong>{t.content.articleUnavailable}</strong>
      </p>
      <p>{t.content.articleUnavailableHint}</p>
      <p>
        <a href={pathFor('articles', {})}>{t.content.backToArticles}</a>
      </p>
    </div>
  );
}

function Framed({ src }: { src: string }) {
  const host = new URL(src).host;
  return (
    <>
      <p className="frame-bar">
        <span className="frame-bar__host">{host}</span>
        <NewTabLink href={src}>{t.content.openInNewTab}</NewTabLink>
        <ShareButton title={t.content.frameTitle(host)} url={location.href} />
      </p>
      <iframe
        className="frame"
        src={src}
        title={t.content.frameTitle(host)}
        width="100%"
        height={FRAME_HEIGHT}
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
      />
    </>
  );
}

/** Reads the link from the address and shows it only when it is on an allowed frame host. */
export default function ArticleFrame() {
  const [link, setLink] = useState<string | undefined>(undefined);
  useEffect(() => setLink(routeParams('articleLink').link ?? ''), []);
  const src = link === undefined ? undefined : articleFrameSrc(link);
  return (
    <>
      <h1 className="page-title">{t.content.article}</h1>
      {link === undefined ? <Skeleton height="3rem" /> : src ? <Framed src={src} /> : <Unavailable />}
    </>
  );
}

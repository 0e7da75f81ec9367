/**
 * Island: /articles/{link}, the bar above an article's frame (SPEC §2, §9): Open in a new tab and Share. The
 * heading, the article's host and the full-width, 900 px sandboxed frame are the page's
 * (islands/first-screen/AddressFrame.astro), given the article before React; the island hydrates once the page has
 * painted and binds the shell. Only https addresses on the allowed frame hosts (PUBLIC_FRAME_HOSTS, the company
 * website) are shown; any other address gets "This article is not available", with no frame and no link to it
 * (issue 18 §10).
 */
import { articleFrameSrc } from '../../lib/content-links.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { useShell } from '../first-screen/use-shell.ts';
import FrameBarPlaceholder from './FrameBarPlaceholder.tsx';
import NewTabLink from './NewTabLink.tsx';
import ShareButton from './ShareButton.tsx';
import { usePageParams } from './usePageParams.ts';

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

/** A link to open the article in a new tab, and Share (one row, the placeholder's height, on the smallest phone). */
function FrameBar({ src }: { src: string }) {
  const host = new URL(src).host;
  return (
    <p className="frame-bar">
      <NewTabLink href={src} saysNewTab>
        {t.content.openInNewTab}
      </NewTabLink>
      <ShareButton title={t.content.frameTitle(host)} url={location.href} />
    </p>
  );
}

/** Reads the link from the address; the bar when it is on an allowed frame host, else that it is not available. */
export default function ArticleFrame() {
  const params = usePageParams('articleLink', () => undefined);
  useShell();
  if (params === undefined) return <FrameBarPlaceholder />;
  const src = articleFrameSrc(params.link ?? '');
  return src ? <FrameBar src={src} /> : <Unavailable />;
}

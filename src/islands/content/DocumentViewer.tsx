/**
 * Island: /viewfile/{file_name}: the actions on a document of the company website (SPEC §2, §9), whose 700 px
 * sandboxed frame is the page's (src/islands/first-screen/AddressFrame.astro); it hydrates after the page has painted.
 */
import { useStore } from '@nanostores/react';
import { t } from '../../shared/messages/index.ts';
import { companyDocumentUrl, externalHref } from '../../lib/content-links.ts';
import { $downloading, downloadId, downloadToDevice } from '../../stores/downloads.ts';
import Button from '../../ui/Button.tsx';
import { useShell } from '../first-screen/use-shell.ts';
import FrameBarPlaceholder from './FrameBarPlaceholder.tsx';
import NewTabLink from './NewTabLink.tsx';
import { usePageParams } from './usePageParams.ts';

/**
 * Reads the file name from the address; for a safe name, opens it in a new tab and downloads it (the heading and the
 * frame are the page's, AddressHeading and AddressFrame, given the document before React); else says it cannot be
 * shown.
 */
export default function DocumentViewer() {
  const downloading = useStore($downloading);
  const params = usePageParams(
    'viewFile',
    () => undefined,
    (p) => p.file_name ?? '',
  );
  useShell();
  const name = params?.file_name ?? '';
  const src = companyDocumentUrl(name);
  const href = src ? externalHref(src) : undefined;

  if (params === undefined) return <FrameBarPlaceholder />;
  if (!src)
    return (
      <p className="empty" role="status">
        {t.content.documentInvalid}
      </p>
    );
  return (
    <p className="frame-bar">
      {href ? (
        <NewTabLink href={href} saysNewTab>
          {t.content.openInNewTab}
        </NewTabLink>
      ) : null}
      <Button
        variant="secondary"
        busy={downloading.includes(downloadId(name, 'files'))}
        busyLabel={t.content.downloading}
        onClick={() => void downloadToDevice(name, 'files')}
      >
        {t.content.download}
      </Button>
    </p>
  );
}

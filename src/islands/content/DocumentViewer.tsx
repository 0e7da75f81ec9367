/** Island: /viewfile/{file_name}: a document of the company website in a 700 px sandboxed frame (SPEC §2, §9). */
import { useStore } from '@nanostores/react';
import { t } from '../../shared/messages/index.ts';
import { companyDocumentUrl, externalHref } from '../../lib/content-links.ts';
import { $downloading, downloadId, downloadToDevice } from '../../stores/downloads.ts';
import Button from '../../ui/Button.tsx';
import Skeleton from '../../ui/Skeleton.tsx';
import NewTabLink from './NewTabLink.tsx';
import { usePageParams } from './usePageParams.ts';

/** Height of the document frame (SPEC §9). */
const FRAME_HEIGHT = 700;

/** Reads the file name from the address; a safe name is framed from the company website, with open and download. */
export default function DocumentViewer() {
  const downloading = useStore($downloading);
  const params = usePageParams(
    'viewFile',
    () => undefined,
    (p) => p.file_name ?? '',
  );
  const name = params?.file_name ?? '';
  const src = companyDocumentUrl(name);
  const href = src ? externalHref(src) : undefined;

  return (
    <>
      <h1 className="page-title">{name && src ? name : t.content.document}</h1>
      {params === undefined ? <Skeleton height="3rem" /> : null}
      {params && src ? (
        <>
          <p className="frame-bar">
            {href ? <NewTabLink href={href}>{t.content.openInNewTab}</NewTabLink> : null}
            <Button
              variant="secondary"
              busy={downloading.includes(downloadId(name, 'files'))}
              busyLabel={t.content.downloading}
              onClick={() => void downloadToDevice(name, 'files')}
            >
              {t.content.download}
            </Button>
          </p>
          <iframe
            className="frame"
            src={src}
            title={t.content.documentFrame(name)}
            width="100%"
            height={FRAME_HEIGHT}
            sandbox="allow-scripts allow-same-origin allow-popups"
            referrerPolicy="no-referrer"
          />
        </>
      ) : null}
      {params && !src ? (
        <p className="empty" role="status">
          {t.content.documentInvalid}
        </p>
      ) : null}
    </>
  );
}

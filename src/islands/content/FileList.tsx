/** Island: /files/{linkName}/{subCatTitle}: downloadable files by name (SPEC §2 Files), fetched with the session header. */
import { useStore } from '@nanostores/react';
import { t } from '../../shared/messages/index.ts';
import { $downloading, $files, downloadId, downloadToDevice, loadFiles, retryFiles } from '../../stores/downloads.ts';
import Button from '../../ui/Button.tsx';
import ContentIcon from './ContentIcon.tsx';
import ListView from './ListView.tsx';
import { usePageParams } from './usePageParams.ts';

/** Reads link name and title from the address and lists the files with a Download button each. */
export default function FileList() {
  const list = useStore($files);
  const downloading = useStore($downloading);
  const params = usePageParams(
    'files',
    (p) => void loadFiles(p.linkName ?? ''),
    (p) => p.subCatTitle ?? '',
  );

  return (
    <>
      <h1 className="page-title">{params?.subCatTitle || t.content.files}</h1>
      <ListView
        state={list}
        onRetry={() => void retryFiles()}
        label={params?.subCatTitle || t.content.files}
        className="rows"
        itemKey={(file) => file.name}
        emptyText={t.content.noFiles}
        renderItem={({ name, title_shown }) => (
          <div className="row">
            <ContentIcon name="file" />
            <p className="row__title">{title_shown || name}</p>
            <Button
              variant="secondary"
              aria-label={t.content.downloadFile(name)}
              busy={downloading.includes(downloadId(name, 'files'))}
              busyLabel={t.content.downloading}
              onClick={() => void downloadToDevice(name, 'files')}
            >
              {t.content.download}
            </Button>
          </div>
        )}
      />
    </>
  );
}

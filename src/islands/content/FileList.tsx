/**
 * Island: /files/{linkName}/{subCatTitle}: downloadable files by name (SPEC §2 Files), fetched with the session header.
 * The list is drawn before React (src/islands/first-screen/); the island hydrates after it (`client:painted`), and
 * makes a Download tapped on a drawn row again on its own.
 */
import { useStore } from '@nanostores/react';
import { t } from '../../shared/messages/index.ts';
import { $downloading, $files, downloadId, loadFiles, retryFiles } from '../../stores/downloads.ts';
import { useFirstScreen } from '../first-screen/use-first-screen.ts';
import FileRow from './FileRow.tsx';
import ListView from './ListView.tsx';
import { usePageParams } from './usePageParams.ts';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';

/** Reads link name and title from the address and lists the files with a Download button each. */
export default function FileList() {
  const list = useDeferredStore($files);
  const downloading = useStore($downloading);
  const params = usePageParams(
    'files',
    (p) => void loadFiles(p.linkName ?? ''),
    (p) => p.subCatTitle ?? '',
  );
  // Its page has no layout script: this island binds the shell and takes the place of the files drawn before React.
  useFirstScreen(list.status === 'ready' || list.status === 'error');

  return (
    <ListView
      state={list}
      onRetry={() => void retryFiles()}
      label={params?.subCatTitle || t.content.files}
      className="rows"
      itemKey={(file) => file.name}
      emptyText={t.content.noFiles}
      renderItem={(file) => <FileRow file={file} downloading={downloading.includes(downloadId(file.name, 'files'))} />}
    />
  );
}

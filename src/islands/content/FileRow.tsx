/** One file of /files: its icon, its title (the name when not translated) and Download, named after the file. */
import type { FileItem } from '../../shared/contract/entities.ts';
import { t } from '../../shared/messages/index.ts';
import { textLang } from '../../lib/text-lang.ts';
import { downloadToDevice } from '../../stores/downloads.ts';
import Button from '../../ui/Button.tsx';
import ContentIcon from './ContentIcon.tsx';

/** Props of FileRow. */
export interface FileRowProps {
  file: FileItem;
  downloading: boolean;
}

/** Renders a file's row; Download saves it to the device (fetched with the session header). */
export default function FileRow({ file: { name, title_shown }, downloading }: FileRowProps) {
  return (
    <div className="row">
      <ContentIcon name="file" />
      <p className="row__title" lang={textLang(title_shown || name)}>
        {title_shown || name}
      </p>
      <Button
        variant="secondary"
        aria-label={t.content.downloadFile(name)}
        busy={downloading}
        busyLabel={t.content.downloading}
        onClick={() => void downloadToDevice(name, 'files')}
      >
        {t.content.download}
      </Button>
    </div>
  );
}

/**
 * Loaded after the page settles on member pages whose browser has no answer to the current notice
 * (layouts/chrome/boot.ts): asks the server, and shows the notice when it is due.
 */
import { createRoot } from 'react-dom/client';
import { $noticeOpen, loadPrivacy } from '../../stores/privacy.ts';
import NoticeDialog from './NoticeDialog.tsx';

/** Checks the member's answer with the server and mounts the dialog when the notice is due. */
export async function mountNoticeWhenDue(): Promise<void> {
  await loadPrivacy(true);
  if (!$noticeOpen.get()) return;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<NoticeDialog />);
}

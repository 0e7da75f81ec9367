/** The chat's loaded part: the chat window when open, the Disclaimer modal until the terms are accepted. */
import { useStore } from '@nanostores/react';
import { $chatView } from '../../stores/chat.ts';
import ChatWindow from './ChatWindow.tsx';
import Disclaimer from './Disclaimer.tsx';

/** Renders what $chatView asks for. */
export default function ChatPanel() {
  const view = useStore($chatView);
  return (
    <>
      <Disclaimer open={view === 'disclaimer'} />
      {view === 'chat' ? <ChatWindow /> : null}
    </>
  );
}

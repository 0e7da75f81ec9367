/**
 * The chat, loaded on the first click of the chat button: renders the chat panel into its own React root and
 * keeps the button's aria-expanded (and focus, when the chat window closes) in step with the chat store.
 */
import { createRoot } from 'react-dom/client';
import { $chatView, toggleChat } from '../../stores/chat.ts';
import ChatPanel from './ChatPanel.tsx';

/** Mounts the chat once and returns the button's action (open, or close when open). */
export function mountChat(button: HTMLButtonElement): () => void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<ChatPanel />);
  let previous = $chatView.get();
  $chatView.listen((view) => {
    const open = view === 'chat';
    button.setAttribute('aria-expanded', String(open));
    if (open) button.setAttribute('aria-controls', 'chat-window');
    else button.removeAttribute('aria-controls');
    // The Disclaimer modal restores focus itself; the chat window hands it back to the button here.
    if (previous === 'chat' && view === 'closed') button.focus();
    previous = view;
  });
  return toggleChat;
}

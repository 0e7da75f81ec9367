/**
 * The chat, loaded on the first click of the chat button: renders the chat panel into its own React root and
 * keeps the button's aria-expanded (and focus, when the chat window closes) in step with the chat store; Back closes it.
 */
import { createRoot } from 'react-dom/client';
import { backCloses } from '../../lib/back-closes.ts';
import { $chatView, closeChat, toggleChat } from '../../stores/chat.ts';
import ChatPanel from './ChatPanel.tsx';

/** Mounts the chat once and returns the button's action (open, or close when open). */
export function mountChat(button: HTMLButtonElement): () => void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<ChatPanel />);
  let previous = $chatView.get();
  let release = (): void => undefined;
  $chatView.listen((view) => {
    const open = view === 'chat';
    // The browser's Back closes the chat window (the disclaimer is a modal, which does the same) instead of leaving.
    if (open && previous !== 'chat') release = backCloses(closeChat);
    if (!open && previous === 'chat') release();
    button.setAttribute('aria-expanded', String(open));
    if (open) button.setAttribute('aria-controls', 'chat-window');
    else button.removeAttribute('aria-controls');
    // The Disclaimer modal restores focus itself; the chat window hands it back to the button here.
    if (previous === 'chat' && view === 'closed') button.focus();
    previous = view;
  });
  return toggleChat;
}

/**
 * Browser entry of the XSS test (bundled by xss-bundle.ts with esbuild): renders hostile text with the portal's own
 * components — article cards (ArticleItem → SanitisedHtml, as the content islands do) and the chat window
 * (ChatWindow → ReplyText, with every payload as an assistant reply) — into #root.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import ChatWindow from '../../../src/islands/chat/ChatWindow.tsx';
import ArticleItem from '../../../src/islands/content/ArticleItem.tsx';
import type { Article } from '../../../src/shared/contract/entities.ts';
import { $chatLog, $chatView } from '../../../src/stores/chat.ts';

/** What the page offers the test (window.xssPage). */
export interface XssPage {
  /** Renders article cards as the API answered them; card i carries data-payload="ids[i]". */
  renderArticles(articles: readonly Article[], ids: readonly number[]): void;
  /** Opens the chat window with every text as an assistant reply, in order. */
  renderChat(replies: readonly string[]): void;
}

let root: Root | undefined;

function mount(): Root {
  const host = document.getElementById('root');
  if (!host) throw new Error('the page has no #root');
  root ??= createRoot(host);
  return root;
}

const page: XssPage = {
  renderArticles(articles, ids) {
    const cards = articles.map((article, index) =>
      createElement('div', { key: index, 'data-payload': String(ids[index]) }, createElement(ArticleItem, { article })),
    );
    flushSync(() => mount().render(createElement('main', null, cards)));
  },
  renderChat(replies) {
    $chatLog.set(replies.map((content) => ({ type: 'operator' as const, content })));
    $chatView.set('chat');
    flushSync(() => mount().render(createElement(ChatWindow)));
  },
};

(window as unknown as { xssPage: XssPage }).xssPage = page;

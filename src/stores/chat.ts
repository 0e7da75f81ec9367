/**
 * The chat assistant (SPEC §4 Chat window, Disclaimer; DESIGN §4): closed, the disclaimer, or the chat. Loaded
 * on the first click of the chat button, so none of this is in a page's first JavaScript.
 */
import { atom } from 'nanostores';
import * as chatApi from '../api/chat.ts';
import { messageOf } from '../api/errors.ts';
import { FLAG_YES } from '../shared/constants.ts';
import type { ChatMessage } from '../shared/contract/entities.ts';
import { t } from '../shared/messages/index.ts';
import { $profile } from './session.ts';

/** What is on screen: nothing, the Disclaimer modal, or the chat window. */
export type ChatView = 'closed' | 'disclaimer' | 'chat';

/** The reply being waited for: none, the '...' typing indicator, or a failure that can be retried. */
export type ReplyState =
  | { status: 'idle' }
  | { status: 'typing' }
  | { status: 'failed'; message: string; query: string };

/** The current view. */
export const $chatView = atom<ChatView>('closed');
/** The conversation, oldest first. */
export const $chatLog = atom<ChatMessage[]>([{ type: 'operator', content: t.chat.greeting }]);
/** The state of the reply. */
export const $reply = atom<ReplyState>({ status: 'idle' });
/** The text in the chat's input (emptied when its question is sent; what is typed while waiting stays). */
export const $draft = atom('');
/** The Disclaimer's 'I agree' progress and error. */
export const $agreement = atom<{ busy: boolean; error?: string }>({ busy: false });

/** The chat button: closes an open chat; otherwise opens it if the terms are accepted, else the Disclaimer. */
export function toggleChat(): void {
  if ($chatView.get() === 'chat') {
    closeChat();
    return;
  }
  $chatView.set($profile.get()?.terms === FLAG_YES ? 'chat' : 'disclaimer');
}

/** Counts conversations, so that a reply to a closed one is dropped. */
let conversation = 0;

/** Closes the chat; the conversation starts over with one greeting. */
export function closeChat(): void {
  conversation += 1;
  $chatView.set('closed');
  $chatLog.set([{ type: 'operator', content: t.chat.resetGreeting }]);
  $reply.set({ status: 'idle' });
  $draft.set('');
}

/** Closes the Disclaimer without agreeing. */
export function closeDisclaimer(): void {
  $agreement.set({ busy: false });
  $chatView.set('closed');
}

/** Accepts the terms; on 'success' terms becomes 'Y' in the stored profile and the chat opens. */
export async function agreeToTerms(): Promise<void> {
  if ($agreement.get().busy) return;
  $agreement.set({ busy: true });
  try {
    if (!(await chatApi.agreeToTerms())) throw new Error('not accepted');
    const profile = $profile.get();
    if (profile) $profile.set({ ...profile, terms: FLAG_YES });
    $agreement.set({ busy: false });
    $chatView.set('chat');
  } catch (error) {
    $agreement.set({ busy: false, error: messageOf(error) });
  }
}

async function ask(query: string): Promise<void> {
  const mine = conversation;
  $reply.set({ status: 'typing' });
  try {
    const reply = await chatApi.askAssistant(query);
    if (mine !== conversation) return;
    const message: ChatMessage = { type: 'operator', content: reply.response };
    if (reply.offer) message.offer = reply.offer;
    if (reply.product) message.product = reply.product;
    $chatLog.set([...$chatLog.get(), message]);
    $reply.set({ status: 'idle' });
  } catch (error) {
    if (mine === conversation) $reply.set({ status: 'failed', message: messageOf(error), query });
  }
}

/** Replaces the text of the chat's input. */
export function setDraft(text: string): void {
  $draft.set(text);
}

/** The longest question the API takes (contract/chat.ts `maxLength`, which counts code points). */
export const QUESTION_MAX = 2000;

/** The length of the draft as the API counts it: code points of the trimmed text. */
export function questionLength(text: string): number {
  return Array.from(text.trim()).length;
}

/**
 * Sends the draft: ignored when blank after trimming, longer than QUESTION_MAX (kept whole: the chat says it is
 * too long) or while a reply is awaited. The question moves from the input to the conversation at once, so what the
 * doctor types while waiting is kept; a failed question stays in the conversation with Retry.
 */
export async function sendDraft(): Promise<void> {
  const query = $draft.get().trim();
  if (!query || $reply.get().status === 'typing' || questionLength(query) > QUESTION_MAX) return;
  $chatLog.set([...$chatLog.get(), { type: 'user', content: query }]);
  $draft.set('');
  await ask(query);
}

/** Asks the failed question again (the input is left as it is). */
export async function retryReply(): Promise<void> {
  const reply = $reply.get();
  if (reply.status === 'failed') await ask(reply.query);
}

/** A piece of a reply: plain text, or an https: address to show as a link. */
export type ReplyPart = { text: string } | { href: string };

/** True when a link may be followed: an https address or one of this portal (`origin`, http in development). */
function isSafeLink(address: string, origin: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.origin === origin;
  } catch {
    return false;
  }
}

/**
 * Splits a reply into text and links, https: or this portal's own (`origin`; trailing punctuation stays text); never
 * produces HTML.
 */
export function replyParts(text: string, origin = globalThis.location?.origin ?? ''): ReplyPart[] {
  const parts: ReplyPart[] = [];
  for (const [index, piece] of text.split(/(https?:\/\/[^\s<>"']+)/i).entries()) {
    if (index % 2 === 0) {
      if (piece) parts.push({ text: piece });
      continue;
    }
    const [, address = piece, trail = ''] = /^(.*?)([.,;:!?)\]]*)$/.exec(piece) ?? [];
    parts.push(isSafeLink(address, origin) ? { href: address } : { text: address });
    if (trail) parts.push({ text: trail });
  }
  return parts;
}

/**
 * The chat's input while a question is out (issue: a follow-up typed while waiting was erased by the reply), a failed
 * question's Retry, and the question length limit (nothing cut or dropped silently), against the real API.
 */
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callToBot } from '../../src/shared/contract/chat.ts';
import {
  $agreement,
  $chatLog,
  $chatView,
  $draft,
  $reply,
  agreeToTerms,
  closeChat,
  QUESTION_MAX,
  questionLength,
  retryReply,
  sendDraft,
  setDraft,
} from '../../src/stores/chat.ts';
import { $profile } from '../../src/stores/session.ts';
import { SIGN_IN_NUMBERS, signIn, inProcessApi } from './helpers/api.ts';

const api = inProcessApi({ TEST_NUMBERS: SIGN_IN_NUMBERS }, { seeded: true });

beforeAll(async () => {
  await signIn(api.t, { firstName: 'Meera', focus: 'Cardiology' });
});

afterEach(async () => {
  await allTasks();
  closeChat();
  cleanStores($chatView, $chatLog, $reply, $draft, $agreement);
});

const questions = () => $chatLog.get().filter((message) => message.type === 'user');

describe('a question out, and what the doctor types meanwhile', () => {
  it('empties the input when the question is sent and keeps a follow-up typed while the reply is awaited', async () => {
    await agreeToTerms();
    expect($chatView.get()).toBe('chat');
    setDraft('Tell me about Telmicor');
    const sent = sendDraft();
    // At once, before the answer: the question is in the conversation, the input is empty, the '...' shows.
    expect(questions().at(-1)?.content).toBe('Tell me about Telmicor');
    expect($draft.get()).toBe('');
    expect($reply.get()).toEqual({ status: 'typing' });
    setDraft('And its dose in');
    // Enter while waiting sends nothing and keeps the text.
    await sendDraft();
    expect(questions()).toHaveLength(1);
    await sent;
    expect($reply.get()).toEqual({ status: 'idle' });
    expect($chatLog.get().at(-1)?.type).toBe('operator');
    expect($draft.get()).toBe('And its dose in');
  });

  it('keeps a failed question in the conversation; Retry asks it again and leaves the input alone', async () => {
    // A member whose terms are not accepted on the server: CalltoBot answers 403, as any failure would.
    await signIn(api.t, { firstName: 'Arjun' });
    expect($profile.get()?.terms).not.toBe('Y');
    $chatView.set('chat');
    setDraft('What is Telmicor?');
    await sendDraft();
    const failed = $reply.get();
    expect(failed).toMatchObject({ status: 'failed', query: 'What is Telmicor?' });
    expect(questions().map((message) => message.content)).toEqual(['What is Telmicor?']);
    setDraft('typed after the failure');
    await agreeToTerms();
    await retryReply();
    expect($reply.get()).toEqual({ status: 'idle' });
    expect(questions()).toHaveLength(1);
    expect($chatLog.get().at(-1)?.type).toBe('operator');
    expect($draft.get()).toBe('typed after the failure');
  });
});

describe('the question length limit', () => {
  it('is the API’s own limit, counted as the API counts it (code points of the trimmed text)', () => {
    expect(callToBot.body.properties.query).toMatchObject({ maxLength: QUESTION_MAX });
    expect(questionLength('  abc  ')).toBe(3);
    expect(questionLength('🙂'.repeat(10))).toBe(10);
    expect(questionLength('नमस्ते')).toBe('नमस्ते'.length);
  });

  it('refuses an over-long question whole: nothing is sent, cut or cleared', async () => {
    $chatView.set('chat');
    await agreeToTerms();
    const long = `${'a'.repeat(QUESTION_MAX)}b`;
    setDraft(long);
    await sendDraft();
    expect(questions()).toHaveLength(0);
    expect($reply.get()).toEqual({ status: 'idle' });
    expect($draft.get()).toBe(long);
    // At the limit exactly, it goes, whole.
    const atLimit = `  ${'a'.repeat(QUESTION_MAX - 1)}b  `;
    setDraft(atLimit);
    await sendDraft();
    expect(questions().at(-1)?.content).toBe(atLimit.trim());
    expect($draft.get()).toBe('');
  });
});

/** The chat assistant call. */
import Type from 'typebox';
import type { OkStatus } from '../envelope.ts';
import { ENDPOINTS } from './endpoints.ts';
import { defineCall, legacyKey } from './define.ts';

/** CalltoBot answer: element 1 is a JSON text whose `response` field holds the reply. */
export type BotAnswer = [OkStatus, string];

/** The object encoded in element 1 of a CalltoBot answer. */
export interface BotReply {
  response: string;
  /** Set when the question described a suspected side effect: the chat shows a button to the report form. */
  offer?: 'report-side-effect';
}

/** POST /CalltoBot.php: ask the assistant. */
export const callToBot = defineCall<BotAnswer>()({
  ...ENDPOINTS.callToBot,
  summary: 'Ask the AI assistant (terms must be accepted)',
  body: Type.Object({ ...legacyKey, query: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) }),
});

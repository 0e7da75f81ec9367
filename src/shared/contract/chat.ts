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
  /**
   * A button under the reply: the report form when the question described a suspected side effect, the medical
   * question form when a dosing question was refused.
   */
  offer?: 'report-side-effect' | 'medical-question';
  /** The product the side effect's message named: the report form opens with it chosen. */
  product?: { id: number; title: string };
}

/** POST /CalltoBot.php: ask the assistant. */
export const callToBot = defineCall<BotAnswer>()({
  ...ENDPOINTS.callToBot,
  summary: 'Ask the AI assistant (terms must be accepted)',
  body: Type.Object({ ...legacyKey, query: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) }),
});

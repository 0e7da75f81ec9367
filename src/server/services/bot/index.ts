/** Assistant providers: the built-in assistant (default, offline) or an OpenAI-compatible API, behind a dosing guard. */
import type { BotConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { BuiltinBot } from './builtin.ts';
import { isDosingQuestion } from './dosing.ts';
import { type BotErrorListener, OpenAiBot } from './openai.ts';
import { DOSING_REFUSAL } from './replies.ts';
import type { Bot } from './types.ts';

/** Answers dosing questions with the fixed refusal before any provider sees them. */
function withDosingGuard(provider: Bot): Bot {
  return {
    answer: (question, context) =>
      isDosingQuestion(question) ? Promise.resolve(DOSING_REFUSAL) : provider.answer(question, context),
  };
}

/** Builds the configured assistant; `onError` hears why the external assistant failed (e.g. app.log.warn). */
export function createBot(config: BotConfig, db: Db, siteUrl: string, onError?: BotErrorListener): Bot {
  const provider = config.provider === 'openai' ? new OpenAiBot(config, onError) : new BuiltinBot(db, siteUrl);
  return withDosingGuard(provider);
}

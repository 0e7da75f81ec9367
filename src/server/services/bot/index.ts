/** Assistant providers: the built-in assistant (default, offline) or an OpenAI-compatible API, behind a dosing guard. */
import type { BotConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { BuiltinBot } from './builtin.ts';
import type { Language } from '../../../shared/messages/languages.ts';
import { messagesIn } from '../language.ts';
import { isDosingQuestion } from './dosing.ts';
import { type BotErrorListener, OpenAiBot } from './openai.ts';
import type { Bot } from './types.ts';

/** The API texts of a question's language, named `m` where they are read (scripts/check-messages.ts looks for m.key). */
const inLanguage = (language: Language) => {
  const m = messagesIn(language);
  return {
    assistantNoDosing: m.assistantNoDosing,
    assistantReportOffer: m.assistantReportOffer,
  };
};

/**
 * The answer to a described side effect (services/bot/adverse-event.ts), in the question's language: the offer of the
 * report form, after the dosing refusal when the text also asks about doses (the assistant never gives dosing advice).
 */
export function adverseEventAnswer(question: string, language: Language): string {
  const m = inLanguage(language);
  return isDosingQuestion(question) ? `${m.assistantNoDosing}\n\n${m.assistantReportOffer}` : m.assistantReportOffer;
}

/** Answers dosing questions with the fixed refusal (in the question's language) before any provider sees them. */
function withDosingGuard(provider: Bot): Bot {
  return {
    answer: (question, context) =>
      isDosingQuestion(question)
        ? Promise.resolve(inLanguage(context.language).assistantNoDosing)
        : provider.answer(question, context),
  };
}

/** Builds the configured assistant; `onError` hears why the external assistant failed (e.g. app.log.warn). */
export function createBot(config: BotConfig, db: Db, onError?: BotErrorListener): Bot {
  const provider = config.provider === 'openai' ? new OpenAiBot(config, onError) : new BuiltinBot(db);
  return withDosingGuard(provider);
}

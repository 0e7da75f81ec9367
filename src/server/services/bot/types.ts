/** The chat assistant behind one interface: the built-in assistant by default, an OpenAI-compatible API when configured. */
import type { Language } from '../../../shared/messages/languages.ts';

/** Who asks, so answers can use the member's focus, and the language the question is written in. */
interface BotContext {
  memberId: number;
  therapeuticFocus: string;
  language: Language;
}

/** Answers a member's question in plain sentences (links as https URLs in the text). */
export interface Bot {
  answer(question: string, context: BotContext): Promise<string>;
}

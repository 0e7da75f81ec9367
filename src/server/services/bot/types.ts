/** The chat assistant behind one interface: the built-in assistant by default, an OpenAI-compatible API when configured. */
import type { Language } from '../../../shared/messages/languages.ts';

/** Who asks (and where the portal is), so answers can use the member's focus, and the language the question is written in. */
export interface BotContext {
  memberId: number;
  therapeuticFocus: string;
  language: Language;
  /** The portal's public address, for links to its pages (routes/site-origin.ts). */
  siteUrl: string;
}

/** Answers a member's question in plain sentences (links as https URLs in the text). */
export interface Bot {
  answer(question: string, context: BotContext): Promise<string>;
}

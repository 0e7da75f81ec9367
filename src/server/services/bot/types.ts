/** The chat assistant behind one interface: the built-in assistant by default, an OpenAI-compatible API when configured. */

/** Who asks, so answers can use the member's focus. */
interface BotContext {
  memberId: number;
  therapeuticFocus: string;
}

/** Answers a member's question in plain sentences (links as https URLs in the text). */
export interface Bot {
  answer(question: string, context: BotContext): Promise<string>;
}

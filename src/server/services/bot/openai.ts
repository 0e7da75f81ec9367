/** OpenAI-compatible assistant (BOT_API_URL): POST {url}/chat/completions; any failure answers a plain fallback. */
import type { BotConfig } from '../../config.ts';
import { messagesIn } from '../language.ts';
import { SYSTEM_PROMPT } from './replies.ts';
import type { Bot, BotContext } from './types.ts';

/** Settings of the external assistant. */
type OpenAiConfig = Extract<BotConfig, { provider: 'openai' }>;

/** Longest reply passed on to the member, in characters. */
const MAX_REPLY = 4000;

/** Called with the reason when the external assistant fails (for the server log). */
export type BotErrorListener = (error: unknown) => void;

/** The text of `choices[0].message.content` of a chat completion, or undefined. */
function completionText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('choices' in body) || !Array.isArray(body.choices))
    return undefined;
  const first: unknown = body.choices[0];
  if (typeof first !== 'object' || first === null || !('message' in first)) return undefined;
  const message: unknown = first.message;
  if (typeof message !== 'object' || message === null || !('content' in message)) return undefined;
  const content = message.content;
  return typeof content === 'string' && content.trim() !== '' ? content.trim().slice(0, MAX_REPLY) : undefined;
}

/** Asks an OpenAI-compatible chat completions API, with a time limit; never throws. */
export class OpenAiBot implements Bot {
  readonly #config: OpenAiConfig;
  readonly #onError: BotErrorListener;

  /** Uses the configured address, key, model and timeout. */
  constructor(config: OpenAiConfig, onError: BotErrorListener = () => undefined) {
    this.#config = config;
    this.#onError = onError;
  }

  /** The assistant's reply, or the fallback text (in the question's language) when it fails, answers nothing usable or is too slow. */
  async answer(question: string, context: BotContext): Promise<string> {
    const { url, apiKey, model, timeoutMs } = this.#config;
    try {
      const response = await fetch(`${url.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({
          model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: question },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`assistant API answered HTTP ${response.status}`);
      const text = completionText(await response.json());
      if (!text) throw new Error('assistant API answered without choices[0].message.content');
      return text;
    } catch (error) {
      this.#onError(error);
      const m = messagesIn(context.language);
      return m.assistantUnavailable;
    }
  }
}

/** Chat assistant calls: accepting the terms (AgreedTerms) and asking the assistant (CalltoBot). */
import type { BotReply } from '../shared/contract/chat.ts';
import { call } from './client.ts';
import { unexpectedAnswer } from './errors.ts';

/** Accepts the chat terms; true when the server answers Message 'success'. */
export async function agreeToTerms(): Promise<boolean> {
  const [, answer] = await call('agreedTerms', { body: { terms: 'Y' } });
  return answer?.Message === 'success';
}

/** Reads the reply out of element 1 of a CalltoBot answer (a JSON text with a `response`, maybe an `offer` and a `product`). */
function parseBotReply(payload: unknown): BotReply | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const { response, offer, product } = value as { response?: unknown; offer?: unknown; product?: unknown };
    if (typeof response !== 'string' || !response.trim()) return undefined;
    const reply: BotReply = { response };
    if (offer === 'report-side-effect' || offer === 'medical-question') reply.offer = offer;
    const named = product as { id?: unknown; title?: unknown } | null | undefined;
    if (Number.isInteger(named?.id) && typeof named?.title === 'string') {
      reply.product = { id: named.id as number, title: named.title };
    }
    return reply;
  } catch {
    return undefined;
  }
}

/** Asks the assistant a question; returns its reply, or throws an ApiError (also for an unreadable reply). */
export async function askAssistant(query: string): Promise<BotReply> {
  const [, payload] = await call('callToBot', { body: { query } });
  const reply = parseBotReply(payload);
  if (reply === undefined) throw unexpectedAnswer(200);
  return reply;
}

/** Fixed texts of the chat assistant (the answers it gives without looking anything up). */

/** Answer to a greeting. */
export const GREETING_REPLY =
  'Hello Doctor, How can I assist you? You can ask me about our products, articles or videos in the portal, ' +
  'for example: "Which products contain telmisartan?"';

/** The one answer to any question about doses: never dosing advice. */
export const DOSING_REFUSAL =
  'I cannot give dosing advice. Please refer to the product label and the full prescribing information, ' +
  'or ask your representative for the prescribing information.';

/** Answer when nothing in the portal matches the question. */
export function nothingFoundReply(words: string[]): string {
  const about = words.length > 0 ? ` about "${words.join(' ')}"` : '';
  return (
    `I could not find anything${about} in the portal. Please contact your representative for more ` +
    'information, or ask me again with a product or molecule name.'
  );
}

/** Answer of the external assistant when it fails or does not answer in time. */
export const ASSISTANT_UNAVAILABLE =
  'The assistant is not available right now. Please try again in a few minutes, or contact your representative.';

/** Instructions given to an external (OpenAI-compatible) assistant with every question. */
export const SYSTEM_PROMPT = [
  'You are the medical information assistant of a pharmaceutical company, answering registered doctors in India and Nepal',
  "through the company's members-only portal. Answer briefly, factually and politely, in plain sentences.",
  'Never give dosing advice (doses, dosages, how much or how many mg, titration): for any such question, refer the doctor',
  'to the product label and the prescribing information.',
  'Only include links that start with https://; never include http:// links, scripts or HTML.',
  'If you do not know, say so plainly and suggest contacting the company representative.',
].join(' ');

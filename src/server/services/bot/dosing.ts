/** Recognises questions about doses, which the assistant never answers (whatever the provider). */

const DOSE_WORDS = /\b(dose|doses|dosage|dosages|dosing|posology|titrate|titrating|titration|overdose)\b/;
const HOW_MUCH = /\bhow\s+much\b/;
const HOW_MANY_UNITS =
  /\bhow\s+many\s+(mg|mcg|µg|milligrams?|micrograms?|grams?|ml|millilitres?|milliliters?|units?|iu|tablets?|tabs?|capsules?|caps|pills?|puffs?|drops?|times|sachets?)\b/;
const PER_TIME = /\b(mg|mcg|ml|units?|tablets?|capsules?)\s*(\/|per|a)\s*(day|kg|dose|hour|week)\b/;
const FREQUENCY = /\b(once|twice|thrice|\d+\s*times)\s+(a|per|daily|every)\b/;
/** Hindi and Nepali words for a dose, an amount or how often (Devanagari has no \\b word boundaries in JS). */
const DEVANAGARI_DOSE = /(खुराक|डोज़|डोज|मात्रा|कितनी गोली|कति गोली|कितनी बार|कति पटक|दिन में कितनी|दिनमा कति)/;
const MAXIMUM = /\b(max|maximum|daily|starting|loading|maintenance)\s+(amount|intake|strength)\b/;

/** True when a question asks about dose, dosage, amounts or frequency of intake. */
export function isDosingQuestion(question: string): boolean {
  const text = question.toLowerCase().replace(/\s+/g, ' ');
  return [DOSE_WORDS, HOW_MUCH, HOW_MANY_UNITS, PER_TIME, FREQUENCY, MAXIMUM, DEVANAGARI_DOSE].some((rule) =>
    rule.test(text),
  );
}

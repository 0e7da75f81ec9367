/**
 * Whether a production secret reads as words (issue 38 §11): zxcvbn's English and common-password dictionaries find
 * the words of a phrase such as "The quick brown fox…" or "MedConnectDoctorsPortalSecretKey2026!", which an entropy
 * count of characters takes for random. A secret from `openssl rand` has words over less than a fifth of its letters
 * and digits (measured on 200 secrets of 32 to 64 characters); a phrase has them over three quarters.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords } from '@zxcvbn-ts/language-en';

/** The share of a secret's letters and digits that dictionary words of 3+ letters may cover. */
const MAX_WORD_SHARE = 0.5;

let estimator: ZxcvbnFactory | undefined;
const verdicts = new Map<string, number>();

/** The share (0 to 1) of the letters and digits of `secret` that zxcvbn explains as dictionary words. */
function wordShare(secret: string): number {
  const known = verdicts.get(secret);
  if (known !== undefined) return known;
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  // Without its l33t table zxcvbn judges a 64-character secret in ~60 ms instead of ~500 ms.
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
    l33tTable: {},
  });
  const words = estimator
    .check(letters)
    .sequence.filter((match) => match.pattern === 'dictionary' && match.token.length >= 3);
  const share = letters.length === 0 ? 1 : words.reduce((sum, match) => sum + match.token.length, 0) / letters.length;
  verdicts.set(secret, share);
  return share;
}

/** Why `secret` is a phrase rather than random ("…% of it is dictionary words"), or undefined. */
export function phraseWeakness(secret: string): string | undefined {
  const share = wordShare(secret);
  if (share < MAX_WORD_SHARE) return undefined;
  return `${Math.round(share * 100)} % of its letters are dictionary words`;
}

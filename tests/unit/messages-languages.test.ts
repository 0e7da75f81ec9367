/**
 * Hindi and Nepali texts (issue 23): every key of every English module exists in `hi` and `ne` with the same
 * placeholders, and their texts are written in Devanagari, so a copied English file fails, with no English term
 * left that docs/GLOSSARY.md translates. Also the Hindi and Nepali copies of the Markdown pages (privacy, terms,
 * disclaimer) keep the English page's structure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../src/delivery/markdown.ts';
import { apiMessages as enApi } from '../../src/shared/messages/api.ts';
import * as en from '../../src/shared/messages/en.ts';
import * as hi from '../../src/shared/messages/hi.ts';
import { apiMessages as hiApi } from '../../src/shared/messages/hi/api.ts';
import * as ne from '../../src/shared/messages/ne.ts';
import { apiMessages as neApi } from '../../src/shared/messages/ne/api.ts';
import { privacyApiMessages as hiPrivacyApi } from '../../src/shared/messages/hi/privacy-api.ts';
import { privacyApiMessages as nePrivacyApi } from '../../src/shared/messages/ne/privacy-api.ts';
import { privacyApiMessages as enPrivacyApi } from '../../src/shared/messages/privacy-api.ts';
import type { Shape } from '../../src/shared/messages/shape.ts';

/** One language's texts: every module of en.ts (tsc fails here when a module is missing or differs) plus the API's. */
interface Language {
  readonly messages: { readonly [K in keyof typeof en]: Shape<(typeof en)[K]> };
  readonly api: Shape<typeof enApi>;
  readonly privacyApi: Shape<typeof enPrivacyApi>;
}
const LANGUAGES: Record<'hi' | 'ne', Language> = {
  hi: { messages: hi, api: hiApi, privacyApi: hiPrivacyApi },
  ne: { messages: ne, api: neApi, privacyApi: nePrivacyApi },
};

type Arg = string | number | undefined;
type Text = (...args: Arg[]) => string;

/** Sample arguments per function (several where the sentence branches); a new English function needs an entry. */
const SAMPLES: Record<string, readonly (readonly Arg[])[]> = {
  'messages.catalogue.searchTitle': [['Atorvastatin']],
  'messages.chat.disclaimerText': [['Acme Pharma']],
  'messages.chat.count': [[1980, 2000]],
  'messages.chat.tooLong': [[2000]],
  'messages.nav.copyright': [['Acme Pharma', 2026]],
  'messages.contact.call': [['Rahul Sharma']],
  'messages.content.readMore': [['Cardiology']],
  'messages.content.shareArticle': [['Statins in 2026']],
  'messages.content.confirmSend': [['Lipid Update', 'asha.rao@example.com']],
  'messages.orderHistory.orderNumber': [['42']],
  'messages.orderHistory.courier': [['Blue Dart']],
  'messages.orderHistory.tracking': [['BD-1234567890']],
  'messages.content.externalLink': [['Statins in 2026']],
  'messages.content.therapyArticles': [['Cardiology']],
  'messages.content.frameTitle': [['journals.example.org']],
  'messages.content.openJournal': [['Lipid Update']],
  'messages.content.downloadJournal': [['Lipid Update']],
  'messages.content.sendEmailer': [['Lipid Update']],
  'messages.content.trailer': [['Heart Month']],
  'messages.content.fullVideo': [['Heart Month']],
  'messages.content.videoModalName': [['Heart Month']],
  'messages.content.downloadFile': [['leaflet.pdf']],
  'messages.content.documentFrame': [['leaflet.pdf']],
  'messages.suggestions.count': [[1], [7], [1250]],
  'messages.delivery.published': [['12 Nov 2026']],
  'messages.delivery.savedAt': [['25 Nov 2026, 2:05 pm']],
  'messages.homeExtras.brandPanel': [['Cardiology']],
  'messages.login.mobileInvalid': [['India']],
  'messages.login.countryOption': [['Nepal', '977']],
  'messages.nav.brandHome': [['Acme Pharma']],
  'messages.orderForms.uploaded': [[42]],
  'messages.orderForms.plainQuestion': [['Prescription pads']],
  'messages.orderForms.notPlaced': [['Prescription pads', 'Please check Date: it is in the past.']],
  'messages.privacy.updated': [['2025-01-01']],
  'messages.profile.focusCurrent': [['Cardiology']],
  'messages.profile.focusPending': [['Cardiology']],
  'messages.profile.focusFailed': [['Cardiology']],
  'messages.search.title': [['statin']],
  'messages.verify.sentTo': [['919876543210']],
  'messages.verify.sentToWhatsApp': [['919876543210']],
  'messages.verify.resendIn': [[30]],
  'messages.welcome': [['Asha'], [undefined], ['  ']],
  'api.emailerMail': [['Dr. Asha Rao', 'Lipid Update']],
  'api.assistantNothingFound': [['zolgensma'], ['']],
  'api.assistantProductsFound': [[1], [3]],
  'api.assistantProductLine': [
    ['Telmicor (Telmisartan 40 mg)', 'Antihypertensives', 'https://portal.example/products/x'],
  ],
  'api.assistantArticlesFound': [[1], [3]],
  'api.assistantVideosFound': [[1], [2]],
  'api.smsCode': [['482913']],
  'privacyApi.erasedNotice': [['grievance@portal.example.com', 'ER-000042']],
  'privacyApi.erasureRequested': [['ER-000042']],
  'messages.privacyNotice.erasePending': [['5 Dec 2026']],
  'api.tooSoon': [[45]],
  'api.tooManySends': [[15]],
  'api.tooManyPrintChecks': [[30, 1800]],
  'api.numberLocked': [[24]],
  'api.validation': [['first_name', 'it is required']],
  'api.problemTooLong': [[200]],
  'api.mobileInvalid': [['Nepal']],
  'api.tooManyRequests': [[30], [300]],
  'api.tooManyPriorityMessages': [[5, 1200]],
  'api.tooManyQuestions': [[10, 1200, '1800 123 4567']],
  'api.tooManyReports': [[10, 90, '1800 123 4567']],
  'api.tooManyPrints': [[20, 7200]],
  'api.printStorageFull': [[500]],
  'api.orderStatusPushTitle': [[1042]],
  'api.orderStatusPush.Accepted': [['Samples']],
  'api.orderStatusPush.Dispatched': [['Samples']],
  'api.orderStatusPush.Scheduled': [['Samples']],
  'api.orderStatusPush.Delivered': [['Samples']],
  'api.orderStatusPush.Done': [['Samples']],
  'api.orderStatusPush.Rejected': [['Samples']],
  'api.focusChanged': [['Cardiology']],
  'api.emailerSent': [['asha@example.org']],
  'api.pushTopics': [['articles, services']],
  'api.orderPlaced': [['Atorvastatin 10 mg, quantity 2', 'ORD-1042']],
  'api.sampleSummary': [
    ['Atorvastatin', '10 mg', '2'],
    ['Atorvastatin', '', '2'],
  ],
  'api.doseNotOffered': [['5 mg, 10 mg']],
  'api.dateTooFar': [[365]],
  'api.samplesRegistrationUnverified': [['KMC-2009-45871', 'Karnataka Medical Council']],
  'api.samplesRegistrationRejected': [
    ['KMC-2009-45871', 'Karnataka Medical Council', 'the number is not on the register'],
  ],
  'api.sampleCapExceeded': [[3, 'Amlocard', 2, '31 March 2027', 12]],
  'api.verificationStatusUnknown': [['Unverified, Pending, Verified, Rejected']],
  'messages.samples.needRegistrationPending': [['KMC-2009-45871', 'Karnataka Medical Council']],
  'messages.samples.needRegistrationRejected': [
    ['KMC-2009-45871', 'Karnataka Medical Council', 'the number is not on the register'],
  ],
  'messages.samples.allowance': [[9, 'Amlocard', '31 Mar 2027']],
  'messages.samples.allowanceNone': [['Amlocard', '31 Mar 2027']],
  'messages.samples.mineIntro': [[12, '1 Apr 2026', '31 Mar 2027']],
  'messages.samples.minePacks': [[7, 12]],
  'messages.safety.productCount': [[1], [3], [1250]],
  'messages.safety.receivedTitle': [['AE-2026-000045']],
  'messages.safety.askedOn': [['26 Nov 2026']],
  'messages.safety.answer': [['27 Nov 2026']],
  'messages.safety.replyBy': [['E-mail']],
  'messages.outbox.notAccepted': [['Past date 2020']],
  'messages.outbox.question': [['Telmicor']],
  'messages.outbox.report': [['Telmicor']],
  'messages.outbox.sent': [['Telmicor', 'Order no. 42']],
  'messages.outbox.refused': [['Telmicor', 'Past date 2020']],
  'api.questionReceived': [['MQ-2026-000123']],
  'api.reportReceived': [['AE-2026-000045']],
  'api.reportAckSubject': [['AE-2026-000045']],
  'api.reportAckMail': [['Dr. Asha Rao', 'AE-2026-000045', 'Telmicor', '2026-11-26']],
};

/** Texts that stay in Latin letters in every language (docs/GLOSSARY.md), with the exact value they must have. */
const LATIN: Record<string, string> = {
  'messages.pages.instagram': 'Instagram', // brand
  'messages.pages.linkedin': 'LinkedIn', // brand
  'messages.pages.facebook': 'Facebook', // brand
  'messages.verify.otp': 'OTP', // the term SMS and doctors use
  'messages.login.channels.sms': 'SMS', // the channel's own name
  'messages.login.channels.whatsapp': 'WhatsApp', // brand
  'messages.chat.typing': '...', // typing dots
  'api.demoAccount': 'Demo Account!', // SPEC §6 and §8: alerted on the demo login (company staff)
};
/** Functions whose output is only their arguments (e.g. a country name and its code). */
const ARGUMENTS_ONLY = new Set(['messages.login.countryOption']);

const DEVANAGARI_LETTER = /(?=\p{Script=Devanagari})\p{L}/u;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;

/** Every leaf (string or function) of a messages tree, by dotted path. */
function leaves(value: unknown, path: string, out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, out);
  } else out.set(path, value);
  return out;
}

const english = leaves({ messages: en, api: enApi, privacyApi: enPrivacyApi }, '');

/**
 * The English terms docs/GLOSSARY.md translates into a language (its column, 1 Hindi or 2 Nepali, has no Latin
 * letter outside brackets), as patterns of the whole word in any case: "prescribing information" → प्रिस्क्राइबिंग जानकारी.
 */
function translatedTerms(column: 1 | 2): RegExp[] {
  const terms = readFileSync('docs/GLOSSARY.md', 'utf8').split('## Terms')[1] ?? '';
  const withoutBrackets = (cell: string): string => cell.replace(/\([^)]*\)/g, '');
  return terms
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| English'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => !/[A-Za-z]/.test(withoutBrackets(cells[column + 1] ?? '')))
    .flatMap((cells) => withoutBrackets(cells[1] ?? '').split('/'))
    .map((term) => term.trim())
    .filter(Boolean)
    .map((term) => new RegExp(`(?<![A-Za-z])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'i'));
}

/** Every text of a language by path: strings, and each function's output for its samples without the arguments. */
function textsOf(translated: Map<string, unknown>): Array<[string, string]> {
  return [...translated].flatMap(([path, value]): Array<[string, string]> => {
    if (typeof value !== 'function') return [[path, String(value)]];
    return (SAMPLES[path] ?? []).map((args) => {
      let out = (value as Text)(...args);
      for (const arg of args) if (arg !== undefined && String(arg).trim()) out = out.replaceAll(String(arg), '');
      return [path, out];
    });
  });
}
const digitRuns = (text: string): string[] => text.match(/\d+/g) ?? [];
/** A text with the locale's digit grouping removed (1,23,456 → 123456), to compare numbers with English. */
const ungrouped = (text: string): string => text.replace(/(\d),(?=\d)/g, '$1');

describe.each(Object.entries(LANGUAGES))('%s messages', (code, language) => {
  const translated = leaves(language, '');

  it('leaves no term in English that docs/GLOSSARY.md translates (a quoted name of other software aside)', () => {
    const terms = translatedTerms(code === 'hi' ? 1 : 2);
    expect(terms.length).toBeGreaterThan(50);
    for (const [path, text] of textsOf(translated)) {
      const unquoted = text.replace(/"[^"]*"/g, '');
      for (const term of terms) expect(unquoted, path).not.toMatch(term);
    }
  });

  it('has exactly the English keys, each a string where English has a string and a function where it has one', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, value] of english) expect(typeof translated.get(path), path).toBe(typeof value);
  });

  it('writes every string in Devanagari with the English numbers in Latin digits (allow-listed terms stay Latin)', () => {
    for (const [path, value] of english) {
      if (typeof value !== 'string') continue;
      const text = String(translated.get(path));
      if (path in LATIN) expect(text, path).toBe(LATIN[path]);
      else expect(text, path).toMatch(DEVANAGARI_LETTER);
      expect(text, path).not.toMatch(DEVANAGARI_DIGIT);
      for (const digits of digitRuns(value)) expect(text, path).toContain(digits);
    }
  });

  it('gives every function the same parameters and keeps each argument and number the English sentence shows', () => {
    for (const [path, value] of english) {
      if (typeof value !== 'function') continue;
      const samples = SAMPLES[path];
      expect(samples, `sample arguments for ${path}`).toBeDefined();
      const source = value as Text;
      const target = translated.get(path) as Text;
      expect(target.length, path).toBe(source.length);
      for (const args of samples ?? []) {
        expect(args.length, path).toBe(source.length);
        const out = ungrouped(target(...args));
        const reference = source(...args);
        expect(typeof out, path).toBe('string');
        if (!ARGUMENTS_ONLY.has(path)) expect(out, `${path}(${args.join(', ')})`).toMatch(DEVANAGARI_LETTER);
        expect(out, path).not.toMatch(DEVANAGARI_DIGIT);
        for (const arg of args) {
          const shown = arg === undefined ? '' : String(arg).trim();
          if (shown && reference.includes(shown)) expect(out, `${path}(${args.join(', ')})`).toContain(shown);
        }
        for (const digits of digitRuns(reference)) expect(out, `${path}(${args.join(', ')})`).toContain(digits);
      }
    }
  });

  it('has no sample arguments for a function that no longer exists', () => {
    for (const path of Object.keys(SAMPLES)) expect(typeof english.get(path), path).toBe('function');
    for (const path of [...Object.keys(LATIN), ...ARGUMENTS_ONLY]) expect(english.has(path), path).toBe(true);
  });
});

describe('Shape (src/shared/messages/shape.ts) rejects a translation that differs from English', () => {
  type Sample = Shape<{ readonly a: 'A'; readonly f: (name: string, count: number) => string }>;
  it('accepts the same keys and parameters; the lines marked @ts-expect-error must stay type errors (npm run typecheck)', () => {
    const same = { a: 'अ', f: (name: string, count: number) => `${name} ${count}` } satisfies Sample;
    // @ts-expect-error a missing key
    const missing = { a: 'अ' } satisfies Sample;
    // @ts-expect-error an extra key
    const extra = { a: 'अ', f: (name: string) => name, b: 'ब' } satisfies Sample;
    // @ts-expect-error a function where English has a string
    const kind = { a: () => 'अ', f: (name: string) => name } satisfies Sample;
    // @ts-expect-error a parameter English does not have
    const more = { a: 'अ', f: (name: string, count: number, unit: string) => name + count + unit } satisfies Sample;
    // @ts-expect-error a parameter of another type
    const type = { a: 'अ', f: (name: number) => `${name}` } satisfies Sample;
    expect([same, missing, extra, kind, more, type]).toHaveLength(6);
  });
});

describe('Hindi and Nepali Markdown pages (src/content/pages/<language>/, not built yet)', () => {
  const PAGES = ['privacy', 'terms', 'disclaimer'];
  const links = (body: string) => [...body.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]).sort();
  const headings = (body: string) => body.match(/^#{1,6} /gm) ?? [];
  it.each(['hi', 'ne'].flatMap((language) => PAGES.map((page) => [language, page])))('%s/%s.md', (language, page) => {
    const file = `src/content/pages/${language}/${page}.md`;
    const english = `src/content/pages/${page}.md`;
    // Each message says, for the person editing the page (docs/CONTENT.md), what differs and what to do.
    expect(existsSync(file), `${file} is missing: copy ${english} there and translate it`).toBe(true);
    const source = parseFrontMatter(readFileSync(english, 'utf8'));
    const copy = parseFrontMatter(readFileSync(file, 'utf8'));
    expect(Object.keys(copy.data).sort(), `${file}: the top of the file needs the same fields as ${english}`).toEqual(
      Object.keys(source.data).sort(),
    );
    expect(copy.data.title, `${file}: write the title in Devanagari`).toMatch(DEVANAGARI_LETTER);
    expect(copy.data.updated, `${file}: write the same "updated:" date as ${english}`).toBe(source.data.updated);
    // The same picture, or its copy in the language (docs/CONTENT.md "Pictures with words").
    const image = source.data.image;
    expect(copy.data.image, `${file}: "image:" must name the ${language} copy of ${english}'s picture`).toBe(
      image?.replace(/(\.[a-z]+)$/, `.${language}$1`),
    );
    expect((copy.data.description ?? '').length, `${file}: keep "description:" to 200 characters`).toBeLessThanOrEqual(
      200,
    );
    expect(headings(copy.body), `${file}: use the same sections (## and ###) in the same order as ${english}`).toEqual(
      headings(source.body),
    );
    expect(links(copy.body), `${file}: use the same links as ${english}`).toEqual(links(source.body));
    expect(
      copy.body.match(/\p{L}/gu)?.filter((letter) => DEVANAGARI_LETTER.test(letter)).length,
      `${file}: most of the text is still in English: translate it`,
    ).toBeGreaterThan((copy.body.match(/[A-Za-z]/g)?.length ?? 0) * 3);
  });
});

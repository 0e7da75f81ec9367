/**
 * The product and molecule catalogue of the live database (catalogue-source.ts reads it) as search records: one
 * per product, per molecule and per therapy, each pointing at the portal page that shows it (the server-side
 * product search for a product or a molecule, the products of a therapy). Every record has its own address:
 * pagefind keeps one record per address.
 */
import type { AnswerOfStaffCall } from '../shared/contract/admin/index.ts';
import { pathFor } from '../shared/routes.ts';

/** The catalogue as the publish export answers it (catalogue-source.ts). */
type SearchSource = AnswerOfStaffCall<'searchRecords'>[1];

/** The kinds of suggestion the search offers. */
type RecordKind = 'product' | 'molecule' | 'therapy' | 'page';

/** The languages a record also carries its title and detail in. */
const SHOWN_LANGUAGES = ['hi', 'ne'] as const;

/** A record's title and detail, in English and, where they differ, in Hindi (`title_hi`) and Nepali (`title_ne`). */
type RecordMeta = { title: string; detail: string } & Partial<Record<`${'title' | 'detail'}_${'hi' | 'ne'}`, string>>;

/** One search record (pagefind's custom record shape). */
export interface CatalogueRecord {
  url: string;
  content: string;
  language: 'en';
  meta: RecordMeta;
  filters: { kind: RecordKind[] };
}

/** A text in each language: English, and Hindi and Nepali where they are known. */
type Texts = { en: string } & Partial<Record<(typeof SHOWN_LANGUAGES)[number], string>>;

/** The molecules of a composition: "Telmisartan 40 mg + Amlodipine 5 mg" → Telmisartan, Amlodipine. */
export function moleculesOf(composition: string): string[] {
  return composition
    .split('+')
    .map((part) =>
      part
        .replace(/\(.*?\)/g, '')
        .replace(/\s+[\d.,]+\s*(mg|mcg|g|ml|iu)\b.*$/i, '')
        .trim(),
    )
    .filter((name) => name !== '');
}

/**
 * A record: its words are the title and detail in every language (so Devanagari typing finds it), its meta the
 * English and each other language's text where it differs.
 */
function record(url: string, title: Texts, detail: Texts, kind: RecordKind): CatalogueRecord {
  const meta: RecordMeta = { title: title.en, detail: detail.en };
  const words = [title.en, detail.en];
  for (const language of SHOWN_LANGUAGES) {
    const [shownTitle, shownDetail] = [title[language] ?? title.en, detail[language] ?? detail.en];
    if (shownTitle !== title.en) meta[`title_${language}`] = shownTitle;
    if (shownDetail !== detail.en) meta[`detail_${language}`] = shownDetail;
    for (const word of [shownTitle, shownDetail]) if (!words.includes(word)) words.push(word);
  }
  return { url, content: words.join('. '), language: 'en', meta, filters: { kind: [kind] } };
}

/** Joins texts in each language (a list of names, or a composition and a therapy). */
function joined(parts: readonly Texts[], separator: string): Texts {
  const texts: Texts = { en: parts.map((part) => part.en).join(separator) };
  for (const language of SHOWN_LANGUAGES)
    if (parts.some((part) => part[language])) texts[language] = parts.map((p) => p[language] ?? p.en).join(separator);
  return texts;
}

/** Every record of a catalogue. */
export function catalogueRecords(source: SearchSource): CatalogueRecord[] {
  const names = source.names ?? {};
  const texts = (en: string): Texts => ({ en, ...names[en] });
  const products = source.products.map((p) =>
    record(
      pathFor('searchProducts', { searchedString: p.title }),
      texts(p.title),
      joined([{ en: p.composition }, texts(p.therapy)], ' · '),
      'product',
    ),
  );
  const byMolecule = new Map<string, string[]>();
  const therapyMolecules = new Map<string, string[]>();
  for (const p of source.products) {
    for (const molecule of moleculesOf(p.composition))
      byMolecule.set(molecule, [...(byMolecule.get(molecule) ?? []), p.title]);
    const known = therapyMolecules.get(p.therapy) ?? [];
    for (const molecule of moleculesOf(p.composition)) if (!known.includes(molecule)) known.push(molecule);
    therapyMolecules.set(p.therapy, known);
  }
  const molecules = [...byMolecule].map(([molecule, titles]) =>
    record(
      pathFor('searchProducts', { searchedString: molecule }),
      { en: molecule },
      joined(titles.map(texts), ', '),
      'molecule',
    ),
  );
  const therapies = source.therapies.map((title) =>
    record(
      pathFor('products', { title }),
      texts(title),
      { en: (therapyMolecules.get(title) ?? []).join(', ') },
      'therapy',
    ),
  );
  return [...products, ...molecules, ...therapies];
}

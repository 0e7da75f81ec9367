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

/** One search record (pagefind's custom record shape). */
export interface CatalogueRecord {
  url: string;
  content: string;
  language: 'en';
  meta: { title: string; detail: string };
  filters: { kind: RecordKind[] };
}

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

const record = (url: string, title: string, detail: string, kind: RecordKind, words: string[]): CatalogueRecord => ({
  url,
  content: [title, detail, ...words].join('. '),
  language: 'en',
  meta: { title, detail },
  filters: { kind: [kind] },
});

/** Every record of a catalogue. */
export function catalogueRecords(source: SearchSource): CatalogueRecord[] {
  const products = source.products.map((p) =>
    record(
      pathFor('searchProducts', { searchedString: p.title }),
      p.title,
      `${p.composition} · ${p.therapy}`,
      'product',
      [],
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
    record(pathFor('searchProducts', { searchedString: molecule }), molecule, titles.join(', '), 'molecule', []),
  );
  const therapies = source.therapies.map((title) =>
    record(pathFor('products', { title }), title, (therapyMolecules.get(title) ?? []).join(', '), 'therapy', []),
  );
  return [...products, ...molecules, ...therapies];
}

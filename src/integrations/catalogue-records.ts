/**
 * The build-time export of the public product and molecule catalogue (the demo catalogue of
 * src/server/db/seed/) as search records: one per product, per molecule and per therapy, each pointing at the
 * portal page that shows it (the server-side product search for a product or a molecule, the products of a
 * therapy). Every record has its own address: pagefind keeps one record per address.
 */
import { THERAPIES } from '../server/db/seed/catalogue.ts';
import { PRODUCTS } from '../server/db/seed/products.ts';
import { pathFor } from '../shared/routes.ts';

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

/** Every record of the catalogue. */
export function catalogueRecords(): CatalogueRecord[] {
  const products = PRODUCTS.map((p) =>
    record(
      pathFor('searchProducts', { searchedString: p.title }),
      p.title,
      `${p.composition} · ${p.therapy}`,
      'product',
      [],
    ),
  );
  const byMolecule = new Map<string, string[]>();
  for (const p of PRODUCTS) {
    for (const molecule of moleculesOf(p.composition))
      byMolecule.set(molecule, [...(byMolecule.get(molecule) ?? []), p.title]);
  }
  const molecules = [...byMolecule].map(([molecule, titles]) =>
    record(pathFor('searchProducts', { searchedString: molecule }), molecule, titles.join(', '), 'molecule', []),
  );
  const therapies = THERAPIES.map((t) =>
    record(pathFor('products', { title: t.title }), t.title, t.molecules.join(', '), 'therapy', []),
  );
  return [...products, ...molecules, ...therapies];
}

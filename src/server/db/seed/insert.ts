/** The inserts of the demo dataset, run inside one transaction by seedDemo. */
import { withSanitizedHtml } from '../../lib/article-html.ts';
import type { Tx } from '../client.ts';
import * as t from '../schema.ts';
import { buildArticles } from './articles.ts';
import { FOCUSES, THERAPIES } from './catalogue.ts';
import { CATEGORIES } from './categories.ts';
import { ASHA_ORDERS, BANNERS, EMAILERS, PRIVACY_PAGE } from './content.ts';
import { JOURNALS } from './journals.ts';
import { FILES, PORTALS, VIDEOS } from './media.ts';
import { MANAGERS, MARKER_MEMBER, MEMBERS, NOTICE_UNANSWERED } from './people.ts';
import { PRODUCTS } from './products.ts';
import { daysBeforeEpoch, slugify } from './random.ts';
import { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION } from '../../../shared/privacy.ts';
import { insertAshaSamples } from './samples.ts';
import { SUB_CATEGORIES } from './subcategories.ts';
import {
  linkTitleTranslations,
  productTranslations,
  seedTranslations,
  subCategoryTranslations,
} from './translations.ts';

function idOf(map: ReadonlyMap<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo seed: no row for "${key}"`);
  return id;
}

/** Inserts focuses, managers and members; the id of the marker member, or undefined when it already existed. */
async function insertPeople(tx: Tx): Promise<number | undefined> {
  await tx
    .insert(t.focuses)
    .values(FOCUSES.map((f) => ({ ...f, translations: seedTranslations(f.name) })))
    .onConflictDoNothing();
  await tx
    .insert(t.managers)
    .values([...MANAGERS])
    .onConflictDoNothing();
  const rows = MEMBERS.map((m, i) => ({ ...m, createdAt: daysBeforeEpoch(400 - 30 * i) }));
  const inserted = await tx
    .insert(t.members)
    .values(rows)
    .onConflictDoNothing({ target: [t.members.countryCode, t.members.phone] })
    .returning({ id: t.members.id, countryCode: t.members.countryCode, phone: t.members.phone });
  // The demo members have answered the privacy notice (both optional purposes on), so demos and the end-to-end tests
  // start on the page; a member without consent rows sees the notice (docs/PRIVACY-OPERATIONS.md), as Dr. Kavita
  // Sharma does.
  const answered = inserted.filter(
    (m) => m.countryCode !== NOTICE_UNANSWERED.countryCode || m.phone !== NOTICE_UNANSWERED.phone,
  );
  if (answered.length > 0) {
    await tx.insert(t.consentRecords).values(
      answered.flatMap((m) =>
        CONSENT_PURPOSES.map((purpose) => ({
          memberId: m.id,
          purpose,
          granted: true,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          channel: 'notice',
          at: daysBeforeEpoch(30),
        })),
      ),
    );
  }
  return inserted.find((m) => m.countryCode === MARKER_MEMBER.countryCode && m.phone === MARKER_MEMBER.phone)?.id;
}

async function insertCatalogue(tx: Tx): Promise<void> {
  const categories = await tx
    .insert(t.categories)
    .values(
      CATEGORIES.map((c, sort) => ({
        title: c.title,
        linkName: c.key,
        description: c.description,
        banner: c.banner,
        outcome: c.outcome,
        link: c.link,
        image: c.image,
        therapeuticFocus: c.focus,
        sort,
        translations: seedTranslations(c.title, c.description),
      })),
    )
    .returning({ id: t.categories.id, key: t.categories.linkName });
  const categoryIds = new Map(categories.map((c) => [c.key, c.id]));
  await tx.insert(t.subCategories).values(
    SUB_CATEGORIES.map(({ categoryKey, focus, ...s }, sort) => ({
      ...s,
      translations: subCategoryTranslations({ categoryKey, focus, ...s }),
      categoryId: idOf(categoryIds, categoryKey),
      therapeuticFocus: focus,
      sort,
    })),
  );
  const therapies = await tx
    .insert(t.therapies)
    .values(THERAPIES.map((th) => ({ title: th.title, image: th.image, translations: seedTranslations(th.title) })))
    .returning({ id: t.therapies.id, title: t.therapies.title });
  const therapyIds = new Map(therapies.map((th) => [th.title, th.id]));
  await tx.insert(t.products).values(
    PRODUCTS.map((p) => ({
      therapyId: idOf(therapyIds, p.therapy),
      title: p.title,
      composition: p.composition,
      dose: p.dose,
      tableName: 'samples',
      image: `${slugify(p.therapy)}.svg`,
      translations: productTranslations(p.title),
    })),
  );
}

async function insertContent(tx: Tx): Promise<void> {
  const journals = await tx
    .insert(t.journals)
    .values(JOURNALS.map((j) => ({ title: j.title })))
    .returning({ id: t.journals.id });
  const journalId = (index: number): number => {
    const row = journals[index];
    if (!row) throw new Error(`Demo seed: no journal #${index}`);
    return row.id;
  };
  await tx
    .insert(t.articles)
    .values(
      buildArticles().map(({ journalIndex, ...a }) => withSanitizedHtml({ ...a, journalId: journalId(journalIndex) })),
    );
  await tx
    .insert(t.emailers)
    .values(EMAILERS.map(({ journalIndex, ...e }) => ({ ...e, journalId: journalId(journalIndex) })));
  await tx.insert(t.videos).values([...VIDEOS]);
  await tx.insert(t.portals).values(PORTALS.map((p) => ({ ...p, translations: linkTitleTranslations(p.title) })));
  await tx
    .insert(t.files)
    .values(FILES.map((f) => ({ linkName: f.linkName, name: f.name, translations: linkTitleTranslations(f.title) })));
  await tx.insert(t.banners).values([...BANNERS]);
  await tx
    .insert(t.pages)
    .values({ ...PRIVACY_PAGE })
    .onConflictDoNothing({ target: t.pages.slug });
}

/** Inserts the whole demo dataset unless its marker member exists; true when it inserted (`now`: this sample year). */
export async function insertDemo(tx: Tx, now = Date.now()): Promise<boolean> {
  const ashaId = await insertPeople(tx);
  if (ashaId === undefined) return false;
  await insertCatalogue(tx);
  await insertContent(tx);
  await tx.insert(t.orders).values(ASHA_ORDERS.map((o) => ({ ...o, memberId: ashaId })));
  await insertAshaSamples(tx, ashaId, now);
  return true;
}

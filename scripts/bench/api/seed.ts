/**
 * The large benchmark dataset, on top of the demo seed: products, articles, members, sessions and orders inserted
 * with set-based SQL (`INSERT … SELECT … FROM generate_series`) through the project's own Drizzle client and
 * schema, so 100,000 articles take seconds, not minutes.
 */
import { type SQL, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import * as t from '../../../src/server/db/schema.ts';
import { sanitizeStoredArticles } from '../../../src/server/services/content/article-html.ts';
import { randomKey, sha256 } from '../../../src/server/services/crypto.ts';

/** How much to insert. */
export interface BenchScale {
  products: number;
  /** Articles in all after seeding (the demo's included). */
  articles: number;
  members: number;
  /** Members that get a session key (the load spreads over them) and orders. */
  signedIn: number;
  ordersPerMember: number;
}

/** The full dataset of issue 6: ≥10,000 products, ≥100,000 articles, ≥10,000 members. */
export const FULL_SCALE: BenchScale = {
  products: 10_000,
  articles: 100_000,
  members: 10_000,
  signedIn: 200,
  ordersPerMember: 40,
};

/** What the load needs to know about the seeded data. */
export interface BenchData {
  /** Session keys of the signed-in members (none is a demo account). */
  keys: string[];
  /** Session keys of as many other members who read the portal in Hindi (no orders). */
  hindiKeys: string[];
  /** A category that has sub-category cards. */
  categoryId: number;
  /** A therapy title with products. */
  therapy: string;
  /** A sub-category title that takes accessories orders. */
  orderItem: string;
  articleCount: number;
}

/** Molecules of the generated titles and compositions (the demo catalogue's, so searches find both). */
export const MOLECULES = [
  'Amlodipine',
  'Telmisartan',
  'Olmesartan',
  'Cilnidipine',
  'Chlorthalidone',
  'Bisoprolol',
  'Metoprolol',
  'Nebivolol',
  'Carvedilol',
  'Rosuvastatin',
  'Atorvastatin',
  'Ezetimibe',
  'Clopidogrel',
  'Ticagrelor',
  'Aspirin',
  'Metformin',
  'Glimepiride',
  'Sitagliptin',
  'Vildagliptin',
  'Dapagliflozin',
  'Empagliflozin',
  'Tiotropium',
  'Formoterol',
  'Budesonide',
  'Montelukast',
  'Levocetirizine',
  'Fexofenadine',
  'Pregabalin',
  'Gabapentin',
  'Duloxetine',
] as const;
const POPULATIONS = [
  'elderly patients',
  'women over 50',
  'rural primary care',
  'patients with chronic kidney disease',
  'newly diagnosed adults',
  'urban out-patient clinics',
  'patients in Nepal',
  'night-shift workers',
  'young adults',
  'patients with obesity',
] as const;
const PATTERNS = [
  '%s in %s: a 12-week observational study',
  'Real-world adherence to %s among %s',
  '%s versus usual care in %s',
  'Safety profile of %s in %s',
  'Dose titration of %s for %s',
  'Cost-effectiveness of %s in %s',
  'Five-year outcomes with %s in %s',
  'Switching to %s in %s: a case series',
  'Patient-reported outcomes with %s among %s',
] as const;
const SYLLABLES = ['Car', 'Dia', 'Neu', 'Pul', 'Vas', 'Glu', 'Tel', 'Amo', 'Rox', 'Zen', 'Lip', 'Bet'] as const;
const ENDINGS = ['ex', 'ol', 'ina', 'tab', 'cor', 'med', 'vit', 'pro'] as const;

/** A text[] literal of the values, as bound parameters. */
const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
/** An int[] literal of the values. */
const intArray = (values: readonly number[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;

/** Element `1 + (index mod length)` of an array expression: a deterministic pick. */
const pick = (array: SQL, length: number, index: SQL): SQL => sql`(${array})[1 + ((${index}) % ${length}::int)]`;

/** Inserts `count` products (titles unique, as the catalogue requires: each ends in its line number), and therapies. */
async function insertProducts(db: Db, count: number): Promise<string> {
  const existing = await db
    .select({ id: t.therapies.id, title: t.therapies.title })
    .from(t.therapies)
    .orderBy(asc(t.therapies.id));
  const extra = Math.max(0, Math.ceil(count / 50) - existing.length);
  await db.execute(sql`INSERT INTO ${t.therapies} (title, image)
    SELECT 'Bench therapy ' || lpad(g::text, 4, '0'), 'bench.svg' FROM generate_series(1, ${extra}::int) AS g`);
  const therapyIds = (await db.select({ id: t.therapies.id }).from(t.therapies).orderBy(asc(t.therapies.id))).map(
    (r) => r.id,
  );
  const g = sql`g`;
  const molecule = pick(textArray(MOLECULES), MOLECULES.length, sql`g * 7`);
  await db.execute(sql`INSERT INTO ${t.products} (therapy_id, title, composition, dose, table_name, image)
    SELECT ${pick(intArray(therapyIds), therapyIds.length, g)},
      ${pick(textArray(SYLLABLES), SYLLABLES.length, sql`g / 3`)} || lower(${pick(textArray(SYLLABLES), SYLLABLES.length, sql`g / 37`)})
        || ${pick(textArray(ENDINGS), ENDINGS.length, g)} || ' ' || (5 * (1 + g % 8))::text || ' L' || g::text,
      ${molecule} || ' ' || (5 * (1 + g % 8))::text || ' mg' || CASE WHEN g % 3 = 0
        THEN ' + ' || ${pick(textArray(MOLECULES), MOLECULES.length, sql`g * 11 + 3`)} || ' 10 mg' ELSE '' END,
      CASE WHEN g % 2 = 0 THEN '5 mg,10 mg' ELSE '' END, 'samples', 'bench.svg'
    FROM generate_series(1, ${count}::int) AS g`);
  return existing[0]?.title ?? 'Bench therapy 0001';
}

/** Articles published every ~17 minutes back from the demo epoch, three at a time sharing a timestamp (id breaks ties). */
async function insertArticles(db: Db, count: number): Promise<void> {
  const journalIds = (await db.select({ id: t.journals.id }).from(t.journals).orderBy(asc(t.journals.id))).map(
    (r) => r.id,
  );
  const therapyTitles = (
    await db
      .select({ title: t.therapies.title })
      .from(t.therapies)
      .where(sql`${t.therapies.title} NOT LIKE 'Bench therapy %'`)
      .orderBy(asc(t.therapies.id))
  ).map((r) => r.title);
  const molecule = pick(textArray(MOLECULES), MOLECULES.length, sql`g * 7`);
  const population = pick(textArray(POPULATIONS), POPULATIONS.length, sql`g / 30`);
  const chunk = 25_000;
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await db.execute(sql`INSERT INTO ${t.articles} (title, reference, description, journal_id, therapy, link, published_at)
      SELECT format(${pick(textArray(PATTERNS), PATTERNS.length, sql`g`)}, ${molecule}, ${population}) || ' (' || g::text || ')',
        '<p><em>Bench Journal</em> ' || (2020 + g % 6)::text || '; ' || (g % 40)::text || ': 10–14. '
          || '<a href="https://doi.example.org/10.5555/bench.' || g::text || '" target="_blank" rel="noopener noreferrer">doi</a></p>',
        '<p><strong>Background:</strong> ' || ${molecule} || ' is widely used. We followed ' || (40 + g % 400)::text || ' '
          || ${population} || ' for ' || (8 + g % 44)::text || ' weeks.</p><p><em>Findings:</em> target control in '
          || (55 + g % 40)::text || '% of participants.</p>',
        ${pick(intArray(journalIds), journalIds.length, sql`g`)},
        ${pick(textArray(therapyTitles), therapyTitles.length, sql`g * 3`)},
        'https://journals.example.org/bench/articles/' || g::text,
        timestamptz '2026-01-01 00:00:00+00' - (g / 3) * interval '51 minutes'
      FROM generate_series(${from}::int, ${to}::int) AS g`);
  }
}

async function insertMembers(db: Db, count: number): Promise<void> {
  const focuses = (await db.select({ name: t.focuses.name }).from(t.focuses).orderBy(asc(t.focuses.sort))).map(
    (r) => r.name,
  );
  await db.execute(sql`INSERT INTO ${t.members} (country_code, phone, first_name, last_name, email, therapeutic_focus, member_role)
    SELECT '91', '7' || lpad(g::text, 9, '0'), 'Bench', 'Member ' || g::text, 'bench' || g::text || '@example.com',
      ${pick(textArray(focuses), focuses.length, sql`g`)}, '1'
    FROM generate_series(1, ${count}::int) AS g
    ON CONFLICT DO NOTHING`);
}

/** The ids of `count` bench members from the `skip`-th on. */
const benchMembers = (db: Db, count: number, skip: number) =>
  db
    .select({ id: t.members.id })
    .from(t.members)
    .where(sql`${t.members.phone} LIKE '7%' AND ${t.members.firstName} = 'Bench' AND NOT ${t.members.isDemo}`)
    .orderBy(asc(t.members.id))
    .limit(count)
    .offset(skip);

/** Opens a session for each member of `rows`; answers their keys. */
async function openSessions(db: Db, rows: { id: number }[]): Promise<string[]> {
  const keys = rows.map(() => randomKey(32));
  const now = Date.now();
  await db.insert(t.sessions).values(
    rows.map((row, i) => ({
      memberId: row.id,
      keyHash: sha256(keys[i] ?? ''),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + 7 * 86_400_000),
    })),
  );
  return keys;
}

/** Opens a session for each of the first `count` bench members and gives each `orders` accessories orders. */
async function signIn(db: Db, count: number, orders: number, orderItem: string): Promise<string[]> {
  const rows = await benchMembers(db, count, 0);
  const keys = await openSessions(db, rows);
  await db.execute(sql`INSERT INTO ${t.orders} (member_id, table_name, category, sub_category, message, created_at)
    SELECT m.id, 'accessories', 'Order Samples & Services', ${orderItem}, 'Bench order ' || g::text,
      timestamptz '2026-01-01 00:00:00+00' - g * interval '3 days'
    FROM ${t.members} m CROSS JOIN generate_series(1, ${orders}::int) AS g
    WHERE m.id IN (${sql.join(
      rows.map((r) => sql`${r.id}`),
      sql`, `,
    )})`);
  return keys;
}

/** Refreshes planner statistics and the visibility map, as autovacuum would after a bulk load. */
async function analyze(db: Db): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE`);
}

/** Inserts the bench dataset into a database that already holds the demo seed; answers what the load needs. */
export async function seedBench(db: Db, scale: BenchScale): Promise<BenchData> {
  const [item] = await db
    .select({ title: t.subCategories.title, categoryId: t.subCategories.categoryId })
    .from(t.subCategories)
    .where(eq(t.subCategories.tableName, 'accessories'))
    .limit(1);
  if (!item) throw new Error('the demo seed has no accessories sub-category');
  const therapy = await insertProducts(db, scale.products);
  await insertArticles(db, Math.max(0, scale.articles - (await db.$count(t.articles))));
  // Written in the form the console stores (services/content/article-html.ts); an import by SQL is checked the same way.
  const unsanitized = await sanitizeStoredArticles(db);
  if (unsanitized > 0) throw new Error(`${unsanitized} bench articles were not in the sanitiser's form`);
  await insertMembers(db, scale.members);
  const keys = await signIn(db, scale.signedIn, scale.ordersPerMember, item.title);
  const hindi = await benchMembers(db, scale.signedIn, scale.signedIn);
  await db
    .update(t.members)
    .set({ language: 'hi' })
    .where(
      inArray(
        t.members.id,
        hindi.map((row) => row.id),
      ),
    );
  const hindiKeys = await openSessions(db, hindi);
  await analyze(db);
  const articleCount = await db.$count(t.articles);
  return { keys, hindiKeys, categoryId: item.categoryId, therapy, orderItem: item.title, articleCount };
}

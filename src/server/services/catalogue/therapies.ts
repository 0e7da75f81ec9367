/** Therapies (the sample grid) and therapeutic focuses. */
import { asc, eq } from 'drizzle-orm';
import type { TherapeuticFocus, Therapy } from '../../../shared/contract/entities.ts';
import type { Db } from '../../db/client.ts';
import { focuses, therapies } from '../../db/schema.ts';
import { shownText } from '../content-language.ts';

/** Every published therapy, in the order they were set up, its title also in the member's language. */
export async function therapyList(db: Db): Promise<Therapy[]> {
  const rows = await db.select().from(therapies).where(eq(therapies.published, true)).orderBy(asc(therapies.id));
  return rows.map((row) => ({
    therepy_id: String(row.id),
    title: row.title,
    title_shown: shownText(row.translations, 'title', row.title),
    image: row.image,
  }));
}

/** Every therapeutic focus, in set order, its name also in the member's language. */
export async function focusList(db: Db): Promise<TherapeuticFocus[]> {
  const rows = await db.select().from(focuses).orderBy(asc(focuses.sort), asc(focuses.name));
  return rows.map((row) => ({
    name: row.name,
    name_shown: shownText(row.translations, 'title', row.name),
    image: row.image,
  }));
}

/** A focus's name in the member's language ('' for no focus; the name itself for a focus that is gone). */
export async function focusShown(db: Db, name: string): Promise<string> {
  if (name === '') return '';
  const [focus] = await db.select().from(focuses).where(eq(focuses.name, name)).limit(1);
  return focus ? shownText(focus.translations, 'title', focus.name) : name;
}

/** The focus with exactly that name (its stored name and its name in the member's language), or undefined. */
export async function focusNamed(db: Db, name: string): Promise<{ name: string; shown: string } | undefined> {
  const [focus] = await db
    .select({ name: focuses.name, translations: focuses.translations })
    .from(focuses)
    .where(eq(focuses.name, name))
    .limit(1);
  return focus && { name: focus.name, shown: shownText(focus.translations, 'title', focus.name) };
}

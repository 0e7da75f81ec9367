/** The sub-category cards of a category for a focus. */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { SubCategory } from '../../../shared/contract/entities.ts';
import type { Db } from '../../db/client.ts';
import { subCategories } from '../../db/schema.ts';
import { shownText } from '../content-language.ts';

function toSubCategory(row: typeof subCategories.$inferSelect): SubCategory {
  return {
    serv_sub_category_id: String(row.id),
    title: row.title,
    title_shown: shownText(row.translations, 'title', row.title),
    description_shown: shownText(row.translations, 'description', row.description),
    table_name: row.tableName,
    service_type: row.serviceType,
    link_name: row.linkName,
    therapeutic_focus: row.therapeuticFocus ?? '',
    outcome: row.outcome,
    description: row.description,
    demo_video: row.demoVideo,
    sample_link: row.sampleLink,
    message: row.message,
    serv_category_id: String(row.categoryId),
    sub_header: row.subHeader,
    image: row.image,
  };
}

/** Sub-categories of a category shown for a focus: those of the focus and those for every focus, in set order. */
export async function subCategoriesFor(db: Db, categoryId: number, focus: string): Promise<SubCategory[]> {
  const rows = await db
    .select()
    .from(subCategories)
    .where(
      and(
        eq(subCategories.categoryId, categoryId),
        eq(subCategories.published, true),
        or(eq(subCategories.therapeuticFocus, focus), isNull(subCategories.therapeuticFocus)),
      ),
    )
    .orderBy(asc(subCategories.sort), asc(subCategories.id));
  return rows.map(toSubCategory);
}

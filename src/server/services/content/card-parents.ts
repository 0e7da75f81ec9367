/**
 * The cards behind the small lists (emailers, videos, portals, files): a row's parent is every card of its service
 * type that names it (by title or link name). When staff hide those cards, by unpublishing them or their category, the
 * row is hidden with them and answers as an unknown one does; a row no card names yet is answered as before (the
 * console may add rows before their card).
 */
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { categories, subCategories } from '../../db/schema.ts';

/** The card types whose pages list rows of another table. */
type ListCardType = 'emailer' | 'videos' | 'portals' | 'files';

/** A card doctors see: published, in a published category. */
const shownCard = and(eq(subCategories.published, true), eq(categories.published, true));

/** The cards of a type that name a row (`names`, a condition over the card and the outer row). */
function cardsNaming(type: ListCardType, names: SQL, shown: boolean): SQL {
  return sql`exists (select 1 from ${subCategories} inner join ${categories} on ${categories.id} = ${subCategories.categoryId} where ${subCategories.serviceType} = ${type} and ${names}${shown ? sql` and ${shownCard}` : sql``})`;
}

/**
 * A row whose parent card is shown, or that no card names: `names` matches a card of the type to the outer row (each
 * column in it qualified by its table, as drizzle writes them).
 */
export function parentShown(type: ListCardType, names: SQL): SQL {
  return sql`(${cardsNaming(type, names, true)} or not ${cardsNaming(type, names, false)})`;
}

/** A card meant for the row's focus: the card's focus is that focus, or none (every focus). */
export function cardForFocus(focus: SQLWrapper): SQL {
  return sql`(${subCategories.therapeuticFocus} is null or ${subCategories.therapeuticFocus} = ${focus})`;
}

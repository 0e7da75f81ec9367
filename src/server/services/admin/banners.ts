/**
 * The home banner popups for the content team, on the shared list machinery (content-list-store.ts): list, add,
 * change, each write audited (`banner.create|update`) and every cache emptied, so doctors see the change at their
 * next home call. A banner has an English picture and may have a Hindi and a Nepali one (a picture may carry words).
 * An uploaded image ("upload:<file>") must exist in the images folder of the file storage; a focus must exist ('' is
 * every focus).
 */
import { asc, desc, sql } from 'drizzle-orm';
import { banners } from '../../db/schema.ts';
import { bannerText } from './banner-texts.ts';
import { existingImage } from './content-images.ts';
import { byId, listService } from './content-list-store.ts';
import { knownFocus } from './lists-media.ts';

/** A banner as the console shows it. */
interface AdminBanner {
  id: number;
  image: string;
  imageHi: string;
  imageNe: string;
  therapeuticFocus: string;
  sort: number;
  active: boolean;
}

/** What staff set on a banner. */
interface BannerInput {
  image: string;
  imageHi: string;
  imageNe: string;
  therapeuticFocus: string;
  sort: number;
  active: boolean;
}

/** The console's banner of a row. */
function toBanner(row: typeof banners.$inferSelect): AdminBanner {
  return {
    id: row.id,
    image: row.popupLink,
    imageHi: row.popupLinkHi,
    imageNe: row.popupLinkNe,
    therapeuticFocus: row.therapeuticFocus ?? '',
    sort: row.sort,
    active: row.active,
  };
}

/** Banners: every-focus ones first, then by focus, order and newest; an image or a focus searched. */
export const bannerList = listService(
  byId({
    table: banners,
    entity: 'banner',
    notFound: bannerText.bannerNotFound,
    searched: [banners.popupLink, banners.popupLinkHi, banners.popupLinkNe, banners.therapeuticFocus],
    order: [sql`${banners.therapeuticFocus} nulls first`, asc(banners.sort), desc(banners.id)],
    shown: async (_db, rows: (typeof banners.$inferSelect)[]) => rows.map(toBanner),
  }),
  (input: { id: number }) => input.id,
  async (tx, input: BannerInput, _key, storage) => {
    const focus = input.therapeuticFocus.trim();
    const therapeuticFocus = focus === '' ? null : await knownFocus(tx, focus);
    return {
      values: {
        popupLink: await existingImage(storage, input.image, 'image'),
        popupLinkHi: await existingImage(storage, input.imageHi, 'imageHi'),
        popupLinkNe: await existingImage(storage, input.imageNe, 'imageNe'),
        therapeuticFocus,
        sort: input.sort,
        active: input.active,
      },
    };
  },
);

/** "My samples" (UCPMP 2024): a member's registration and its check, the sample year and this year's packs per product. */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { REGISTRATION_COUNCILS, VERIFICATION_STATUSES, type CountryCode } from '../../../shared/constants.ts';
import type { MySamples } from '../../../shared/contract/entities.ts';
import type { SampleConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orders, products, sampleLedger } from '../../db/schema.ts';
import { shownText } from '../content-language.ts';
import { loadMember } from '../profile.ts';
import { NOT_COUNTED } from './cap.ts';
import { sampleYearOf } from '../../lib/sample-year.ts';

/**
 * The packs per product a member ordered in the sample year starting `yearStart`, most ordered first, each titled also
 * in the member's language (a product since removed keeps its English title).
 */
async function packsByProduct(db: Db, memberId: number, yearStart: string) {
  const rows = await db
    .select({
      productId: sampleLedger.productId,
      title: sql<string>`coalesce(max(${products.title}), max(${sampleLedger.productTitle}))`,
      translations: products.translations,
      packs: sql<string>`sum(${sampleLedger.qty})`,
    })
    .from(sampleLedger)
    .innerJoin(orders, eq(orders.id, sampleLedger.orderId))
    .leftJoin(products, eq(products.id, sampleLedger.productId))
    .where(
      and(
        eq(sampleLedger.memberId, memberId),
        eq(sampleLedger.yearStart, yearStart),
        notInArray(orders.status, NOT_COUNTED),
      ),
    )
    .groupBy(sampleLedger.productId, products.translations);
  return rows
    .map((row) => ({
      product_id: String(row.productId),
      title: row.title,
      title_shown: row.translations ? shownText(row.translations, 'title', row.title) : row.title,
      packs: Number(row.packs),
    }))
    .sort((a, b) => b.packs - a.packs || a.title.localeCompare(b.title));
}

/** The member's samples summary at `now` under the configured rules. */
export async function mySamples(db: Db, memberId: number, config: SampleConfig, now: number): Promise<MySamples> {
  const member = await loadMember(db, memberId);
  const country: CountryCode = member.countryCode === '977' ? '977' : '91';
  const rule = config.years[country];
  const year = sampleYearOf(rule, now);
  const status = VERIFICATION_STATUSES.find((s) => s === member.verificationStatus) ?? 'Unverified';
  return {
    registration_number: member.registrationNumber,
    registration_council: member.registrationCouncil,
    registration_year: member.registrationYear,
    verification_status: status,
    verification_reason: member.verificationReason,
    councils: [...REGISTRATION_COUNCILS[country]],
    require_verified: config.requireVerified,
    cap: rule.packsPerProduct,
    year_start: year.start,
    year_end: year.end,
    products: await packsByProduct(db, memberId, year.start),
  };
}

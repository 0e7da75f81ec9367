/**
 * Emailers for the content team, as GetEmailers reads them: a title, the journal whose PDF a doctor downloads or
 * e-mails (journals/<journalId>.pdf in the file storage), the emailer card's title (a sub-category of service type
 * `emailer`) and an existing focus; `active` false hides it from doctors. The PDF is uploaded for a saved emailer,
 * checked in the PDF worker pool exactly as a member's print is, and stored through the file storage.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailers, journals, subCategories } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../storage/types.ts';
import type { PdfCheckPool } from '../uploads/pdf-pool.ts';
import { checkedPdf } from '../uploads/pdf.ts';
import type { Actor } from './actor.ts';
import { auditedWrite } from './audit.ts';
import { byId, listService } from './content-list-store.ts';
import { emailerText } from './emailer-texts.ts';
import { knownFocus } from './lists-media.ts';

/** What staff set on an emailer. */
interface EmailerInput {
  title: string;
  journalId: number;
  subCategoryTitle: string;
  therapeuticFocus: string;
  active: boolean;
}

const invalid = (message: string, field: string) => new AppError(400, 'VALIDATION_FAILED', message, { field });

/** Emailers by card, focus, then as added; each with its journal's title. */
export const emailerList = listService(
  byId({
    table: emailers,
    entity: 'emailer',
    notFound: emailerText.notFound,
    searched: [emailers.title, emailers.subCategoryTitle],
    order: [asc(emailers.subCategoryTitle), asc(emailers.therapeuticFocus), asc(emailers.id)],
    shown: async (db, rows: (typeof emailers.$inferSelect)[]) => {
      const ids = [...new Set(rows.map((row) => row.journalId))];
      const titles =
        ids.length === 0
          ? []
          : await db.select({ id: journals.id, title: journals.title }).from(journals).where(inArray(journals.id, ids));
      const byJournal = new Map(titles.map((j) => [j.id, j.title]));
      return rows.map((row) => ({ ...row, journal: byJournal.get(row.journalId) ?? '' }));
    },
  }),
  (input: { id: number }) => input.id,
  async (tx, input: EmailerInput) => {
    const [journal] = await tx.select({ id: journals.id }).from(journals).where(eq(journals.id, input.journalId));
    if (!journal) throw invalid(emailerText.journalUnknown, 'journalId');
    const subCategoryTitle = input.subCategoryTitle.trim();
    const [card] = await tx
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(and(eq(subCategories.title, subCategoryTitle), eq(subCategories.serviceType, 'emailer')))
      .limit(1);
    if (!card) throw invalid(emailerText.cardUnknown(subCategoryTitle), 'subCategoryTitle');
    return {
      values: {
        title: input.title.trim(),
        journalId: journal.id,
        subCategoryTitle,
        therapeuticFocus: await knownFocus(tx, input.therapeuticFocus),
        active: input.active,
      },
    };
  },
);

/** What storing an emailer's PDF needs. */
export interface PdfDeps {
  db: Db;
  storage: FileStorage;
  pdfChecks: PdfCheckPool;
}

/**
 * Checks an emailer's PDF and stores the checked copy as its journal's PDF, audited (`emailer.pdf`); 404 for an
 * unknown emailer. If the audit row fails, the journal's previous PDF is put back.
 */
export async function storeEmailerPdf(
  deps: PdfDeps,
  actor: Actor,
  id: number,
  data: Buffer,
  now: number,
): Promise<{ journalId: number; bytes: number }> {
  const [emailer] = await deps.db.select({ journalId: emailers.journalId }).from(emailers).where(eq(emailers.id, id));
  if (!emailer) throw new AppError(404, 'NOT_FOUND', emailerText.notFound, { field: 'id' });
  const copy = await checkedPdf(deps.pdfChecks, data, emailerText.pdf, 'pdf');
  const name = `${emailer.journalId}.pdf`;
  const previous = await deps.storage.read('journals', name);
  await deps.storage.write('journals', name, copy);
  try {
    await auditedWrite(
      deps.db,
      actor,
      async () => ({
        result: null,
        audit: [
          {
            action: 'emailer.pdf',
            entity: 'emailer',
            entityId: id,
            changes: {
              [`journals/${name}`]: { from: previous ? String(previous.length) : null, to: String(copy.length) },
            },
          },
        ],
      }),
      new Date(now),
    );
  } catch (error) {
    if (previous) await deps.storage.write('journals', name, previous);
    else await deps.storage.remove('journals', name);
    throw error;
  }
  return { journalId: emailer.journalId, bytes: copy.length };
}

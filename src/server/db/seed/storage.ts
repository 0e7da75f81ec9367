/** Writes the demo files through the file storage: journal PDFs to `journals/<id>.pdf`, downloads to `files/<name>`. */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { articles, journals } from '../schema.ts';
import { JOURNALS } from './journals.ts';
import { FILES } from './media.ts';
import { renderPdf } from './pdf.ts';

/** What the seed needs of the file storage (services/storage/types.ts DemoFileStore has it): read and write a file. */
export interface DemoFileStore {
  read(folder: 'journals' | 'files', name: string): Promise<Buffer | undefined>;
  write(folder: 'journals' | 'files', name: string, data: Buffer): Promise<void>;
}

/** Storage folders of the download allow-list that the seed fills. */
const STORAGE_FOLDERS = { journals: 'journals', files: 'files' } as const;

const FOOTER = 'For registered medical practitioners only. Demo content generated for the portal; not medical advice.';

/** Writes a file unless it already holds exactly these bytes; true when it was written. */
async function writeIfChanged(
  storage: DemoFileStore,
  folder: keyof typeof STORAGE_FOLDERS,
  name: string,
  bytes: Buffer,
): Promise<boolean> {
  const current = await storage.read(folder, name);
  if (current?.equals(bytes)) return false;
  await storage.write(folder, name, bytes);
  return true;
}

async function journalPdfs(db: Db, storage: DemoFileStore): Promise<number> {
  const rows = await db
    .select({ id: journals.id, title: journals.title })
    .from(journals)
    .where(
      inArray(
        journals.title,
        JOURNALS.map((j) => j.title),
      ),
    )
    .orderBy(journals.id);
  let written = 0;
  for (const row of rows) {
    const seed = JOURNALS.find((j) => j.title === row.title);
    const latest = await db
      .select({ title: articles.title })
      .from(articles)
      .where(eq(articles.journalId, row.id))
      .orderBy(desc(articles.publishedAt), articles.id)
      .limit(5);
    const pdf = renderPdf({
      title: row.title,
      subtitle: `Emailer summary - ${seed?.focus ?? 'All therapeutic focuses'}`,
      paragraphs: [seed?.summary ?? '', 'In this issue:', ...latest.map((a) => `- ${a.title}`)],
      footer: FOOTER,
    });
    if (await writeIfChanged(storage, 'journals', `${row.id}.pdf`, pdf)) written += 1;
  }
  return written;
}

async function downloadFiles(storage: DemoFileStore): Promise<number> {
  let written = 0;
  for (const file of FILES) {
    const pdf = renderPdf({ title: file.title, subtitle: file.name, paragraphs: [file.body], footer: FOOTER });
    if (await writeIfChanged(storage, 'files', file.name, pdf)) written += 1;
  }
  return written;
}

/** Writes (or repairs) every demo file; returns how many files were written this time. */
export async function writeDemoStorage(db: Db, storage: DemoFileStore): Promise<{ journals: number; files: number }> {
  return { journals: await journalPdfs(db, storage), files: await downloadFiles(storage) };
}

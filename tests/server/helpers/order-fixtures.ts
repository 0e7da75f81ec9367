/** Fixtures of the order tests: a small catalogue of our own, members with session keys, PDFs and multipart bodies. */
import { deflateSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { ORDER_TABLES } from '../../../src/shared/contract/admin/orders.ts';
import type { OrderTable } from '../../../src/shared/contract/entities.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { categories, products, subCategories, therapies } from '../../../src/server/db/schema.ts';
import type { TestApp } from './app.ts';
import { insertMember } from './fixtures.ts';

/** The title of our sub-category for a table. */
export const itemOf = (table: OrderTable) => `Test ${table.replace(/_/g, ' ')}`;

/** The category our sub-categories belong to. */
export const TEST_CATEGORY = 'Test Services';
/** A digital sub-category without a sample link (answers link to the site). */
export const PLAIN_DIGITAL = 'Test digital without link';
/** The sample link of our digital sub-category. */
export const DIGITAL_LINK = 'https://cdn.example.org/kits/digital-clinic.html';
/** Products: one offered in doses, one in a single strength. */
export const DOSED = { title: 'Dosetab', doses: ['5 mg', '10 mg'] } as const;
/** A product without doses. */
export const PLAIN = 'Plaintab';

/** Inserts one sub-category per order table (plus a digital one without link) and two products. */
export async function insertOrderCatalogue(db: Db): Promise<void> {
  const [category] = await db.insert(categories).values({ title: TEST_CATEGORY, outcome: 'submenu' }).returning();
  if (!category) throw new Error('category not inserted');
  await db.insert(subCategories).values([
    ...ORDER_TABLES.map((table) => ({
      categoryId: category.id,
      title: itemOf(table),
      tableName: table,
      outcome: 'modal',
      sampleLink: table === 'digital' ? DIGITAL_LINK : '',
    })),
    { categoryId: category.id, title: PLAIN_DIGITAL, tableName: 'digital', outcome: 'modal' },
  ]);
  const [therapy] = await db.insert(therapies).values({ title: 'Test Therapy' }).returning();
  if (!therapy) throw new Error('therapy not inserted');
  await db.insert(products).values([
    { therapyId: therapy.id, title: DOSED.title, composition: 'Dosine 5 mg', dose: DOSED.doses.join(',') },
    { therapyId: therapy.id, title: PLAIN, composition: 'Plainine 10 mg', dose: '' },
  ]);
}

let phoneSeq = 0;

/** A registration compliance staff verified (the order tests' members may order samples). */
export const VERIFIED_REGISTRATION = {
  registrationNumber: 'MMC-2011-04567',
  registrationCouncil: 'Maharashtra Medical Council',
  registrationYear: '2011',
  verificationStatus: 'Verified',
} as const;

/** Inserts a member (Indian number unless `countryCode`, Verified unless `registration`) and opens a session. */
export async function memberWithKey(
  t: TestApp,
  options: { isDemo?: boolean; countryCode?: '91' | '977'; registration?: Record<string, string> } = {},
): Promise<{ id: number; key: string }> {
  phoneSeq += 1;
  const countryCode = options.countryCode ?? '91';
  const phone = `${countryCode === '91' ? '97' : '98'}${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(5, '0')}`;
  const id = await insertMember(t.database.db, {
    countryCode,
    phone,
    isDemo: options.isDemo ?? false,
    registration: options.registration ?? VERIFIED_REGISTRATION,
  });
  return { id, key: await t.app.deps.sessions.create(id) };
}

/** A small, valid one-page PDF; `catalogExtra` is added to the catalog dictionary, `objects` appended. */
export function buildPdf(options: { catalogExtra?: string; objects?: Buffer[] } = {}): Buffer {
  const content = 'BT /F1 18 Tf 72 720 Td (Clinic poster) Tj ET';
  const objects = [
    Buffer.from(`<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''}>>`),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    ...(options.objects ?? []),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(size);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    size += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ];
  parts.push(
    Buffer.from(
      `${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** A compressed object stream (PDF 1.5) holding one dictionary, e.g. a hidden JavaScript action. */
export function objectStream(dictionary: string, objectNumber = 7): Buffer {
  const header = `${objectNumber} 0 `;
  const data = deflateSync(Buffer.from(header + dictionary));
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
    ),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/** A file part of a multipart body. */
export interface FilePart {
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data POST built with the platform's FormData, ready for `t.request`. */
export async function multipartPost(
  url: string,
  fields: Record<string, string>,
  file?: FilePart,
  headers: Record<string, string> = {},
): Promise<InjectOptions> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(file.field ?? 'print_pdf', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return {
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { ...headers, 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** Authorization and optional Idempotency-Key headers. */
export function orderHeaders(key: string, idempotencyKey?: string): Record<string, string> {
  return {
    authorization: `Bearer ${key}`,
    ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
  };
}

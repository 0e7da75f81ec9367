/**
 * ServPrints.php: a multipart upload of a PDF, checked by content, stored, and listed in Order History; fulfilment
 * downloads it named by its order and the doctor's file name, safe in the header (RFC 5987 for the UTF-8 name).
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders } from '../../src/server/db/schema.ts';
import type { Order } from '../../src/shared/contract/entities.ts';
import { apiMessages as hindi } from '../../src/shared/messages/hi/api.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';
import {
  buildPdf,
  insertOrderCatalogue,
  itemOf,
  memberWithKey,
  multipartPost,
  objectStream,
  orderHeaders,
  type FilePart,
} from './helpers/order-fixtures.ts';

let t: TestApp;
let storageDir: string;
const item = itemOf('prints');
const pdf = (data: Buffer, name = 'poster.pdf'): FilePart => ({ name, type: 'application/pdf', data });
const send = (key: string, fields: Record<string, string>, file?: FilePart) =>
  multipartPost('/ServPrints.php', fields, file, orderHeaders(key)).then((options) => t.request(options));
const storedPrints = async () => readdir(join(storageDir, 'prints')).catch(() => [] as string[]);
const ordersOf = (memberId: number) => t.database.db.select().from(orders).where(eq(orders.memberId, memberId));

/** A new doctor's print order of a PDF named `name`, then fulfilment's download of it: the order id and the answer. */
async function printDownloadedByStaff(name: string) {
  const doctor = await memberWithKey(t);
  const placed = await send(doctor.key, { sub_category: item }, pdf(buildPdf(), name));
  expect(placed.statusCode).toBe(200);
  const id = Number(placed.json()[1].ID);
  const fulfilment = await signedInStaff(t, 'fulfilment');
  const answer = await t.request({
    method: 'GET',
    url: `/api/admin/orders/print?id=${id}`,
    headers: staffHeader(fulfilment.key),
  });
  expect(answer.statusCode).toBe(200);
  return { id, answer };
}

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'prints-'));
  t = await build({ STORAGE_DIR: storageDir });
  await insertOrderCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('ServPrints.php', () => {
  it('stores a real PDF and the order, and lists it in Order History', async () => {
    const member = await memberWithKey(t);
    const file = buildPdf();
    const response = await send(
      member.key,
      { message: 'Print 50 copies', category: 'Patient Education', sub_category: item },
      pdf(file),
    );
    expect(response.statusCode).toBe(200);
    const [status, answer] = response.json() as [{ status: string }, { Message: string; ID: string }];
    expect(status.status).toBe('success');
    const [row] = await ordersOf(member.id);
    expect(answer).toEqual({ Message: expect.stringContaining(item), ID: String(row?.id) });
    expect(row).toMatchObject({
      tableName: 'prints',
      category: 'Patient Education',
      subCategory: item,
      message: 'Print 50 copies',
      addlDescription: 'poster.pdf',
      status: 'Requested',
      details: { print_name: 'poster.pdf' },
    });
    const stored = row?.details.print_file ?? '';
    expect(stored).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    // What is stored is pdf-lib's re-serialised copy of the upload (issue 18 §2), and print_size is its size.
    const copy = await t.app.deps.storage.read('prints', stored);
    expect(copy?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(row?.details.print_size).toBe(String(copy?.length));
    expect((await PDFDocument.load(copy ?? new Uint8Array())).getPageCount()).toBe(1);
    expect(copy?.includes('Clinic poster')).toBe(true);
    const listed = (await t.request(post('/OrderHistory.php', {}, member.key))).json()[1] as Order[];
    expect(listed).toEqual([
      {
        ID: answer.ID,
        sub_category: item,
        sub_category_shown: item,
        Table: 'prints',
        Language: '',
        Date: '',
        Time: '',
        Addl_Description: 'poster.pdf',
        message: 'Print 50 copies',
        requested_on: new Date(t.clock.now()).toISOString(),
        status: 'Requested',
        status_on: '',
        reason: '',
        courier: '',
        tracking_number: '',
      },
    ]);
  });

  const refusedFiles: [string, FilePart, number, string][] = [
    [
      'an HTML page renamed to .pdf',
      pdf(Buffer.from('<!doctype html><html><body>Hi</body></html>'), 'renamed.pdf'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a PDF that runs JavaScript on opening',
      pdf(buildPdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' })),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a PDF with an escaped /JavaScript name',
      pdf(buildPdf({ catalogExtra: '/Names << /J#61vaScript 6 0 R >> ' })),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a PDF launching a program',
      pdf(buildPdf({ catalogExtra: '/AA << /O << /S /Launch /F (cmd.exe) >> >> ' })),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a PDF with an embedded file',
      pdf(buildPdf({ objects: [Buffer.from('<< /Type /EmbeddedFile /Length 2 >>\nstream\nhi\nendstream')] })),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a PDF hiding JavaScript in a compressed object stream',
      pdf(buildPdf({ objects: [objectStream('<< /S /JavaScript /JS (app.alert(1)) >>')] })),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['a PDF cut short (no %%EOF)', pdf(buildPdf().subarray(0, 300)), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'an 11 MB file',
      pdf(Buffer.concat([buildPdf(), Buffer.alloc(11 * 1024 * 1024, 0x20), Buffer.from('%%EOF\n')])),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    ['an empty file', pdf(Buffer.alloc(0)), 400, 'VALIDATION_FAILED'],
  ];

  it.each(refusedFiles)('refuses %s, naming print_pdf, and stores nothing', async (_name, file, statusCode, code) => {
    const member = await memberWithKey(t);
    const before = await storedPrints();
    const response = await send(member.key, { sub_category: item }, file);
    expect(response.statusCode).toBe(statusCode);
    const [status, answer] = response.json() as [{ code: string; field?: string }, { Message: string }];
    expect(status).toMatchObject({ status: 'error', code, field: 'print_pdf' });
    expect(answer.Message).toContain('print_pdf');
    expect(await ordersOf(member.id)).toHaveLength(0);
    expect(await storedPrints()).toEqual(before);
  });

  it('refuses a print in the Hindi member’s language: not a PDF, active content, incomplete', async () => {
    const member = await memberWithKey(t);
    await t.database.db.update(members).set({ language: 'hi' }).where(eq(members.id, member.id));
    const cases: [FilePart, string][] = [
      [pdf(Buffer.from('<!doctype html><html></html>'), 'renamed.pdf'), hindi.printNotPdf],
      [
        pdf(buildPdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' })),
        hindi.printActiveContent,
      ],
      [pdf(buildPdf().subarray(0, 300)), hindi.printIncomplete],
    ];
    for (const [file, text] of cases) {
      const response = await send(member.key, { sub_category: item }, file);
      expect(response.statusCode).toBe(415);
      expect((response.json() as [unknown, { Message: string }])[1].Message).toBe(text);
    }
    expect(await ordersOf(member.id)).toHaveLength(0);
  });

  it('keeps a PDF whose content merely mentions JavaScript in a page stream', async () => {
    const member = await memberWithKey(t);
    const response = await send(
      member.key,
      { sub_category: item },
      pdf(buildPdf({ objects: [Buffer.from('<< /Length 30 >>\nstream\n/JS /JavaScript (plain text)\nendstream')] })),
    );
    expect(response.statusCode).toBe(200);
  });

  const refusedFields: [string, Record<string, string>, FilePart | undefined, string][] = [
    ['missing sub_category', { message: 'hello' }, pdf(buildPdf()), 'sub_category'],
    ['unknown sub_category', { sub_category: 'Nope' }, pdf(buildPdf()), 'sub_category'],
    ['sub_category of another table', { sub_category: itemOf('printables') }, pdf(buildPdf()), 'sub_category'],
    ['message too long', { sub_category: item, message: 'x'.repeat(1001) }, pdf(buildPdf()), 'message'],
    ['missing file', { sub_category: item }, undefined, 'print_pdf'],
    ['file under another field name', { sub_category: item }, { ...pdf(buildPdf()), field: 'file' }, 'print_pdf'],
  ];

  it.each(refusedFields)('reports multipart fields by name: %s → 400 naming %s', async (_name, fields, file, field) => {
    const member = await memberWithKey(t);
    const response = await send(member.key, fields, file);
    expect(response.statusCode).toBe(400);
    expect(response.json()[0]).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', field });
    expect(response.json()[1].Message).toContain(field);
    expect(await ordersOf(member.id)).toHaveLength(0);
  });

  it('refuses a field sent twice, naming it', async () => {
    const member = await memberWithKey(t);
    const options = await multipartPost(
      '/ServPrints.php',
      { sub_category: item },
      pdf(buildPdf()),
      orderHeaders(member.key),
    );
    const boundary = /boundary=(.+)$/.exec(String(options.headers?.['content-type']))?.[1] ?? '';
    const twice = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="sub_category"\r\n\r\nAgain\r\n`);
    const response = await t.request({ ...options, payload: Buffer.concat([twice, options.payload as Buffer]) });
    expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'sub_category' });
  });

  it('answers 415 naming print_pdf to a JSON body', async () => {
    const member = await memberWithKey(t);
    const response = await t.request(post('/ServPrints.php', { sub_category: item }, member.key));
    expect(response.statusCode).toBe(415);
    expect(response.json()[0]).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'print_pdf' });
  });

  it('needs the Authorization header: the key as a multipart field is not read', async () => {
    const member = await memberWithKey(t);
    const options = await multipartPost('/ServPrints.php', { key: member.key, sub_category: item }, pdf(buildPdf()));
    const response = await t.request(options);
    expect(response.statusCode).toBe(401);
    expect(await ordersOf(member.id)).toHaveLength(0);
  });

  it('a demo account gets "Demo Account!" and no file is written', async () => {
    const demo = await memberWithKey(t, { isDemo: true });
    const before = await storedPrints();
    const response = await send(demo.key, { sub_category: item }, pdf(buildPdf()));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual([{ status: 'error', code: 'DEMO_ACCOUNT' }, { Message: 'Demo Account!' }]);
    expect(await ordersOf(demo.id)).toHaveLength(0);
    expect(await storedPrints()).toEqual(before);
  });
});

describe("the uploaded file's name", () => {
  it.each([
    ['a\u0000b.pdf', 'ab.pdf'],
    ['tab\there\u0085.pdf', 'tabhere.pdf'],
    ['bill\u202Efdp.exe', 'billfdp.exe'],
    ['नमस्ते\u200D.pdf', 'नमस्ते\u200D.pdf'],
    // As a browser sends `clinic "final".pdf` (and a line break) in a form: the doctor's quotes come back.
    ['clinic %22final%22%0A.pdf', 'clinic "final".pdf'],
  ])('%j is stored as the one-line label %j and the order is taken', async (given, label) => {
    const member = await memberWithKey(t);
    const response = await send(member.key, { sub_category: item }, pdf(buildPdf(), given));
    expect(response.statusCode).toBe(200);
    const [row] = await ordersOf(member.id);
    expect(row).toMatchObject({ addlDescription: label, details: { print_name: label } });
  });
});

describe('the print for fulfilment', () => {
  it.each([
    ['invoice.hta', 'invoice.hta.pdf'],
    ['notes.HTML', 'notes.HTML.pdf'],
    ['bill\u202Efdp.exe', 'billfdp.exe.pdf'],
    ['scan.PDF', 'scan.pdf'],
    ['\u200B.pdf', ''],
  ])('a doctor naming the file %j cannot make staff save it as anything but a PDF', async (given, saved) => {
    const { id, answer } = await printDownloadedByStaff(given);
    const name = saved ? `order-${id}-${saved}` : `order-${id}.pdf`;
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });

  it("downloads as order-<id>-<the doctor's file name>, the name safe in the header", async () => {
    const { id, answer } = await printDownloadedByStaff("Dr's poster (A4) – हिंदी.pdf");
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="order-${id}-Dr_s poster _A4_ _ _____.pdf"; ` +
        `filename*=UTF-8''order-${id}-Dr%27s%20poster%20%28A4%29%20%E2%80%93%20%E0%A4%B9%E0%A4%BF%E0%A4%82%E0%A4%A6%E0%A5%80.pdf`,
    );
  });
});

/** download.php: allow-listed folders, safe names only, header-only session key, real files with download headers. */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/services/demo-seed.ts';
import { eq } from 'drizzle-orm';
import { emailers, files, journals } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember } from './helpers/fixtures.ts';

let t: TestApp;
let key: string;
let root: string;
let storageDir: string;

const SENTINEL = 'SENTINEL-OUTSIDE-STORAGE-7f3a9c';
const ROOT_SECRET = 'SECRET-AT-STORAGE-ROOT-51be02';
const OWN_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** Files of the files folder that the Files list names (published), as staff list them. */
const LISTED = ['Own Brochure.pdf', 'x.png', 'x.jpg', 'x.jpeg', 'x.webp', 'x.txt', 'x.bin', 'UPPER.PDF', 'noext'];

/** A GET of download.php; `authorization` null sends no Authorization header. */
const download = (query: string, authorization: string | null = `Bearer ${key}`) =>
  t.request({
    method: 'GET',
    url: `/api/download.php?${query}`,
    headers: authorization === null ? {} : { authorization },
  });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'download-test-'));
  storageDir = join(root, 'storage');
  await mkdir(join(storageDir, 'prints'), { recursive: true });
  await writeFile(join(root, 'sentinel.txt'), SENTINEL);
  await writeFile(join(storageDir, 'secret.txt'), ROOT_SECRET);
  await writeFile(join(storageDir, 'prints', 'upload.pdf'), ROOT_SECRET);
  t = await build({ STORAGE_DIR: storageDir }, { seeded: true });
  await seedDemo(t.database.db, { storageDir });
  const storage = t.app.deps.storage;
  await storage.write('files', 'Own Brochure.pdf', OWN_PDF);
  for (const name of ['x.png', 'x.jpg', 'x.jpeg', 'x.webp', 'x.txt', 'x.bin', 'UPPER.PDF', 'noext']) {
    await storage.write('files', name, Buffer.from(name));
  }
  await t.database.db.insert(files).values(LISTED.map((name) => ({ linkName: 'test-files', name })));
  key = await t.app.deps.sessions.create(await insertMember(t.database.db, { countryCode: '91', phone: '9811111111' }));
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('download.php serves files', () => {
  it('streams a seeded journal PDF with the download headers', async () => {
    const [journal] = await t.database.db.select({ id: journals.id }).from(journals).orderBy(journals.id).limit(1);
    const name = `${journal?.id}.pdf`;
    const response = await download(`a=${name}&folder=journals`);
    expect(response.statusCode).toBe(200);
    const bytes = await readFile(join(storageDir, 'journals', name));
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('serves our own file, encoding its name in Content-Disposition', async () => {
    const response = await download('a=Own%20Brochure.pdf&folder=files');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(OWN_PDF)).toBe(true);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Own Brochure.pdf"; filename*=UTF-8''Own%20Brochure.pdf`,
    );
  });

  it('picks the Content-Type by extension', async () => {
    const expected: Record<string, string> = {
      'x.png': 'image/png',
      'x.jpg': 'image/jpeg',
      'x.jpeg': 'image/jpeg',
      'x.webp': 'image/webp',
      'x.txt': 'text/plain; charset=utf-8',
      'x.bin': 'application/octet-stream',
      'UPPER.PDF': 'application/pdf',
      noext: 'application/octet-stream',
    };
    for (const [name, type] of Object.entries(expected)) {
      const response = await download(`a=${name}&folder=files`);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toBe(type);
      expect(response.body).toBe(name);
    }
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await t.request({
      method: 'HEAD',
      url: '/api/download.php?a=Own%20Brochure.pdf&folder=files',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe('');
  });

  it('answers 404 for a missing file', async () => {
    const response = await download('a=missing.pdf&folder=files');
    expect(response.statusCode).toBe(404);
    expect(response.json()[0]).toEqual({ status: 'error', code: 'NOT_FOUND' });
  });
});

describe('download.php serves only files a row vouches for', () => {
  it('a stored file no Files row names (uploaded, never listed) answers 404 as a missing file', async () => {
    await t.app.deps.storage.write('files', 'Unlisted-Draft.pdf', OWN_PDF);
    const response = await download('a=Unlisted-Draft.pdf&folder=files');
    expect(response.statusCode).toBe(404);
    expect(response.json()[0]).toEqual({ status: 'error', code: 'NOT_FOUND' });
    expect(response.body).toBe((await download('a=missing.pdf&folder=files')).body);
  });

  it('a file whose row staff deleted answers 404 (the stored file stays)', async () => {
    await t.app.deps.storage.write('files', 'Deleted-Leaflet.pdf', OWN_PDF);
    const [row] = await t.database.db
      .insert(files)
      .values({ linkName: 'test-files', name: 'Deleted-Leaflet.pdf' })
      .returning();
    expect((await download('a=Deleted-Leaflet.pdf&folder=files')).statusCode).toBe(200);
    await t.database.db.delete(files).where(eq(files.id, row?.id ?? 0));
    expect((await download('a=Deleted-Leaflet.pdf&folder=files')).statusCode).toBe(404);
  });

  it('the seeded files the demo lists are served', async () => {
    expect((await download('a=Amlocard-Brochure.pdf&folder=files')).statusCode).toBe(200);
  });

  it('in journals, only <id>.pdf of a journal an emailer offers: a leftover, another spelling or an unknown id is 404', async () => {
    const [journal] = await t.database.db.select({ id: journals.id }).from(journals).orderBy(journals.id).limit(1);
    const first = journal?.id ?? 1;
    const unknown = 900_000_000;
    for (const name of ['old-issue.pdf', `0${first}.pdf`, `${first}.PDF`, `${unknown}.pdf`]) {
      await t.app.deps.storage.write('journals', name, OWN_PDF);
      const response = await download(`a=${name}&folder=journals`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()[0], name).toEqual({ status: 'error', code: 'NOT_FOUND' });
    }
    expect((await download(`a=${first}.pdf&folder=journals`)).statusCode).toBe(200);
  });

  it('a journal whose emailers staff all deactivated answers 404, and is served again once one is active', async () => {
    const [journal] = await t.database.db.select({ id: journals.id }).from(journals).orderBy(journals.id).limit(1);
    const id = journal?.id ?? 1;
    const ofJournal = eq(emailers.journalId, id);
    const active = await t.database.db.select({ id: emailers.id }).from(emailers).where(ofJournal);
    expect(active.length).toBeGreaterThan(0);
    await t.database.db.update(emailers).set({ active: false }).where(ofJournal);
    const withdrawn = await download(`a=${id}.pdf&folder=journals`);
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json()[0]).toEqual({ status: 'error', code: 'NOT_FOUND' });
    await t.database.db
      .update(emailers)
      .set({ active: true })
      .where(eq(emailers.id, active[0]?.id ?? 0));
    expect((await download(`a=${id}.pdf&folder=journals`)).statusCode).toBe(200);
    await t.database.db.update(emailers).set({ active: true }).where(ofJournal);
  });
});

describe('download.php refuses', () => {
  it('a key in the query string alone (401), and no key at all', async () => {
    const response = await download(`a=Own%20Brochure.pdf&folder=files&key=${key}`, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()[0].code).toBe('SESSION_INVALID');
    expect((await download('a=Own%20Brochure.pdf&folder=files', null)).statusCode).toBe(401);
  });

  const badNames = [
    '../sentinel.txt',
    '..%2fsentinel.txt',
    '..%2Fsentinel.txt',
    '%2e%2e%2fsentinel.txt',
    '%2e%2e/%2e%2e/sentinel.txt',
    '..%252fsentinel.txt',
    '%252e%252e%252fsentinel.txt',
    '..%5csentinel.txt',
    '..%5c..%5csentinel.txt',
    '%2fetc%2fpasswd',
    '/etc/passwd',
    'x.txt%00',
    '%00',
    'x.txt%00.pdf',
    '....//sentinel.txt',
    '..',
    '.',
    '.hidden',
    '../secret.txt',
    '..%2fprints%2fupload.pdf',
    'C:%5cwindows%5cwin.ini',
    '%c0%ae%c0%ae%2fsentinel.txt',
  ];
  it.each(badNames)('the file name %s with 400 naming a', async (name) => {
    const response = await download(`a=${name}&folder=files`);
    expect(response.statusCode).toBe(400);
    expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'a' });
  });

  const badFolders = [
    'prints',
    'profiles',
    'JOURNALS',
    '..',
    '../journals',
    'journals%2f..',
    'files%2f..%2f..',
    '%2e%2e',
    '',
    '/etc',
  ];
  it.each(badFolders)('the folder "%s" with 400 naming folder', async (folder) => {
    const response = await download(`a=upload.pdf&folder=${folder}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'folder' });
  });

  it('never answers a byte of the files outside the allowed folders', () => {
    expect(t.answers.length).toBeGreaterThan(badNames.length + badFolders.length);
    for (const body of t.answers) {
      expect(body).not.toContain(SENTINEL);
      expect(body).not.toContain(ROOT_SECRET);
    }
  });
});

describe('the OpenAPI document tells the truth about download.php (issue 39 §9)', () => {
  const operations = async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    return document.paths['/api/download.php'] as Record<string, { responses: Record<string, { content?: object }> }>;
  };

  it('lists every Content-Type the answers carry (by extension)', async () => {
    const documented = Object.keys((await operations()).get?.responses['200']?.content ?? {});
    for (const name of ['x.png', 'x.jpg', 'x.webp', 'x.txt', 'x.bin', 'UPPER.PDF']) {
      const response = await download(`a=${name}&folder=files`);
      expect(response.statusCode).toBe(200);
      expect(documented, name).toContain(response.headers['content-type']);
    }
  });

  it('documents HEAD with the same answers and no body', async () => {
    const head = (await operations()).head;
    expect(head).toBeDefined();
    expect(Object.keys(head?.responses ?? {})).toEqual(Object.keys((await operations()).get?.responses ?? {}));
    expect(head?.responses['200']?.content).toBeUndefined();
    const response = await t.request({
      method: 'HEAD',
      url: '/api/download.php?a=x.png&folder=files',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('offers no body (no legacy key) for GET, and the API refuses a key sent in one: both say header only', async () => {
    const get = (await operations()).get as { requestBody?: object };
    expect(get.requestBody).toBeUndefined();
    const response = await t.request({
      method: 'GET',
      url: '/api/download.php?a=x.png&folder=files',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ key }),
    });
    expect(response.statusCode).toBe(401);
  });
});

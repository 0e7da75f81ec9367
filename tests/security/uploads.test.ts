/**
 * Issue 7 §7, hostile uploads against BOTH multipart calls (UpdatePhoto.php and ServPrints.php): HTML renamed .pdf
 * and .jpg, SVG with script, a JPEG/HTML polyglot, PDFs with JavaScript, a 50,000 x 50,000 PNG bomb and oversize
 * files are all refused (413 for size) with nothing stored; re-encoded JPEG, PNG and WebP photos carry no EXIF/GPS.
 */
import { eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders } from '../../src/server/db/schema.ts';
import { buildPdf, itemOf, multipartPost, objectStream } from '../server/helpers/order-fixtures.ts';
import { report } from './helpers/scale.ts';
import { buildWorld, type Member, type World } from './helpers/world.ts';

let w: World;
let member: Member;

/** A PNG whose header declares width x height pixels, with a tiny compressed body. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/api/OrderHistory.php")</script></body></html>');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
const POLYGLOT = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0<html><script>alert(1)</script></html>'),
  Buffer.from([0xff, 0xd9]),
]);
const PDF_JS = buildPdf({
  catalogExtra: '/OpenAction << /S /JavaScript /JS (app.launchURL("https://evil.example")) >> ',
});
const PDF_HIDDEN_JS = buildPdf({
  objects: [objectStream('<< /S /JavaScript /JS (this.exportDataObject({cName:"x"})) >>')],
});

/** Every hostile file: name, declared type, bytes, and the status each endpoint must answer. */
const HOSTILE: [string, string, string, Buffer, { photo: number; print: number }][] = [
  ['HTML renamed .pdf', 'x.pdf', 'application/pdf', HTML, { photo: 415, print: 415 }],
  ['HTML renamed .jpg', 'x.jpg', 'image/jpeg', HTML, { photo: 415, print: 415 }],
  ['SVG with script', 'x.svg', 'image/svg+xml', SVG, { photo: 415, print: 415 }],
  ['SVG with script renamed .png', 'x.png', 'image/png', SVG, { photo: 415, print: 415 }],
  ['a JPEG/HTML polyglot', 'x.jpg', 'image/jpeg', POLYGLOT, { photo: 415, print: 415 }],
  ['a PDF with JavaScript', 'x.pdf', 'application/pdf', PDF_JS, { photo: 415, print: 415 }],
  [
    'a PDF hiding JavaScript in an object stream',
    'x.pdf',
    'application/pdf',
    PDF_HIDDEN_JS,
    { photo: 415, print: 415 },
  ],
  [
    'a 50,000 x 50,000 PNG (decompression bomb)',
    'bomb.png',
    'image/png',
    pngBomb(50_000, 50_000),
    { photo: 413, print: 415 },
  ],
  [
    'an oversize photo (6 MB)',
    'big.jpg',
    'image/jpeg',
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024, 7)]),
    { photo: 413, print: 415 },
  ],
  [
    'an oversize PDF (11 MB)',
    'big.pdf',
    'application/pdf',
    Buffer.concat([buildPdf(), Buffer.alloc(11 * 1024 * 1024, 0x20), Buffer.from('%%EOF\n')]),
    { photo: 413, print: 413 },
  ],
];

const listing = async (folder: string) =>
  (await readdir(join(w.storageDir, folder)).catch(() => [] as string[])).sort();
const photoFile = async () =>
  (await w.t.database.db.select({ f: members.photoFile }).from(members).where(eq(members.id, member.id)))[0]?.f ?? null;

beforeAll(async () => {
  w = await buildWorld({ RATE_LIMIT_MEMBER_PER_MINUTE: '0' }, { demo: false });
  member = await w.member();
});
afterAll(() => w.close());

describe('hostile uploads are refused by both multipart calls, and nothing is stored', () => {
  it.each(HOSTILE)('%s', async (_what, name, type, data, expected) => {
    const auth = { authorization: `Bearer ${member.key}` };
    const [prints, profiles, photo] = [await listing('prints'), await listing('profiles'), await photoFile()];
    const ordersBefore = await w.t.database.db.$count(orders, eq(orders.memberId, member.id));
    const asPhoto = await w.t.request(
      await multipartPost('/UpdatePhoto.php', {}, { field: 'profile_image', name, type, data }, auth),
    );
    const asPrint = await w.t.request(
      await multipartPost(
        '/ServPrints.php',
        { sub_category: itemOf('prints') },
        { field: 'print_pdf', name, type, data },
        auth,
      ),
    );
    expect([asPhoto.statusCode, asPrint.statusCode]).toEqual([expected.photo, expected.print]);
    expect(asPhoto.json()[0]).toMatchObject({ status: 'error', field: 'profile_image' });
    expect(asPrint.json()[0]).toMatchObject({ status: 'error', field: 'print_pdf' });
    expect([await listing('prints'), await listing('profiles'), await photoFile()]).toEqual([prints, profiles, photo]);
    expect(await w.t.database.db.$count(orders, eq(orders.memberId, member.id))).toBe(ordersBefore);
  });

  it('the bomb is refused from its header, before any decoding (fast and small)', async () => {
    const started = performance.now();
    const response = await w.t.request(
      await multipartPost(
        '/UpdatePhoto.php',
        {},
        { field: 'profile_image', name: 'b.png', type: 'image/png', data: pngBomb(50_000, 50_000) },
        { authorization: `Bearer ${member.key}` },
      ),
    );
    expect(response.statusCode).toBe(413);
    expect(performance.now() - started).toBeLessThan(5_000);
    report('uploads', { hostileFiles: HOSTILE.length, endpoints: 2, stored: 0 });
  });
});

describe('a multipart part the parser skips does not stall the request', () => {
  // Found by the fuzzer: a part without a form-data Content-Disposition, larger than busboy's part buffer and arriving
  // in one chunk, stalled the parser for ever; both upload scopes now register multipart with fileHwm 1 MB.
  it.each(['/api/UpdatePhoto.php', '/api/ServPrints.php'])(
    '%s answers 400 to a 70 KB skipped part sent in one chunk',
    async (url) => {
      const payload = `--b0undary\r\nContent-Disposition: attachment\r\n\r\n${'x'.repeat(70_000)}\r\n--b0undary--\r\n`;
      const answer = w.t.request({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${member.key}`, 'content-type': 'multipart/form-data; boundary=b0undary' },
      });
      const stalled = new Promise<'stalled'>((done) => setTimeout(() => done('stalled'), 10_000).unref());
      const response = await Promise.race([answer, stalled]);
      expect(response === 'stalled' ? 'stalled' : response.statusCode).toBe(400);
    },
  );
});

/** GPS coordinates in EXIF (IFD3), plus a camera make. */
const GPS_EXIF = {
  IFD0: { Make: 'LeakyCam', Model: 'Home Phone' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' },
};

describe('re-encoded photos carry no EXIF or GPS', () => {
  const base = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#a35' } });
  it.each([
    ['JPEG', () => base().jpeg().withExif(GPS_EXIF).toBuffer(), 'image/jpeg'],
    ['PNG', () => base().png().withExif(GPS_EXIF).toBuffer(), 'image/png'],
    ['WebP', () => base().webp().withExif(GPS_EXIF).toBuffer(), 'image/webp'],
  ] as const)('%s with GPS in EXIF', async (_kind, make, type) => {
    const input = await make();
    expect((await sharp(input).metadata()).exif?.includes('LeakyCam')).toBe(true);
    const response = await w.t.request(
      await multipartPost(
        '/UpdatePhoto.php',
        {},
        { field: 'profile_image', name: 'me', type, data: input },
        { authorization: `Bearer ${member.key}` },
      ),
    );
    expect(response.statusCode).toBe(200);
    const stored = await readFile(join(w.storageDir, 'profiles', (await photoFile()) ?? ''));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('LeakyCam')).toBe(false);
    // The GPS IFD pointer tag 0x8825, in either byte order, is nowhere in the file.
    expect(stored.includes(Buffer.from([0x88, 0x25])) || stored.includes(Buffer.from([0x25, 0x88]))).toBe(false);
  });
});

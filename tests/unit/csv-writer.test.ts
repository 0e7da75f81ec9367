/** Issue 38 item 9: the console's one CSV writer quotes every cell and defuses formula starts after any separator. */
import { describe, expect, it } from 'vitest';
import { csvCell, csvTime, toCsv } from '../../src/server/services/admin/csv.ts';

describe('csvCell', () => {
  it.each([
    ["Pune;=cmd|' /C calc'!A0", `"Pune;'=cmd|' /C calc'!A0"`],
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+91 98200', `"'+91 98200"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t'=1"`],
    ['\r=1', `"'\r=1"`],
    ['a,=1', `"a,'=1"`],
    ['a|=1', `"a|'=1"`],
    ['a\t@x', `"a\t'@x"`],
  ])('defuses %j', (attack, written) => {
    expect(csvCell(attack)).toBe(written);
  });

  it('quotes every cell, plain text and numbers too, doubling quotes', () => {
    expect(csvCell('Asha')).toBe('"Asha"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['id', 'city'], [[1, 'Pune;=1']])).toBe(`"id","city"\r\n"1","Pune;'=1"\r\n`);
  });
});

describe('csvTime', () => {
  it('writes an instant in India Standard Time with its offset, across the India day and year', () => {
    expect(csvTime(new Date('2026-12-01T14:02:05Z'))).toBe('2026-12-01T19:32:05+05:30');
    expect(csvTime(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01T00:00:00+05:30');
    expect(csvTime(new Date('2026-12-31T20:00:00.999Z'))).toBe('2027-01-01T01:30:00+05:30');
    expect(Date.parse(csvTime(new Date('2026-12-01T14:02:05Z')))).toBe(Date.parse('2026-12-01T14:02:05Z'));
  });
});

/** The doctors' CSV import texts; kept beside it, so they load with it. */
import { plural } from '../text.ts';

/** The doctors' CSV import texts. */
export const importText = {
  title: 'Import doctors from CSV',
  columns:
    'A CSV file with a header line; the columns (country_code 91 or 977, a 10-digit mobile, the focus as the portal names it):',
  file: 'CSV file',
  check: 'Check the file (dry run)',
  import: (n: number) => `Import ${plural(n, 'doctor', 'doctors')}`,
  clean: (name: string, n: number) =>
    `${name}: every line is good (${plural(n, 'doctor', 'doctors')}). Nothing is stored yet.`,
  /** `lines`: how many of the file's lines (the header is line 1) have a problem. */
  bad: (name: string, problems: number, lines: number) =>
    `${name}: ${plural(problems, 'problem', 'problems')} on ${plural(lines, 'line', 'lines')}. Nothing is stored until the file is clean: fix the lines below and choose the file again.`,
  done: (n: number) => `${plural(n, 'doctor', 'doctors')} imported.`,
  problems: 'Problems of the file',
  line: 'Line',
  field: 'Column',
  problem: 'Problem',
} as const;

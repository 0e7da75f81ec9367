/**
 * Bulk import of doctors from CSV (header line with the columns of IMPORT_COLUMNS). Every line is checked with the
 * doctor form's rules (doctor-import-rows.ts), for duplicates in the file and for doctors already registered, and
 * every problem is reported with its line; the doctors are stored (with their audit rows, in one transaction, in
 * batches that yield to the event loop) only when the whole file is clean and it is not a dry run.
 */
import { parse } from 'csv-parse/sync';
import { setImmediate } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { IMPORT_COLUMNS } from '../../../shared/contract/admin/doctors.ts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { checkLine, type CsvRecord } from './doctor-import-rows.ts';
import { loadChoices } from './doctor-rules.ts';
import { staffText } from './texts.ts';

/** At most this many doctors per file. */
const MAX_LINES = 10_000;

/**
 * Lines checked, and rows inserted, between two turns of the event loop: 500 doctors of 14 columns stay far under
 * PostgreSQL's 65,535 bind parameters per statement.
 */
const BATCH = 500;

/** One bad line. */
interface ImportProblem {
  line: number;
  field: string;
  problem: string;
}

/** What an import found and did. */
export interface ImportReport {
  lines: number;
  valid: number;
  problems: ImportProblem[];
  imported: number;
}

/** A checked line, ready to store. */
interface Candidate {
  line: number;
  values: typeof members.$inferInsert;
}

/** The CSV's lines: those that can be checked, the problems of the others, and whether the file as a whole fails. */
interface ParsedCsv {
  records: { line: number; record: CsvRecord }[];
  problems: ImportProblem[];
  /** The header is wrong, the file has no doctors, or it is not CSV: no line is checked. */
  fileFails: boolean;
  /** The lines after the header. */
  lines: number;
}

/** The problems of the header line (unknown and missing columns). */
function headerProblems(header: string[]): ImportProblem[] {
  const unknown = header.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name));
  const missing = (['country_code', 'mobile', 'first_name', 'therapeutic_focus'] as const).filter(
    (name) => !header.includes(name),
  );
  return [
    ...unknown.map((name) => ({ line: 1, field: name, problem: `Unknown column "${name}".` })),
    ...missing.map((name) => ({ line: 1, field: name, problem: `The column "${name}" is missing.` })),
  ];
}

/**
 * Parses the CSV. A line with another number of columns than the header is a problem of that line (the others are
 * still checked); a file that is not CSV, has no header or no doctor line fails as a whole.
 */
function parseCsv(csv: string): ParsedCsv {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each row is `{record, info}`: csv-parse's types do not model that option.
    rows = parse(csv, {
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
      relax_column_count: true,
    }) as unknown as typeof rows;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const problem = `The file cannot be read as CSV from this line on (${(error as Error).message}).`;
    return { records: [], problems: [{ line, field: 'csv', problem }], fileFails: true, lines: 0 };
  }
  const [head, ...body] = rows;
  if (!head || body.length === 0) {
    const problem = head ? 'The file has a header line but no doctors.' : 'The file is empty.';
    return { records: [], problems: [{ line: 1, field: 'csv', problem }], fileFails: true, lines: 0 };
  }
  const header = head.record;
  const problems = headerProblems(header);
  const records: ParsedCsv['records'] = [];
  for (const { record, info } of body) {
    if (record.length === header.length)
      records.push({ line: info.lines, record: Object.fromEntries(header.map((name, i) => [name, record[i]])) });
    else
      problems.push({
        line: info.lines,
        field: 'csv',
        problem: `This line has ${record.length} columns; the header has ${header.length}.`,
      });
  }
  return { records, problems, fileFails: problems.some((p) => p.line === 1), lines: body.length };
}

/** Checks every line; answers the problems and the clean candidates. */
async function check(db: Db, csv: string): Promise<{ lines: number; problems: ImportProblem[]; ok: Candidate[] }> {
  const parsed = parseCsv(csv);
  const problems = [...parsed.problems];
  if (parsed.lines > MAX_LINES)
    problems.push({ line: 1, field: 'csv', problem: `At most ${MAX_LINES} doctors per file.` });
  if (parsed.fileFails || parsed.lines > MAX_LINES) return { lines: parsed.lines, problems, ok: [] };
  const choices = await loadChoices(db);
  const seen = new Map<string, number>();
  const ok: Candidate[] = [];
  for (const [index, { line, record }] of parsed.records.entries()) {
    if (index > 0 && index % BATCH === 0) await setImmediate();
    const checked = checkLine(record, choices);
    const lineProblems = checked.problems.map((p) => ({ line, ...p }));
    const mobileKey = `${checked.row?.countryCode} ${checked.row?.phone}`;
    const firstLine = checked.row ? seen.get(mobileKey) : undefined;
    if (firstLine !== undefined)
      lineProblems.push({ line, field: 'mobile', problem: `Duplicate: the same mobile number as line ${firstLine}.` });
    else if (checked.row) seen.set(mobileKey, line);
    if (checked.row && lineProblems.length === 0) ok.push({ line, values: checked.row });
    else problems.push(...lineProblems);
  }
  problems.push(...(await registeredAlready(db, ok)));
  return { lines: parsed.lines, problems: problems.sort((a, b) => a.line - b.line), ok };
}

/** The lines whose mobile number a doctor has already. */
async function registeredAlready(db: Db, candidates: Candidate[]): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  for (const countryCode of ['91', '977']) {
    const phones = candidates.filter((c) => c.values.countryCode === countryCode).map((c) => c.values.phone);
    for (let start = 0; start < phones.length; start += 1000) {
      const rows = await db
        .select({
          phone: members.phone,
          id: members.id,
          salutation: members.salutation,
          firstName: members.firstName,
          lastName: members.lastName,
        })
        .from(members)
        .where(and(eq(members.countryCode, countryCode), inArray(members.phone, phones.slice(start, start + 1000))));
      const taken = new Map(rows.map((r) => [r.phone, r]));
      for (const c of candidates) {
        const other = c.values.countryCode === countryCode ? taken.get(c.values.phone) : undefined;
        if (other) {
          const name = [other.salutation, other.firstName, other.lastName].filter(Boolean).join(' ');
          problems.push({ line: c.line, field: 'mobile', problem: staffText.importMobileTaken(name, other.id) });
        }
      }
    }
  }
  return problems;
}

/** Checks a CSV and, when it is clean and not a dry run, stores every doctor with its audit row in one transaction. */
export async function importDoctors(
  db: Db,
  actor: Actor,
  csv: string,
  dryRun: boolean,
  now: number,
): Promise<ImportReport> {
  const { lines, problems, ok } = await check(db, csv);
  const badLines = new Set(problems.map((p) => p.line));
  const report = { lines, valid: ok.filter((c) => !badLines.has(c.line)).length, problems, imported: 0 };
  if (problems.length > 0 || dryRun || ok.length === 0) return report;
  const imported = await auditedWrite(
    db,
    actor,
    async (tx) => {
      const ids: number[] = [];
      for (let start = 0; start < ok.length; start += BATCH) {
        if (start > 0) await setImmediate();
        const rows = await tx
          .insert(members)
          .values(ok.slice(start, start + BATCH).map((c) => ({ ...c.values, createdAt: new Date(now) })))
          .returning({ id: members.id });
        ids.push(...rows.map((r) => r.id));
      }
      return {
        result: ids.length,
        audit: ids.map((id, i) => ({
          action: 'doctor.import',
          entity: 'doctor',
          entityId: id,
          memberId: id,
          changes: changesOf(null, ok[i]?.values ?? {}),
        })),
      };
    },
    new Date(now),
  );
  return { ...report, imported };
}

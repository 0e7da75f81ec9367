/**
 * Bulk import of doctors from CSV (header line with the columns of IMPORT_COLUMNS). Every line is checked — bad
 * mobile, unknown focus or manager, missing name, duplicate in the file or already registered — and every problem
 * is reported with its line; the doctors are stored (with their audit rows, in one transaction) only when the
 * whole file is clean and it is not a dry run.
 */
import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import { IMPORT_COLUMNS } from '../../../shared/contract/admin/doctors.ts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, changesOf } from './audit.ts';
import { doctorProblems, loadChoices } from './doctor-rules.ts';

/** At most this many doctors per file. */
const MAX_LINES = 10_000;

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

type Column = (typeof IMPORT_COLUMNS)[number];
type Record_ = Partial<Record<Column, string>>;

/** A checked line, ready to store. */
interface Candidate {
  line: number;
  values: typeof members.$inferInsert;
}

/** Parses the CSV; a file that is not CSV at all is one problem on line 1. */
function parseCsv(csv: string): { records: { line: number; record: Record_ }[]; problems: ImportProblem[] } {
  try {
    const rows = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true, info: true }) as {
      record: Record<string, string>;
      info: { lines: number };
    }[];
    const header = rows[0] ? Object.keys(rows[0].record) : [];
    const unknown = header.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name));
    const missing = (['country_code', 'mobile', 'first_name', 'therapeutic_focus'] as const).filter(
      (name) => rows.length > 0 && !header.includes(name),
    );
    const problems = [
      ...unknown.map((name) => ({ line: 1, field: name, problem: `Unknown column "${name}".` })),
      ...missing.map((name) => ({ line: 1, field: name, problem: `The column "${name}" is missing.` })),
    ];
    return { records: rows.map((row) => ({ line: row.info.lines, record: row.record as Record_ })), problems };
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { records: [], problems: [{ line, field: 'csv', problem: (error as Error).message }] };
  }
}

/** Checks every line; answers the problems and the clean candidates. */
async function check(db: Db, csv: string): Promise<{ lines: number; problems: ImportProblem[]; ok: Candidate[] }> {
  const parsed = parseCsv(csv);
  const problems = [...parsed.problems];
  if (parsed.records.length > MAX_LINES)
    problems.push({ line: 1, field: 'csv', problem: `At most ${MAX_LINES} doctors per file.` });
  if (problems.length > 0) return { lines: parsed.records.length, problems, ok: [] };
  const choices = await loadChoices(db);
  const seen = new Map<string, number>();
  const ok: Candidate[] = [];
  for (const { line, record } of parsed.records) {
    const values = {
      countryCode: (record.country_code ?? '').replace(/^\+/, ''),
      phone: (record.mobile ?? '').replace(/[\s-]/g, ''),
      therapeuticFocus: record.therapeutic_focus ?? '',
      tbm: record.tbm || undefined,
      abm: record.abm || undefined,
      rbm: record.rbm || undefined,
      sm: record.sm || undefined,
    };
    const lineProblems = doctorProblems(values, choices).map((p) => ({
      line,
      field:
        p.field === 'phone'
          ? 'mobile'
          : p.field === 'countryCode'
            ? 'country_code'
            : p.field === 'therapeuticFocus'
              ? 'therapeutic_focus'
              : p.field,
      problem: p.problem,
    }));
    if (!record.first_name) lineProblems.push({ line, field: 'first_name', problem: 'The first name is missing.' });
    if (record.member_role && !/^[0-9]{1,3}$/.test(record.member_role))
      lineProblems.push({ line, field: 'member_role', problem: 'The member role must be a number.' });
    if (record.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(record.email))
      lineProblems.push({ line, field: 'email', problem: 'Not an e-mail address.' });
    const mobileKey = `${values.countryCode} ${values.phone}`;
    const firstLine = seen.get(mobileKey);
    if (firstLine !== undefined)
      lineProblems.push({ line, field: 'mobile', problem: `Duplicate: the same mobile number as line ${firstLine}.` });
    else seen.set(mobileKey, line);
    if (lineProblems.length > 0) {
      problems.push(...lineProblems);
      continue;
    }
    ok.push({
      line,
      values: {
        countryCode: values.countryCode,
        phone: values.phone,
        firstName: record.first_name ?? '',
        lastName: record.last_name ?? '',
        email: record.email ?? '',
        therapeuticFocus: values.therapeuticFocus,
        memberRole: record.member_role || '1',
        qualification: record.qualification ?? '',
        location: record.location ?? '',
        tbm: values.tbm ?? null,
        abm: values.abm ?? null,
        rbm: values.rbm ?? null,
        sm: values.sm ?? null,
      },
    });
  }
  problems.push(...(await registeredAlready(db, ok)));
  return { lines: parsed.records.length, problems: problems.sort((a, b) => a.line - b.line), ok };
}

/** The lines whose mobile number a doctor has already. */
async function registeredAlready(db: Db, candidates: Candidate[]): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  for (const countryCode of ['91', '977']) {
    const phones = candidates.filter((c) => c.values.countryCode === countryCode).map((c) => c.values.phone);
    for (let start = 0; start < phones.length; start += 1000) {
      const rows = await db
        .select({ phone: members.phone })
        .from(members)
        .where(and(eq(members.countryCode, countryCode), inArray(members.phone, phones.slice(start, start + 1000))));
      const taken = new Set(rows.map((r) => r.phone));
      for (const c of candidates)
        if (c.values.countryCode === countryCode && taken.has(c.values.phone))
          problems.push({
            line: c.line,
            field: 'mobile',
            problem: 'Duplicate: a doctor with this mobile exists already.',
          });
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
  const badLines = new Set(problems.map((p) => p.line).filter((line) => line > 1));
  const report = { lines, valid: lines - badLines.size, problems, imported: 0 };
  if (problems.length > 0 || dryRun || ok.length === 0) return report;
  const imported = await auditedWrite(
    db,
    actor,
    async (tx) => {
      const ids: number[] = [];
      for (let start = 0; start < ok.length; start += 500) {
        const rows = await tx
          .insert(members)
          .values(ok.slice(start, start + 500).map((c) => ({ ...c.values, createdAt: new Date(now) })))
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

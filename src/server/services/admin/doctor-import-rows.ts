/**
 * One line of the doctors CSV import checked with the rules of the console's doctor form: the contract's field
 * schema (lengths, CR/LF and hidden characters refused, e-mail shape), the mobile per country, known focus and
 * managers, and a member role the portal knows (issue 38 item 10).
 */
import { ROLE_NO_FOCUS_SWITCH } from '../../../shared/constants.ts';
import { doctorCreate, type IMPORT_COLUMNS } from '../../../shared/contract/admin/doctors.ts';
import type { members } from '../../db/schema.ts';
import { schemaProblems } from '../validation-problem.ts';
import { type Choices, doctorProblems } from './doctor-rules.ts';
import { staffText } from './texts.ts';

/** A CSV column of the import. */
type Column = (typeof IMPORT_COLUMNS)[number];

/** One line as parsed: its columns' texts. */
export type CsvRecord = Partial<Record<Column, string>>;

/** The member roles an import may set: ordinary doctors and the role that cannot switch focus. */
const IMPORT_ROLES: readonly string[] = ['1', ROLE_NO_FOCUS_SWITCH];

/** The doctor-form field of each CSV column. */
const FIELD_OF: Readonly<Record<Column, string>> = {
  country_code: 'countryCode',
  mobile: 'phone',
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  therapeutic_focus: 'therapeuticFocus',
  member_role: 'memberRole',
  qualification: 'qualification',
  location: 'location',
  tbm: 'tbm',
  abm: 'abm',
  rbm: 'rbm',
  sm: 'sm',
};
const COLUMN_OF = new Map(Object.entries(FIELD_OF).map(([column, field]) => [field, column]));

/** A problem of one column of a line. */
export interface LineProblem {
  field: string;
  problem: string;
}

/** The doctor-form values of a line: the mobile without spaces and dashes, the code without '+', blanks left out. */
function formValuesOf(record: CsvRecord): Record<string, string> {
  const values: Record<string, string> = {
    countryCode: (record.country_code ?? '').replace(/^\+/, ''),
    phone: (record.mobile ?? '').replace(/[\s-]/g, ''),
    firstName: record.first_name ?? '',
    therapeuticFocus: record.therapeutic_focus ?? '',
  };
  for (const [column, field] of Object.entries(FIELD_OF)) {
    const text = record[column as Column];
    if (!(field in values) && text) values[field] = text;
  }
  return values;
}

/** A schema problem ('it is too long: at most 80 characters') as the sentence of a report's row. */
const sentence = (problem: string) => `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`;

/** The problems of one line (each column once), or the member row to insert when it has none. */
export function checkLine(
  record: CsvRecord,
  choices: Choices,
): { problems: LineProblem[]; row?: typeof members.$inferInsert } {
  const values = formValuesOf(record);
  const found = new Map<string, string>();
  for (const p of doctorProblems(values, choices)) if (!found.has(p.field)) found.set(p.field, p.problem);
  if (!values.firstName) found.set('firstName', 'The first name is missing.');
  for (const p of schemaProblems(doctorCreate.body, values))
    if (!found.has(p.field)) found.set(p.field, p.field === 'email' ? staffText.emailInvalid : sentence(p.problem));
  if (values.memberRole !== undefined && !found.has('memberRole') && !IMPORT_ROLES.includes(values.memberRole))
    found.set('memberRole', staffText.roleUnknown(values.memberRole, IMPORT_ROLES));
  const problems = [...found].map(([field, problem]) => ({ field: COLUMN_OF.get(field) ?? field, problem }));
  if (problems.length > 0) return { problems };
  return {
    problems,
    row: {
      countryCode: values.countryCode ?? '',
      phone: values.phone ?? '',
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      therapeuticFocus: values.therapeuticFocus ?? '',
      memberRole: values.memberRole ?? '1',
      qualification: values.qualification ?? '',
      location: values.location ?? '',
      tbm: values.tbm ?? null,
      abm: values.abm ?? null,
      rbm: values.rbm ?? null,
      sm: values.sm ?? null,
    },
  };
}

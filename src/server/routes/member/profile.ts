/**
 * Profile.php: the member's own profile as stored now; UpdateProfile.php: changes only the editable fields of the
 * member's own row (never phone, email, role or focus).
 */
import type { FastifyInstance } from 'fastify';
import { NAME_PATTERN } from '../../../shared/contract/define.ts';
import { member } from '../../../shared/contract/index.ts';
import { PROFILE_EDITABLE_FIELDS, type ProfileEditableField } from '../../../shared/contract/member.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { saveOwnChanges } from '../../services/member/own-changes.ts';
import { loadMember, type MemberChanges, toProfile } from '../../services/profile.ts';
import type { FieldProblem } from '../../services/validation-problem.ts';
import { defineRoute } from '../define-route.ts';

/** The column each editable field is stored in. */
const COLUMNS = {
  personal_intro: 'personalIntro',
  first_name: 'firstName',
  last_name: 'lastName',
  birth_date: 'birthDate',
  qualification: 'qualification',
  location: 'location',
  department: 'department',
  practice_hours: 'practiceHours',
  address: 'address',
  g_plus_link: 'gPlusLink',
  facebook_link: 'facebookLink',
  twitter_link: 'twitterLink',
  linkedIn_link: 'linkedInLink',
  link_to_blog: 'linkToBlog',
  payment_mode_one: 'paymentModeOne',
  payment_mode_two: 'paymentModeTwo',
  payment_mode_number: 'paymentModeNumber',
} as const satisfies Record<ProfileEditableField, keyof MemberChanges>;

const LINK_FIELDS: ReadonlySet<ProfileEditableField> = new Set([
  'g_plus_link',
  'facebook_link',
  'twitter_link',
  'linkedIn_link',
  'link_to_blog',
]);

/** A host name with at least one dot, then an optional path: a web address pasted without its scheme. */
const BARE_ADDRESS = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/?#]\S*)?$/u;

/**
 * A field's value as it is saved: trimmed, and a link pasted without its scheme (`www.facebook.com/dr.asha`, as an
 * address bar or a card shows it) given `https://`.
 */
function savedValue(field: ProfileEditableField, raw: string): string {
  const value = raw.trim();
  return LINK_FIELDS.has(field) && BARE_ADDRESS.test(value) ? `https://${value}` : value;
}

/** True for an absolute http(s) address written in full (`https://…`), without spaces. */
function isWebLink(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** True for a real calendar date YYYY-MM-DD from 1900 up to (not including) `today` (YYYY-MM-DD). */
function isPastDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01' && value < today
  );
}

/** The name rule of the staff forms (shared/contract/define.ts), for the doctor's own names. */
const NAME_PATTERN_RE = new RegExp(NAME_PATTERN);

/** The problem of one editable field's value, or undefined when it may be saved (trimmed). */
function problemOf(field: ProfileEditableField, raw: string, today: string): string | undefined {
  // Names refuse invisible and bidirectional characters here, not in the contract: the pattern stays out of the
  // doctors' page bundles (bench:size), the answer is the same 400 naming the field.
  if ((field === 'first_name' || field === 'last_name') && !NAME_PATTERN_RE.test(raw)) return m.oneLineName;
  const value = savedValue(field, raw);
  if (field === 'first_name' && value === '') return m.fieldRequired;
  if (LINK_FIELDS.has(field) && value !== '' && !isWebLink(value)) return m.notWebLink;
  if (field === 'birth_date' && value !== '' && !isPastDate(value, today)) return m.notPastDate;
  return undefined;
}

/** Every editable field of a body that may not be saved, with its problem (the body's other fields are ignored). */
function problemsOf(body: Readonly<Record<string, unknown>>, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of PROFILE_EDITABLE_FIELDS) {
    const raw = body[field];
    const problem = typeof raw === 'string' ? problemOf(field, raw, today) : undefined;
    if (problem) problems.push({ field, problem });
  }
  return problems;
}

/** The trimmed changes of a body the schema accepted, or the 400 naming every field that may not be saved. */
function changesOf(body: Readonly<Record<string, unknown>>, today: string): MemberChanges {
  const problems = problemsOf(body, today);
  const [first] = problems;
  if (first) {
    const all =
      problems.length > 1
        ? { problems: Object.fromEntries(problems.map(({ field, problem }) => [field, m.validation(field, problem)])) }
        : {};
    throw new AppError(400, 'VALIDATION_FAILED', m.validation(first.field, first.problem), {
      field: first.field,
      ...all,
    });
  }
  const changes: Record<string, string> = {};
  for (const field of PROFILE_EDITABLE_FIELDS) {
    const raw = body[field];
    if (typeof raw === 'string') changes[COLUMNS[field]] = savedValue(field, raw);
  }
  return changes;
}

/** Registers Profile.php and UpdateProfile.php. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const today = (): string => new Date(app.deps.now()).toISOString().slice(0, 10);
  defineRoute(app, member.getProfile, async ({ request }) =>
    ok(toProfile(await loadMember(app.deps.database.db, sessionOf(request).memberId))),
  );
  defineRoute(
    app,
    member.updateProfile,
    async ({ body, request }) => {
      const { memberId } = sessionOf(request);
      const changes = changesOf(body, today());
      if (Object.keys(changes).length > 0) {
        await saveOwnChanges(app.deps.database.db, memberId, changes, new Date(app.deps.now()));
      }
      return ok({ Message: m.profileUpdated });
    },
    // A body the schema refuses (a field too long) is answered with these problems too, all in one answer.
    (body) => problemsOf(body, today()),
  );
}

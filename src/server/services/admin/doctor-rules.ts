/** Checks of a doctor's values shared by the console forms and the CSV import: mobile per country, focus, managers. */
import { asc, eq } from 'drizzle-orm';
import { COUNTRIES, type CountryCode, MOBILE_PATTERNS } from '../../../shared/constants.ts';
import { MANAGER_LEVELS, type ManagerLevel } from '../../../shared/contract/admin/managers.ts';
import type { Db } from '../../db/client.ts';
import { focuses, managers } from '../../db/schema.ts';
import { staffText } from './texts.ts';

/** The known focuses and managers (level, active, country code) by code, read once per write or import. */
export interface Choices {
  focuses: Set<string>;
  managers: Map<string, { level: string; active: boolean; country: string }>;
}

/** Reads the focuses and managers. */
export async function loadChoices(db: Pick<Db, 'select'>): Promise<Choices> {
  const [focusRows, managerRows] = await Promise.all([
    db.select({ name: focuses.name }).from(focuses),
    db
      .select({ code: managers.code, level: managers.level, active: managers.active, country: managers.country })
      .from(managers),
  ]);
  return {
    focuses: new Set(focusRows.map((r) => r.name)),
    managers: new Map(managerRows.map((r) => [r.code, { level: r.level, active: r.active, country: r.country }])),
  };
}

/** One problem of a value: the field and a sentence. */
export interface Problem {
  field: string;
  problem: string;
}

/** The values the rules look at. */
export interface CheckedValues {
  countryCode?: string;
  phone?: string;
  therapeuticFocus?: string;
  tbm?: string;
  abm?: string;
  rbm?: string;
  sm?: string;
  /** The doctor's country after the change, which every manager must serve (defaults to `countryCode`). */
  doctorCountry?: string;
  /** Managers left in their slots: checked for the country only (a country change needs the new country's). */
  keptManagers?: Partial<Record<ManagerLevel, string>>;
}

/** The name of a country code, or the code itself. */
const countryName = (code: string) => COUNTRIES.find((c) => c.code === code)?.name ?? code;

/** Every problem of the given values (fields left out are not checked). */
export function doctorProblems(values: CheckedValues, choices: Choices): Problem[] {
  const problems: Problem[] = [];
  if (values.countryCode !== undefined || values.phone !== undefined) {
    const country = COUNTRIES.find((c) => c.code === values.countryCode);
    if (!country) problems.push({ field: 'countryCode', problem: 'Country code must be 91 or 977.' });
    else if (!MOBILE_PATTERNS[country.code as CountryCode].test(values.phone ?? ''))
      problems.push({ field: 'phone', problem: staffText.mobileInvalid(country.name) });
  }
  if (values.therapeuticFocus !== undefined && !choices.focuses.has(values.therapeuticFocus))
    problems.push({ field: 'therapeuticFocus', problem: staffText.focusUnknown(values.therapeuticFocus) });
  for (const field of MANAGER_LEVELS) {
    const code = values[field];
    const manager = code ? choices.managers.get(code) : undefined;
    if (!code) continue;
    if (!manager) problems.push({ field, problem: staffText.managerUnknown(code) });
    else if (manager.level !== field)
      problems.push({ field, problem: staffText.managerWrongLevel(code, manager.level, field) });
    else if (!manager.active) problems.push({ field, problem: staffText.managerInactive(code) });
  }
  const country = values.doctorCountry ?? values.countryCode;
  for (const field of MANAGER_LEVELS) {
    const code = values[field] || values.keptManagers?.[field];
    const manager = code ? choices.managers.get(code) : undefined;
    if (!code || !country || !manager || manager.country === '' || manager.country === country) continue;
    if (problems.some((p) => p.field === field)) continue;
    problems.push({
      field,
      problem: staffText.managerOtherCountry(code, countryName(manager.country), countryName(country)),
    });
  }
  return problems;
}

/** The choices of the console's forms: focuses and the active managers with their level, by code. */
export async function formChoices(
  db: Pick<Db, 'select'>,
): Promise<{ focuses: string[]; managers: { code: string; name: string; country: string; level: ManagerLevel }[] }> {
  const [focusRows, managerRows] = await Promise.all([
    db.select({ name: focuses.name }).from(focuses).orderBy(asc(focuses.name)),
    db
      .select({ code: managers.code, name: managers.name, country: managers.country, level: managers.level })
      .from(managers)
      .where(eq(managers.active, true))
      .orderBy(asc(managers.code)),
  ]);
  return {
    focuses: focusRows.map((r) => r.name),
    managers: managerRows.map((r) => ({ ...r, level: r.level as ManagerLevel })),
  };
}

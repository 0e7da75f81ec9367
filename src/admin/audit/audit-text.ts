/** The audit log screen's texts; kept beside it, so they load with it. */

/** The audit log screen's texts. */
export const auditText = {
  title: 'Audit log',
  at: 'When',
  staff: 'Staff e-mail',
  action: 'Action',
  entity: 'Record',
  /** The Record filter's label: what it takes, as the Record column shows it. */
  entityFilter: 'Record (type, or type and id: doctor 7)',
  changes: 'Changed fields',
  from: 'From',
  to: 'To',
  reversed: 'Before the From date: nothing can match.',
  export: 'Export CSV',
  /** An export's Record: what was exported and how many rows (`doctors: 12 rows exported`), not a record's id. */
  exported: (what: string, rows: string) => `${what}: ${rows} ${rows === '1' ? 'row' : 'rows'} exported`,
} as const;

/** A changed value as the log shows it: ∅ when the field did not exist, (empty) for an empty text. */
const shown = (value: string | null) => (value === null ? '∅' : value === '' ? '(empty)' : value);

/** The Changed fields cell: `field: before → after`, separated by `; `. */
export function changesText(changes: Record<string, { from: string | null; to: string | null }>): string {
  return Object.entries(changes)
    .map(([field, change]) => `${field}: ${shown(change.from)} → ${shown(change.to)}`)
    .join('; ');
}

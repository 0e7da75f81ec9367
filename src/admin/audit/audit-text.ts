/** The audit log screen's texts; kept beside it, so they load with it. */

/** The audit log screen's texts. */
export const auditText = {
  title: 'Audit log',
  at: 'When',
  staff: 'Staff e-mail',
  action: 'Action',
  entity: 'Record',
  changes: 'Changed fields',
  from: 'From',
  to: 'To',
  reversed: 'Before the From date: nothing can match.',
  export: 'Export CSV',
} as const;

/** The managers screen's texts; kept beside it, so they load with it. */

/** The managers screen's texts. */
export const managersText = {
  title: 'Managers',
  add: 'Add a manager',
  edit: 'Edit',
  save: 'Save the manager',
  code: 'Code',
  name: 'Name',
  mail: 'E-mail',
  phone: 'Mobile',
  country: 'Country',
  level: 'Level (doctor slot)',
  levels: { tbm: 'TBM (territory)', abm: 'ABM (area)', rbm: 'RBM (regional)', sm: 'SM (sales)' },
  countries: { '91': 'India', '977': 'Nepal' },
  saved: (code: string) => `Manager ${code} saved.`,
  deactivated: (code: string) => `Manager ${code} deactivated: no doctor slot offers them now.`,
  reactivated: (code: string) => `Manager ${code} reactivated.`,
} as const;

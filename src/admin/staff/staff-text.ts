/** The staff accounts screen's texts; kept beside it, so they load with it. */

/** The staff accounts screen's texts. */
export const staffAccountsText = {
  title: 'Staff accounts',
  add: 'Add a staff account',
  email: 'E-mail',
  name: 'Name',
  role: 'Role',
  notEnrolled: 'Not set up yet',
  linkIntro: (email: string) =>
    `Account ${email} added. Send this one-time set-up link to its owner by a trusted channel (valid 72 hours; it is not shown again):`,
  confirmTitle: 'Deactivate this staff account?',
  confirmBody: (email: string) => `${email} is signed out at once and cannot sign in again.`,
  roleTitle: (role: string) => `Change the role to ${role}?`,
  roleBody: (email: string, areas: string) =>
    `From their next step in the console, ${email} may open: ${areas}. The audit log keeps the change.`,
  roleConfirm: (role: string) => `Make ${role}`,
} as const;

/** Texts of contact. */
export const contact = {
  messageLabel: 'Priority message to your managers',
  placeholder: 'Write Your Message..!',
  send: 'Send Message',
  sending: 'Sending...',
  empty: 'Please write your message first.',
  managers: 'Your managers',
  loading: 'Loading your managers…',
  none: 'No manager is assigned to you yet. Please contact your company representative.',
  roles: {
    tbm: 'Territory Business Manager',
    abm: 'First Line Manager',
    rbm: 'Second Line Manager',
    sm: 'Third Line Manager',
  },
  mail: 'Mail',
  phone: 'Phone',
  countryCode: 'Country code',
  notAvailable: 'Not available',
  call: (name: string) => `Call ${name}`,
} as const;

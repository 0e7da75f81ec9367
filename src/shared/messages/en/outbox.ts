/** The outbox: what waits on this device to be sent (issue 43 §3; loaded with the outbox code only). */
export const outbox = {
  saved: 'Saved on this device. It will be sent by itself as soon as the portal can be reached.',
  title: 'Waiting to send',
  intro:
    'Saved on this device when the portal could not be reached. Each is sent by itself, once, as soon as it can be.',
  waiting: 'Waiting for the connection',
  notAccepted: (reason: string) => `Not accepted: ${reason}`,
  cancel: 'Cancel',
  question: (product: string) => `Medical question about ${product}`,
  report: (product: string) => `Side-effect report about ${product}`,
  sent: (label: string, confirmation: string) => `Sent: ${label}. ${confirmation}`,
  refused: (label: string, reason: string) => `Not accepted: ${label}. ${reason}`,
  logoutWarning:
    'Orders or messages you saved on this device are still waiting to be sent. Logging out erases them. Log out anyway?',
} as const;

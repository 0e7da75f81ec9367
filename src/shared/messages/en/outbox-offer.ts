/** The offline forms' choice to keep a submission for later (issue 43 §3; loaded with the forms only). */
export const outboxOffer = {
  sendLater: 'Send later',
} as const;

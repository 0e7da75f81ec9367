/** Texts of errors. */
export const errors = {
  network: 'No answer from the portal. Please check your connection and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  retry: 'Try again',
  offline: 'There was no connection, so nothing was sent. Please send it again once you are connected.',
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

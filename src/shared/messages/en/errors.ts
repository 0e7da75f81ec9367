/** Texts of errors. */
export const errors = {
  network: 'No answer from the portal. Please check your connection and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  retry: 'Try again',
  offline: 'You are offline. Nothing was sent: please try again when you are connected.',
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

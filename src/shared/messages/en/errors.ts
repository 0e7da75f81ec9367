/** Texts of errors. */
export const errors = {
  network: 'You appear to be offline. Please check your connection and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  retry: 'Try again',
} as const;

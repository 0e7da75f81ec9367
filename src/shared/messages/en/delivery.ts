/** Texts of delivery. */
export const delivery = {
  updateAvailable: 'New version available',
  reload: 'Reload',
  offlineTitle: 'You are offline',
  offlineText: 'This page has not been saved on this device yet. Check your connection and try again.',
  offlineHome: 'Go to the home page',
  pushAsk: 'Get a notification when new articles and services for you arrive?',
  pushAllow: 'Allow notifications',
  pushLater: 'Not now',
  pushDenied: 'You denied for the notification',
  published: (date: string) => `Published ${date}`,
  savedAt: (time: string) => `Last updated: ${time}`,
} as const;

/** Texts of the language switch (docs/LANGUAGES.md); each language's own name is in shared/messages/languages.ts. */
export const languageSwitch = {
  label: 'Language',
  hint: 'The portal, its messages and your SMS and e-mails will be in this language.',
  keys: 'With the keyboard: pick a language with the arrow keys, then press Enter.',
  untranslated: 'This page is not available in your language yet, so it is shown in English.',
  saveFailed: 'Your choice is kept on this device, but could not be saved to your account. It will be saved next time.',
} as const;

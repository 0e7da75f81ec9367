/**
 * Texts of the privacy calls' answers and of the erasure notice (issue 27), in English. Kept apart from api.ts so
 * that no page's bundle carries them: only the API reads them (server/services/privacy/texts.ts).
 */
export const privacyApiMessages = {
  consentSaved: 'Your privacy choices are saved.',
  pushConsentRequired:
    'Notifications are off in your privacy choices. Turn them on under Privacy in Settings to get notifications.',
  confirmRequired: 'it must be confirmed',
  erasureRequested: (reference: string) =>
    `We have received your request to erase your data (reference ${reference}). You are now logged out on every device. Our compliance team will erase your data within 30 days and tell you what was kept and why.`,
  erasurePending: 'You have already asked us to erase your data. Our compliance team is processing it.',
  fileNotFound: 'This order has no file of yours.',
  erasedSubject: 'Your data has been erased',
  erasedNotice: (officer: string, reference: string) =>
    `Erasure request ${reference}: your data on the doctors' portal has been erased: your profile, orders, messages, chat, notifications and settings. As the law requires, we keep your sample ledger entries (registration number, products and quantities, UCPMP 2024) and any side-effect reports and medical questions you sent (pharmacovigilance rules); those records alone keep your name, phone number and e-mail, so that an answer or a follow-up can reach you. Questions: ${officer}.`,
} as const;

/** Texts of the privacy notice dialog and the Privacy part of Settings (issue 27, DPDP Act 2023). */
export const privacyNotice = {
  title: 'Your privacy',
  intro:
    'Before you go on, please read how we use your data and choose what you allow. You can change this at any time under Privacy in Settings.',
  collectedTitle: 'What we collect',
  collected:
    'Your mobile number, name, profile and registration details, photo, your orders and uploaded files, messages to your managers, questions to the assistant, settings and notification tokens.',
  purposesTitle: 'Why we use it',
  necessary: 'Running your account and your orders',
  necessaryNote: 'Necessary: the portal cannot work without it.',
  notifications: 'Notifications',
  notificationsNote: 'Push notifications and e-mails about new content and your orders.',
  analytics: 'Analytics',
  analyticsNote: 'Counting page visits (Google Analytics) to improve the portal.',
  howLongTitle: 'How long we keep it',
  howLong:
    'As long as you are a member. After you ask us to erase your data, we erase it within 30 days, except what the law requires us to keep: sample records (UCPMP 2024) and side-effect reports and medical questions (pharmacovigilance). Consent records and logs are kept for at least one year and at most three years.',
  rightsTitle: 'Your rights',
  rights:
    'You can download your data, correct your profile, withdraw any consent as easily as you gave it, ask us to erase your data, and complain to our grievance officer or to the Data Protection Board of India.',
  officerTitle: 'Grievance officer',
  save: 'Save my choices',
  saving: 'Saving…',
  failed: 'Your choices could not be saved. Please try again.',
  settingsTitle: 'Privacy',
  settingsIntro: 'Turn each purpose on or off. Turning it off stops it at once.',
  readNotice: 'Read the privacy notice',
  exportTitle: 'Download your data',
  exportNote: 'A file (JSON) with everything we hold about you; your uploaded files are listed with links.',
  exportButton: 'Download my data',
  exporting: 'Preparing your file…',
  eraseTitle: 'Erase your data',
  eraseNote:
    'We erase your account and data within 30 days and keep only what the law requires. You will be logged out on every device.',
  eraseButton: 'Ask to erase my data',
  eraseConfirmTitle: 'Erase your data?',
  eraseConfirm:
    'This cannot be undone. Your account, orders, messages and settings will be erased; sample records, side-effect reports and medical questions are kept as the law requires.',
  eraseYes: 'Yes, erase my data',
  cancel: 'Cancel',
  erasePending: (date: string) =>
    `You asked to erase your data on ${date}. Our compliance team is processing it. We will keep only sample records (UCPMP 2024) and side-effect reports and medical questions (pharmacovigilance), as the law requires.`,
} as const;

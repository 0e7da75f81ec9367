/** Texts of API answers (element 1 Message), in English: sentences a doctor can act on. */
export const apiMessages = {
  smsCode: (code: string) => `${code} is your login code. It is valid for 5 minutes. Never share it with anyone.`,
  codeSent: 'If this number is registered with us, a 6-digit code is on its way by SMS. It is valid for 5 minutes.',
  codeSentWhatsApp:
    'If this number is registered with us, a 6-digit code is on its way by WhatsApp. It is valid for 5 minutes.',
  whatsappOff: 'Codes by WhatsApp are not available at the moment. Please ask for the code by SMS.',
  tooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for another code.`,
  tooManySends: (minutes: number) =>
    `Too many codes were requested for this number. Please try again in ${minutes} minutes.`,
  numberLocked: (hours: number) =>
    `Too many wrong codes were entered for this number. Please try again in ${hours} hours or contact your representative.`,
  invalidOtp: 'Invalid OTP!',
  invalidOtpLastTry: 'Invalid OTP! You have one more try with this code.',
  codeExpired: 'This code has expired or was replaced by a newer one. Please request a new code.',
  codeUsedUp: 'Too many wrong codes. Please request a new code.',
  codeUsed:
    'This code has already been used: a code logs in once. If your last try got no answer, please request a new code.',
  loggedOut: 'You have been logged out.',
  sessionInvalid: 'Your session has ended. Please log in again.',
  validation: (field: string, problem: string) => `Please check ${field}: ${problem}.`,
  mobileInvalid: (country: string) => `Please enter a valid ${country} mobile number.`,
  /** The countries' names by calling code, for mobileInvalid. */
  countryNames: { '91': 'India', '977': 'Nepal' },
  notFound: 'We could not find what you asked for.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  payloadTooLarge: 'The file or message is too large.',
  unsupportedMedia: 'This kind of request is not supported.',
  oneLine: 'it must be a single line, without line breaks, tabs or other control characters',
  requiredOneLine: 'it must be filled in, on a single line, without line breaks, tabs or other control characters',
  oneLineName:
    'it must be a single line, without line breaks, tabs, invisible characters (such as zero-width spaces) or text-direction marks',
  requiredOneLineName:
    'it must be filled in, on a single line, without line breaks, tabs, invisible characters (such as zero-width spaces) or text-direction marks',
  unstorableText: 'it contains a character that cannot be stored (such as a NUL character)',
  // API rate limits (plugins/rate-limit.ts, docs/SECURITY.md).
  tooManyRequests: (seconds: number) =>
    seconds < 120
      ? `Too many requests. Please wait ${seconds} seconds and try again.`
      : `Too many requests. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  tooManyPriorityMessages: (limit: number, seconds: number) =>
    `You can send ${limit} priority messages an hour, and you have reached that number. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes, or call your representative if it is urgent.`,
  tooManyQuestions: (limit: number, seconds: number, phone: string) =>
    `You can send ${limit} medical questions an hour, and you have reached that number. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes. If it is urgent, please call the medical information line, ${phone}.`,
  tooManyReports: (limit: number, seconds: number, phone: string) =>
    `You can send ${limit} side-effect reports an hour, and you have reached that number. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes. If it is urgent, please call the medical information line, ${phone}.`,
  // Catalogue and content (docs/API.md "Catalogue", "Content and downloads").
  categoryNotFound: 'This category could not be found. Please go back to the home screen.',
  journalNotFound: 'This journal could not be found.',
  fileNotFound: 'This file could not be found. Please try another one or contact your representative.',
  privacyPolicyMissing: 'The privacy policy is not available right now. Please try again later.',
  focusChanged: (focus: string) => `Your therapeutic focus is now ${focus}.`,
  focusSwitchRefused: 'Your therapeutic focus is set by your representative and cannot be changed here.',
  unknownFocus: 'it is not one of the therapeutic focuses offered',
  unknownFolder: 'it is not a folder files can be downloaded from',
  unsafeFileName: 'it is not a valid file name',
  // Member calls, mail and chat assistant (routes/member, routes/chat).
  profileUpdated: 'Your profile has been updated.',
  fieldRequired: 'it is required',
  notWebLink: 'it must be a web address starting with https:// or http://',
  notPastDate: 'it must be a real date in the past: pick day, month and year (dd/mm/yyyy)',
  photoUpdated: 'Your profile photo has been updated.',
  photoMissing: 'no photo came with it: choose one to upload',
  photoUnsupported: 'Please choose a JPEG, PNG or WebP photo. Other kinds of files are not accepted.',
  photoTooLarge: 'The photo must be at most 5 MB. Please choose a smaller photo.',
  photoTooManyPixels: 'This photo has too many pixels (at most 40 megapixels). Please choose a smaller photo.',
  prioritySent: 'Your message has been sent to your managers.',
  prioritySaved:
    'Your message has been saved, but it could not be e-mailed to your managers right now. If it is urgent, please call your representative.',
  emailerSent: (email: string) => `The journal has been sent to ${email}.`,
  noEmail: 'There is no valid e-mail address in your profile. Please ask your representative to add it.',
  mailUnavailable: 'We could not send the e-mail right now. Please try again in a few minutes.',
  filesUnavailable: 'Our file store is not answering right now, so nothing was changed. Please try again in a minute.',
  databaseUnavailable: 'The portal could not answer in time. Please try again in a minute.',
  pushSubscribed: 'You are subscribed to notifications.',
  pushTopics: (topics: string) => `it must be exactly ${topics}`,
  termsNotAccepted: 'Please read and accept the Terms and Conditions before using the assistant.',
  demoAccount: 'Demo Account!',
  orderPlaced: (what: string, id: string) =>
    `Thank you, Doctor. Your request for ${what} has been received (order ${id}). You can follow it in Order History.`,
  digitalReady: 'Your digital item is ready. It opens now; you can also find the request in Order History.',
  sampleSummary: (product: string, dose: string, qty: string) => `${product}${dose ? ` ${dose}` : ''}, quantity ${qty}`,
  unknownOrderItem: 'it is not one of the services offered for this order',
  unknownProduct: 'it is not one of the products offered as samples',
  doseNotOffered: (doses: string) => `it must be one of the doses offered: ${doses}`,
  doseNotAllowed: 'this product is offered in one dose only, so no dose can be chosen',
  dateInPast: 'it is in the past; please choose today or a later date',
  timeInPast: 'this time has already passed today; please choose a later time or another day',
  dateNotReal: 'it is not a real calendar date',
  dateTooFar: (days: number) => `it is too far ahead; please choose a date within the next ${days} days`,
  sentTwice: 'it was sent more than once',
  idempotencyKeyInvalid: 'it must be 1 to 100 letters, digits, underscores, hyphens, colons or dots',
  idempotencyMismatch:
    'This Idempotency-Key was already used for a different request. Please use a new key for a new order.',
  idempotencyInProgress:
    'This request is still in progress. Please wait a moment and check Order History before trying again.',
  printNeedsUpload: 'Please check print_pdf: send the PDF as a multipart/form-data upload.',
  printMissing: 'Please check print_pdf: please choose a PDF file to upload.',
  printNotPdf: 'Please check print_pdf: the file is not a PDF. Please choose a PDF document.',
  printIncomplete: 'Please check print_pdf: the PDF looks incomplete. Please save it again and upload it once more.',
  printActiveContent:
    'Please check print_pdf: PDFs with scripts, automatic actions or attached files cannot be printed. Please export a plain PDF and try again.',
  printEncrypted:
    'Please check print_pdf: the PDF is password-protected or encrypted. Please save an unprotected copy and upload that.',
  printTooComplex:
    'Please check print_pdf: the PDF is too large or complex once unpacked to be checked. Please export it again (for example with "Reduce file size") and upload it once more.',
  printChecksBusy: 'We are checking many print files right now. Please try again in a minute.',
  tooManyPrints: (limit: number, seconds: number) =>
    `You can send ${limit} print files a day, and you have reached that number today. Please try again tomorrow (in about ${Math.max(1, Math.ceil(seconds / 3600))} hours).`,
  printStorageFull: (megabytes: number) =>
    `Your print files have reached the storage limit of ${megabytes} MB. Please contact your representative to send more.`,
  printTooLarge: 'Please check print_pdf: the file is larger than 10 MB. Please upload a smaller PDF.',
  printChecksHeld:
    'Your earlier print files are still being checked. Please wait until they are done, then send this one again.',
  tooManyPrintChecks: (limit: number, seconds: number) =>
    `You can send ${limit} print files an hour to be checked, and you have reached that number. Please try again in about ${Math.max(1, Math.ceil(seconds / 60))} minutes.`,
  orderStatusPushTitle: (id: number) => `Order no. ${id}`,
  orderStatusPush: {
    Accepted: (service: string) => `${service}: accepted and being prepared.`,
    Dispatched: (service: string) => `${service}: dispatched, on its way to you.`,
    Scheduled: (service: string) => `${service}: scheduled. See the date in Order History.`,
    Delivered: (service: string) => `${service}: delivered.`,
    Done: (service: string) => `${service}: done.`,
    Rejected: (service: string) => `${service}: not accepted. See the reason in Order History.`,
  },
  uploadTooManyParts: 'The upload has too many fields or files. Please send one PDF with the order fields.',
  // Languages (docs/LANGUAGES.md): member mails, the assistant, validation problems.
  emailerMail: (name: string, title: string) =>
    `Dear ${name},\n\nas requested in the Doctors Portal, "${title}" is attached as a PDF.\n`,
  assistantNoDosing:
    'I cannot give dosing advice. Please refer to the product label and the full prescribing information, or ask your representative for the prescribing information.',
  assistantReportOffer:
    "This sounds like a suspected side effect. Please report it with the side-effect form below: it goes straight to our pharmacovigilance team, who may contact you. I cannot assess the case in this chat; please do not write the patient's name here.",
  assistantGreeting:
    'Hello Doctor, How can I assist you? You can ask me about our products, articles or videos in the portal, ' +
    'for example: "Which products contain telmisartan?"',
  assistantNothingFound: (words: string) =>
    `I could not find anything${words ? ` about "${words}"` : ''} in the portal. Please contact your representative ` +
    'for more information, or ask me again with a product or molecule name.',
  assistantProductsFound: (count: number) =>
    count === 1 ? 'I found this product in the portal:' : `I found these ${count} products in the portal:`,
  assistantProductLine: (product: string, therapy: string, link: string) => `- ${product} is in ${therapy}: ${link}`,
  assistantArticlesFound: (count: number) =>
    count === 1 ? 'You may also like to read this article:' : `You may also like to read these ${count} articles:`,
  assistantVideosFound: (count: number) =>
    count === 1 ? 'You may also like to watch this video:' : `You may also like to watch these ${count} videos:`,
  assistantUnavailable:
    'The assistant is not available right now. Please try again in a few minutes, or contact your representative.',
  problemRequired: 'it is required',
  problemFormat: 'it is not in the expected format',
  problemTooLong: (limit: number) => `it is too long: at most ${limit} characters`,
  problemTooShort: 'it is too short',
  problemType: 'it has the wrong type',
  problemNotAllowed: 'it is not one of the allowed values',
  problemTooFewItems: 'it has too few items',
  problemTooManyItems: 'it has too many items',
  problemInvalid: 'it is not valid',
  problemUnreadable: 'it could not be read',
  theRequest: 'the request',
  // Samples within UCPMP 2024 (services/samples/): registration gate and yearly cap; `until` is a formatted date.
  samplesNeedRegistration:
    'Samples can be sent only to doctors with a verified medical registration. Please add your registration number, council and year in your profile.',
  samplesRegistrationUnverified: (number: string, council: string) =>
    `Samples can be sent only to doctors with a verified medical registration. Your registration ${number} (${council}) is awaiting verification by our compliance team.`,
  samplesRegistrationRejected: (number: string, council: string, reason: string) =>
    `Samples can be sent only to doctors with a verified medical registration. Your registration ${number} (${council}) could not be verified: ${reason}. Please correct it in your profile.`,
  sampleCapExceeded: (qty: number, product: string, remaining: number, until: string, cap: number) =>
    `you asked for ${qty} ${qty === 1 ? 'pack' : 'packs'} of ${product}, but you can order ${remaining > 0 ? `only ${remaining} more` : 'no more'} until ${until} (at most ${cap} packs of a product a year)`,
  registrationNumberInvalid:
    'it must be your registration number as the council wrote it (letters, digits, / . - and spaces)',
  councilNotOffered: 'it must be one of the medical councils of your country',
  registrationYearInvalid: 'it must be the year of your registration, such as 2009',
  verificationStatusUnknown: (statuses: string) => `it must be one of ${statuses}`,
  rejectionNeedsReason: 'a rejection needs a reason the doctor can act on',
  registrationSubmitted: 'Thank you. Your registration is saved and awaits verification by our compliance team.',
  // Medical questions and side-effect reports (services/safety/, issue 27 §3).
  safetyProductUnknown: 'it is not one of the products in the catalogue',
  replyChannelUnknown: 'it must be phone, e-mail or a visit',
  initialsInvalid: "it must be the patient's initials only (1 to 5 letters), never the full name",
  ageInvalid: 'it must be an age in whole years from 0 to 120',
  ageOrGroupRequired: "it needs the patient's age in years or an age group",
  ageGroupUnknown: 'it is not one of the age groups offered',
  sexUnknown: 'it must be female, male or other',
  seriousCriteriaRequired: 'a serious event needs at least one seriousness criterion',
  seriousCriteriaUnknown: 'it is not one of the seriousness criteria offered',
  criteriaNeedSerious: 'seriousness criteria apply only when the event is serious',
  dateInFuture: 'it is in the future; please give the date it happened',
  stopBeforeOnset: 'it is before the date the event started',
  outcomeUnknown: 'it is not one of the outcomes offered',
  questionReceived: (number: string) =>
    `Thank you, Doctor. Your question ${number} has reached our medical information team, who will answer it the way you chose. You can follow it on this page.`,
  reportReceived: (number: string) =>
    `Thank you, Doctor. Your side-effect report ${number} has reached our pharmacovigilance team. Please quote this number if you contact us; the team may call you for more details.`,
  reportAckSubject: (number: string) => `Your side-effect report ${number}`,
  reportAckMail: (name: string, number: string, product: string, day: string) =>
    `Dear ${name},\n\nthank you for reporting a suspected side effect of ${product} on ${day}. Our pharmacovigilance team has received it under number ${number}; please quote this number if you contact us. The team may call you for more details.\n`,
} as const;

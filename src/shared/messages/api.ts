/** Texts of API answers (element 1 Message), in English: sentences a doctor can act on. */
export const apiMessages = {
  smsCode: (code: string) => `${code} is your login code. It is valid for 5 minutes. Never share it with anyone.`,
  codeSent: 'If this number is registered with us, a 6-digit code is on its way by SMS. It is valid for 5 minutes.',
  tooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for another code.`,
  tooManySends: (minutes: number) => `Too many codes were requested for this number. Please try again in ${minutes} minutes.`,
  numberLocked: (hours: number) => `Too many wrong codes were entered for this number. Please try again in ${hours} hours or contact your representative.`,
  invalidOtp: 'Invalid OTP!',
  codeExpired: 'This code has expired or was replaced by a newer one. Please request a new code.',
  codeUsedUp: 'Too many wrong codes. Please request a new code.',
  loggedOut: 'You have been logged out.',
  sessionInvalid: 'Your session has ended. Please log in again.',
  validation: (field: string, problem: string) => `Please check ${field}: ${problem}.`,
  mobileInvalid: (country: string) => `Please enter a valid ${country} mobile number.`,
  notFound: 'We could not find what you asked for.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  payloadTooLarge: 'The file or message is too large.',
  unsupportedMedia: 'This kind of request is not supported.',
} as const;

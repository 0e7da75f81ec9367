/** Texts of verify. */
export const verify = {
  otp: 'OTP',
  otpPlaceholder: 'Enter the 6-digit code',
  submit: 'Verify OTP',
  verifying: 'Verifying...',
  invalid: 'Invalid OTP!',
  invalidLastTry: 'Invalid OTP! You have one more try with this code.',
  noTriesLeft: 'Invalid OTP! This code takes no more tries: please ask for a new code.',
  otpRequired: 'Please enter the code we sent you.',
  otpNumeric: 'The code must contain digits only.',
  sentTo: (phone: string) => `If +${phone} is registered with us, a 6-digit code is on its way by SMS.`,
  sentToWhatsApp: (phone: string) => `If +${phone} is registered with us, a 6-digit code is on its way by WhatsApp.`,
  switchChannel: { sms: 'Send the code by SMS instead', whatsapp: 'Send the code by WhatsApp instead' },
  noCode:
    'No code after a minute? Check the number, then tap Resend OTP. If it still does not arrive, your number may not be registered: please contact your company representative.',
  resend: 'Resend OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds} s`,
  changeNumber: 'Change number',
  resent: 'A new code has been sent. The previous code no longer works.',
  otpLength: 'The code has 6 digits.',
} as const;

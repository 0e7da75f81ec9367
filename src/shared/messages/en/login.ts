/** Texts of login. */
export const login = {
  country: 'Country',
  mobile: 'Mobile Number',
  mobilePlaceholder: 'Enter your mobile number',
  terms: 'I agree to the Terms and Conditions',
  readTerms: 'Read the Terms and Conditions',
  submit: 'Get OTP',
  sending: 'Sending...',
  mobileRequired: 'Please enter your mobile number.',
  mobileNumeric: 'The mobile number must contain digits only.',
  mobileInvalid: (country: string) => `Please enter a valid ${country} mobile number.`,
  termsRequired: 'Please accept the Terms and Conditions.',
  countryOption: (name: string, code: string) => `${name} (+${code})`,
  /** The countries' names, by calling code. */
  countries: { '91': 'India', '977': 'Nepal' },
  mobileHint: '10 digits, without the country code.',
  channel: 'Send the code by',
  channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
} as const;

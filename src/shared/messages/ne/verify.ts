/** Nepali texts of verify (same keys as en/verify.ts); phone numbers and codes keep Latin digits. */
import type { verify as en } from '../en/verify.ts';
import { formatNumber } from '../numbers.ts';
import type { Shape } from '../shape.ts';

export const verify = {
  otp: 'OTP',
  otpPlaceholder: '6 अङ्कको कोड लेख्नुहोस्',
  submit: 'OTP प्रमाणित गर्नुहोस्',
  verifying: 'प्रमाणित हुँदैछ...',
  invalid: 'गलत OTP!',
  invalidLastTry: 'गलत OTP! यो कोडले तपाईं एक पटक मात्र फेरि प्रयास गर्न सक्नुहुन्छ।',
  noTriesLeft: 'गलत OTP! यो कोडले अब प्रयास गर्न मिल्दैन: कृपया नयाँ कोड माग्नुहोस्।',
  otpRequired: 'कृपया हामीले पठाएको कोड लेख्नुहोस्।',
  otpNumeric: 'कोडमा अङ्क मात्र हुनुपर्छ।',
  sentTo: (phone: string) => `+${phone} हामीकहाँ दर्ता भएको छ भने 6 अङ्कको कोड SMS मार्फत आउँदैछ।`,
  sentToWhatsApp: (phone: string) => `+${phone} हामीकहाँ दर्ता भएको छ भने 6 अङ्कको कोड WhatsApp मार्फत आउँदैछ।`,
  switchChannel: { sms: 'बरु कोड SMS मार्फत पठाउनुहोस्', whatsapp: 'बरु कोड WhatsApp मार्फत पठाउनुहोस्' },
  noCode:
    'एक मिनेटपछि पनि कोड आएन? नम्बर जाँच गर्नुहोस्, अनि “OTP फेरि पठाउनुहोस्” मा ट्याप गर्नुहोस्। त्यसपछि पनि आएन भने तपाईंको नम्बर दर्ता नभएको हुन सक्छ: कृपया आफ्नो कम्पनी प्रतिनिधिलाई सम्पर्क गर्नुहोस्।',
  resend: 'OTP फेरि पठाउनुहोस्',
  resendIn: (seconds: number) => `${formatNumber('ne', seconds)} सेकेन्डमा OTP फेरि पठाउनुहोस्`,
  changeNumber: 'नम्बर बदल्नुहोस्',
  resent: 'नयाँ कोड पठाइएको छ। अघिल्लो कोडले अब काम गर्दैन।',
  otpLength: 'कोडमा 6 अङ्क हुन्छन्।',
} as const satisfies Shape<typeof en>;

/** Hindi texts of verify (same keys as en/verify.ts); phone numbers and codes keep Latin digits. */
import type { verify as en } from '../en/verify.ts';
import { formatNumber } from '../numbers.ts';
import type { Shape } from '../shape.ts';

export const verify = {
  otp: 'OTP',
  otpPlaceholder: '6 अंकों का कोड दर्ज करें',
  submit: 'OTP सत्यापित करें',
  verifying: 'सत्यापित हो रहा है...',
  invalid: 'गलत OTP!',
  invalidLastTry: 'गलत OTP! इस कोड से आप बस एक बार और कोशिश कर सकते हैं।',
  noTriesLeft: 'गलत OTP! इस कोड से अब और कोशिश नहीं हो सकती: कृपया नया कोड मांगें।',
  otpRequired: 'कृपया हमारा भेजा हुआ कोड दर्ज करें।',
  otpNumeric: 'कोड में केवल अंक होने चाहिए।',
  sentTo: (phone: string) => `अगर +${phone} हमारे पास पंजीकृत है, तो 6 अंकों का कोड SMS से भेजा जा रहा है।`,
  sentToWhatsApp: (phone: string) => `अगर +${phone} हमारे पास पंजीकृत है, तो 6 अंकों का कोड WhatsApp से भेजा जा रहा है।`,
  switchChannel: { sms: 'इसके बजाय कोड SMS से भेजें', whatsapp: 'इसके बजाय कोड WhatsApp से भेजें' },
  noCode:
    'एक मिनट बाद भी कोड नहीं आया? नंबर जांचें, फिर “OTP दोबारा भेजें” पर टैप करें। अगर तब भी न आए, तो हो सकता है आपका नंबर पंजीकृत न हो: कृपया अपने कंपनी प्रतिनिधि से संपर्क करें।',
  resend: 'OTP दोबारा भेजें',
  resendIn: (seconds: number) => `${formatNumber('hi', seconds)} सेकंड में OTP दोबारा भेजें`,
  changeNumber: 'नंबर बदलें',
  resent: 'नया कोड भेज दिया गया है। पिछला कोड अब काम नहीं करेगा।',
  otpLength: 'कोड 6 अंकों का होता है।',
} as const satisfies Shape<typeof en>;

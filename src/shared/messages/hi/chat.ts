/** Hindi texts of chat (same keys as en/chat.ts). */
import type { chat as en } from '../en/chat.ts';
import { formatNumber } from '../numbers.ts';
import type { Shape } from '../shape.ts';

export const chat = {
  open: 'सहायक से चैट करें',
  close: 'चैट बंद करें',
  title: 'मेडिकल सहायक',
  assistantAlt: 'सहायक',
  greeting: 'नमस्ते डॉक्टर, बताइए, मैं आपकी क्या सहायता करूं?',
  resetGreeting: 'नमस्ते! आज मैं आपकी क्या मदद करूं?',
  log: 'सहायक के साथ बातचीत',
  you: 'आप:',
  assistant: 'सहायक:',
  inputLabel: 'आपका प्रश्न',
  placeholder: 'अपना प्रश्न लिखें…',
  count: (length: number, max: number) => `${formatNumber('hi', length)} / ${formatNumber('hi', max)} अक्षर`,
  tooLong: (max: number) => `प्रश्न भेजने के लिए बहुत लंबा है। कृपया इसे ${formatNumber('hi', max)} अक्षरों तक छोटा करें।`,
  send: 'भेजें',
  typing: '...',
  typingLabel: 'सहायक लिख रहा है',
  failed: 'सहायक अभी उत्तर नहीं दे सका।',
  retry: 'फिर से कोशिश करें',
  terms: 'नियम और शर्तें',
  disclaimer: 'अस्वीकरण',
  disclaimerTitle: 'अस्वीकरण',
  disclaimerText: (brand: string) => `इस बॉट या ${brand} ऐप और सेवाओं का उपयोग करके आप नियम और शर्तों से सहमत होते हैं।`,
  readFirst: 'सहमति देने से पहले कृपया इन्हें पढ़ लें:',
  agreeCheck: 'मैंने नियम और शर्तें पढ़ ली हैं और मैं इनसे सहमत हूं',
  agree: 'मैं सहमत हूं',
  agreeing: 'प्रोसेस हो रहा है...',
  reportOffer: 'साइड इफ़ेक्ट की रिपोर्ट करें',
} as const satisfies Shape<typeof en>;

/** Hindi texts of languageSwitch (same keys as en/languages.ts). */
import type { languageSwitch as en } from '../en/languages.ts';
import type { Shape } from '../shape.ts';

export const languageSwitch = {
  label: 'भाषा',
  hint: 'पोर्टल, इसके संदेश और आपके SMS व ई-मेल इसी भाषा में होंगे।',
  keys: 'कीबोर्ड से: तीर वाली कुंजियों से भाषा चुनें, फिर Enter दबाएँ।',
  untranslated: 'यह पेज अभी आपकी भाषा में उपलब्ध नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया गया है।',
  saveFailed: 'आपकी पसंद इस डिवाइस पर रख ली गई है, पर आपके खाते में सेव नहीं हो सकी। अगली बार सेव हो जाएगी।',
} as const satisfies Shape<typeof en>;

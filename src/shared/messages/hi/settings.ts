/** Hindi texts of settings (same keys as en/settings.ts). */
import type { settings as en } from '../en/settings.ts';
import type { Shape } from '../shape.ts';

export const settings = {
  intro: 'चुनें कि आप किन विषयों की जानकारी पाना चाहते हैं। हर बदलाव अपने-आप सेव हो जाता है।',
  loading: 'आपकी सेटिंग्स लोड हो रही हैं…',
  saving: 'सेव हो रहा है…',
  saved: 'आपकी सेटिंग्स सेव हो गई हैं।',
  failed: 'आपकी सेटिंग्स सेव नहीं हो सकीं, इसलिए बदलाव वापस ले लिया गया। कृपया फिर से कोशिश करें।',
  academic: 'अकादमिक रुचि',
  entertainment: 'मनोरंजन',
  toggles: {
    therapy_exclusive: 'थेरेपी विशेष',
    journal_updates: 'जर्नल अपडेट',
    conference_updates: 'कॉन्फ़्रेंस अपडेट',
    medical_magazines: 'मेडिकल पत्रिकाएं',
    new_molecules: 'नए मॉलिक्यूल',
    medical_technology: 'मेडिकल टेक्नोलॉजी',
    hospital_management: 'हॉस्पिटल मैनेजमेंट',
    health_adventure: 'स्वास्थ्य और एडवेंचर',
    food_cooking_recipes: 'खान-पान, कुकिंग और रेसिपी',
    financial_management: 'वित्तीय प्रबंधन',
    social_updates: 'सोशल अपडेट',
    sports: 'खेल',
    music: 'संगीत',
    movies: 'फ़िल्में',
  },
} as const satisfies Shape<typeof en>;

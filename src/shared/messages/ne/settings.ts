/** Nepali texts of settings (same keys as en/settings.ts). */
import type { settings as en } from '../en/settings.ts';
import type { Shape } from '../shape.ts';

export const settings = {
  intro: 'तपाईं कुन विषयबारे जानकारी पाउन चाहनुहुन्छ, छान्नुहोस्। हरेक परिवर्तन आफैं सेभ हुन्छ।',
  loading: 'तपाईंका सेटिङहरू लोड हुँदैछन्…',
  saving: 'सेभ हुँदैछ…',
  saved: 'तपाईंका सेटिङहरू सेभ भए।',
  failed: 'तपाईंका सेटिङहरू सेभ हुन सकेनन्, त्यसैले परिवर्तन फिर्ता गरियो। कृपया फेरि प्रयास गर्नुहोस्।',
  academic: 'शैक्षिक रुचि',
  entertainment: 'मनोरञ्जन',
  toggles: {
    therapy_exclusive: 'थेरापी विशेष',
    journal_updates: 'जर्नल अपडेट',
    conference_updates: 'सम्मेलन अपडेट',
    medical_magazines: 'मेडिकल पत्रिकाहरू',
    new_molecules: 'नयाँ मोलिक्युलहरू',
    medical_technology: 'मेडिकल प्रविधि',
    hospital_management: 'अस्पताल व्यवस्थापन',
    health_adventure: 'स्वास्थ्य र साहसिक यात्रा',
    food_cooking_recipes: 'खाना, पकाउने तरिका र रेसिपी',
    financial_management: 'वित्तीय व्यवस्थापन',
    social_updates: 'सामाजिक अपडेट',
    sports: 'खेलकुद',
    music: 'सङ्गीत',
    movies: 'चलचित्र',
  },
} as const satisfies Shape<typeof en>;

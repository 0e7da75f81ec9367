/** The assistant's adverse-event detector (issue 27 §3): reports in English, Hindi and Nepali, and what is not one. */
import { describe, expect, it } from 'vitest';
import { isSuspectedAdverseEvent } from '../../src/server/services/bot/adverse-event.ts';

const REPORTS = {
  en: [
    'My patient developed a rash after starting Telmicor',
    'patient had swelling of the lips since taking Losavita 50',
    'She got hives after the first dose of amlodipine',
    'A 60 year old man experienced dizziness while on Telmicor 40',
    'I want to report a side effect',
    'My patient had a severe allergic reaction to Cardiamlo yesterday',
    'One patient complained of cough within 2 weeks of Losavita',
    'the child developed jaundice after receiving the syrup',
  ],
  hi: [
    'मेरे मरीज़ को टेल्मिकॉर शुरू करने के बाद चकत्ते हो गए',
    'दवा लेने के बाद मरीज को खुजली और सूजन हुई',
    'मरीज़ में साइड इफ़ेक्ट हुआ है',
    'लोसाविटा लेने के बाद बच्चे को उल्टी होने लगी',
  ],
  ne: [
    'मेरो बिरामीलाई टेल्मिकर खाएपछि छालामा बिमिरा आयो',
    'औषधि सुरु गरेपछि बिरामीको ओठ सुन्नियो',
    'बिरामीमा साइड इफेक्ट देखियो',
    'लोसाभिटा लिएपछि रिङ्गटा लाग्यो',
  ],
};

const NOT_REPORTS = {
  en: [
    'What are the side effects of Telmicor?',
    'Does amlodipine cause ankle swelling?',
    'What is the dose of Telmicor for a patient with kidney disease?',
    'My patient has diabetes, which products do you have?',
    'Show me articles about heart failure',
    'Which patients should not take Losavita?',
    'Tell me about the composition of Cardiamlo',
  ],
  hi: ['टेल्मिकॉर के साइड इफ़ेक्ट क्या हैं?', 'मरीज़ को कितनी खुराक देनी चाहिए?', 'हृदय रोग पर लेख दिखाइए'],
  ne: ['टेल्मिकरका साइड इफेक्ट के के हुन्?', 'बिरामीलाई कति मात्रा दिने?', 'मधुमेहका लेखहरू देखाउनुहोस्'],
};

describe('isSuspectedAdverseEvent', () => {
  for (const [language, phrases] of Object.entries(REPORTS)) {
    it.each(phrases)(`notices a report in ${language}: %s`, (phrase) => {
      expect(isSuspectedAdverseEvent(phrase)).toBe(true);
    });
  }
  for (const [language, phrases] of Object.entries(NOT_REPORTS)) {
    it.each(phrases)(`leaves a question in ${language} alone: %s`, (phrase) => {
      expect(isSuspectedAdverseEvent(phrase)).toBe(false);
    });
  }
});

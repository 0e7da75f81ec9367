/**
 * Hindi and Nepali for every label a doctor reads on /home, /services, /therapies and the sub-category pages
 * (issue 43 §1): titles and short texts by their English wording. A seeded label without both fails the seed.
 */
import type { ContentTranslations } from '../../../shared/content-translations.ts';
import type { SubCategorySeed } from './subcategories.ts';

/** Hindi and Nepali of one English text. */
type Pair = readonly [hi: string, ne: string];

/** Focus names, as they also begin some texts below. */
const FOCUS: Readonly<Record<string, Pair>> = {
  Cardiology: ['हृदय रोग', 'मुटु रोग'],
  Diabetology: ['मधुमेह', 'मधुमेह'],
  Respiratory: ['श्वसन रोग', 'श्वासप्रश्वास रोग'],
  Neurology: ['तंत्रिका रोग', 'स्नायु रोग'],
};

/** Titles of focuses, therapies, categories and sub-categories. */
const TITLES: Readonly<Record<string, Pair>> = {
  ...FOCUS,
  Antihypertensives: ['उच्च रक्तचाप की दवाएँ', 'उच्च रक्तचापका औषधि'],
  'Beta Blockers': ['बीटा ब्लॉकर', 'बिटा ब्लकर'],
  Statins: ['स्टैटिन', 'स्टाटिन'],
  Antiplatelets: ['एंटीप्लेटलेट दवाएँ', 'एन्टिप्लेटलेट औषधि'],
  Antidiabetics: ['मधुमेह-रोधी दवाएँ', 'मधुमेह विरोधी औषधि'],
  Bronchodilators: ['ब्रोंकोडायलेटर', 'ब्रोन्कोडाइलेटर'],
  Antiallergics: ['एलर्जी-रोधी दवाएँ', 'एलर्जी विरोधी औषधि'],
  'Neuropathic Pain': ['तंत्रिका दर्द (न्यूरोपैथिक)', 'स्नायु दुखाइ (न्युरोप्याथिक)'],
  'Order Samples & Services': ['सैंपल और सेवाएं मँगाएँ', 'नमुना र सेवा मगाउनुहोस्'],
  'Medical Content': ['चिकित्सा सामग्री', 'चिकित्सा सामग्री'],
  'Digital Services': ['डिजिटल सेवाएं', 'डिजिटल सेवा'],
  'Patient Education': ['रोगी शिक्षा', 'बिरामी शिक्षा'],
  'Cardiac Care Kit': ['हृदय देखभाल किट', 'मुटु हेरचाह किट'],
  'Diabetes Care Kit': ['मधुमेह देखभाल किट', 'मधुमेह हेरचाह किट'],
  'Respiratory Care Kit': ['श्वसन देखभाल किट', 'श्वासप्रश्वास हेरचाह किट'],
  'Neuro Care Kit': ['तंत्रिका देखभाल किट', 'स्नायु हेरचाह किट'],
  'CME Portal': ['सीएमई पोर्टल', 'सीएमई पोर्टल'],
  'Heart Month 2026': ['हृदय माह 2026', 'मुटु महिना 2026'],
  'Priority Contact': ['प्राथमिकता संपर्क', 'प्राथमिकता सम्पर्क'],
  'Latest Articles': ['नवीनतम लेख', 'पछिल्ला लेख'],
  'Request Samples': ['सैंपल का अनुरोध', 'नमुना अनुरोध'],
  'Samples by Therapy': ['थेरेपी के अनुसार सैंपल', 'उपचार अनुसार नमुना'],
  'Clinic Sanitization': ['क्लिनिक सैनिटाइज़ेशन', 'क्लिनिक सरसफाइ'],
  'Clinic Accessories': ['क्लिनिक सामग्री', 'क्लिनिक सामग्री'],
  'Journal Emailers': ['जर्नल ईमेलर', 'जर्नल इमेलर'],
  'Diabetes Digest': ['मधुमेह डाइजेस्ट', 'मधुमेह सारसंग्रह'],
  'Product Brochures': ['उत्पाद ब्रोशर', 'उत्पादन ब्रोसर'],
  'Webinar Support': ['वेबिनार सहायता', 'वेबिनार सहयोग'],
  'Personalised Video': ['व्यक्तिगत वीडियो', 'व्यक्तिगत भिडियो'],
  'Digital Clinic Kit': ['डिजिटल क्लिनिक किट', 'डिजिटल क्लिनिक किट'],
  'Medical Portals': ['चिकित्सा पोर्टल', 'चिकित्सा पोर्टल'],
  'CME Videos': ['सीएमई वीडियो', 'सीएमई भिडियो'],
  'Patient Printables': ['रोगी प्रिंट सामग्री', 'बिरामी छापिने सामग्री'],
  'Personalised Printables': ['व्यक्तिगत प्रिंट सामग्री', 'व्यक्तिगत छापिने सामग्री'],
  'Print Your Material': ['अपनी सामग्री छपवाएँ', 'आफ्नो सामग्री छपाउनुहोस्'],
  'Patient Education Videos': ['रोगी शिक्षा वीडियो', 'बिरामी शिक्षा भिडियो'],
  'Patient Leaflets': ['रोगी पर्चे', 'बिरामी पर्चा'],
  'BP Monitor Cover': ['बीपी मॉनिटर कवर', 'बीपी मनिटर कभर'],
  'Cardiology Masterclass': ['हृदय रोग मास्टरक्लास', 'मुटु रोग मास्टरक्लास'],
  'Glucometer Pouch': ['ग्लूकोमीटर पाउच', 'ग्लुकोमिटर पाउच'],
  'Diabetology Masterclass': ['मधुमेह मास्टरक्लास', 'मधुमेह मास्टरक्लास'],
  'Peak Flow Meter': ['पीक फ्लो मीटर', 'पिक फ्लो मिटर'],
  'Respiratory Masterclass': ['श्वसन रोग मास्टरक्लास', 'श्वासप्रश्वास रोग मास्टरक्लास'],
  'Reflex Hammer': ['रिफ्लेक्स हैमर', 'रिफ्लेक्स ह्यामर'],
  'Neurology Masterclass': ['तंत्रिका रोग मास्टरक्लास', 'स्नायु रोग मास्टरक्लास'],
};

/** The masterclass recordings of each focus (a card's description). */
const masterclassTexts = Object.fromEntries(
  Object.entries(FOCUS).map(([focus, [hi, ne]]) => [
    `${focus} masterclass recordings`,
    [`${hi} मास्टरक्लास की रिकॉर्डिंग`, `${ne} मास्टरक्लासका रेकर्डिङ`] as const,
  ]),
);

/** Descriptions of categories and link cards, and the sub-headers that order cards describe themselves by. */
const TEXTS: Readonly<Record<string, Pair>> = {
  ...masterclassTexts,
  'Order <b>free samples</b> of our therapies and clinic services.': [
    'हमारी दवाओं के <b>निःशुल्क सैंपल</b> और क्लिनिक सेवाएं मँगाएँ।',
    'हाम्रा औषधिका <b>निःशुल्क नमुना</b> र क्लिनिक सेवा मगाउनुहोस्।',
  ],
  'Latest <b>articles</b>, journal emailers and product brochures.': [
    'नवीनतम <b>लेख</b>, जर्नल ईमेलर और उत्पाद ब्रोशर।',
    'नयाँ <b>लेख</b>, जर्नल इमेलर र उत्पादन ब्रोसर।',
  ],
  'Webinars, personalised videos, <i>digital</i> clinic kits and portals.': [
    'वेबिनार, व्यक्तिगत वीडियो, <i>डिजिटल</i> क्लिनिक किट और पोर्टल।',
    'वेबिनार, व्यक्तिगत भिडियो, <i>डिजिटल</i> क्लिनिक किट र पोर्टल।',
  ],
  'Printables, leaflets and videos for your <b>patients</b>.': [
    'आपके <b>रोगियों</b> के लिए प्रिंट सामग्री, पर्चे और वीडियो।',
    'तपाईंका <b>बिरामीहरू</b>का लागि छापिने सामग्री, पर्चा र भिडियो।',
  ],
  'Clinic aids and masterclasses for <b>cardiology</b> practice.': [
    '<b>हृदय रोग</b> प्रैक्टिस के लिए क्लिनिक सहायक सामग्री और मास्टरक्लास।',
    '<b>मुटु रोग</b> अभ्यासका लागि क्लिनिक सहायक सामग्री र मास्टरक्लास।',
  ],
  'Clinic aids and masterclasses for <b>diabetes</b> care.': [
    '<b>मधुमेह</b> देखभाल के लिए क्लिनिक सहायक सामग्री और मास्टरक्लास।',
    '<b>मधुमेह</b> हेरचाहका लागि क्लिनिक सहायक सामग्री र मास्टरक्लास।',
  ],
  'Clinic aids and masterclasses for <b>chest</b> clinics.': [
    '<b>छाती रोग</b> क्लिनिकों के लिए सहायक सामग्री और मास्टरक्लास।',
    '<b>छाती रोग</b> क्लिनिकका लागि सहायक सामग्री र मास्टरक्लास।',
  ],
  'Clinic aids and masterclasses for <b>neurology</b> practice.': [
    '<b>तंत्रिका रोग</b> प्रैक्टिस के लिए क्लिनिक सहायक सामग्री और मास्टरक्लास।',
    '<b>स्नायु रोग</b> अभ्यासका लागि क्लिनिक सहायक सामग्री र मास्टरक्लास।',
  ],
  'Accredited <b>CME</b> courses.': ['मान्यता प्राप्त <b>सीएमई</b> पाठ्यक्रम।', 'मान्यताप्राप्त <b>सीएमई</b> पाठ्यक्रम।'],
  'Campaign material for <b>World Heart Month</b>.': [
    '<b>विश्व हृदय माह</b> की अभियान सामग्री।',
    '<b>विश्व मुटु महिना</b>को अभियान सामग्री।',
  ],
  'Send a <b>priority message</b> to your managers.': [
    'अपने मैनेजरों को <b>प्राथमिकता संदेश</b> भेजें।',
    'आफ्ना म्यानेजरहरूलाई <b>प्राथमिकता सन्देश</b> पठाउनुहोस्।',
  ],
  'Read the newest <b>journal articles</b>.': ['सबसे नए <b>जर्नल लेख</b> पढ़ें।', 'सबैभन्दा नयाँ <b>जर्नल लेख</b> पढ्नुहोस्।'],
  'Choose a dose and quantity': ['खुराक और मात्रा चुनें', 'मात्रा र संख्या छान्नुहोस्'],
  'Browse therapies and order product samples': [
    'थेरेपी देखें और उत्पाद के सैंपल मँगाएँ',
    'उपचारहरू हेर्नुहोस् र उत्पादनका नमुना मगाउनुहोस्',
  ],
  'Pick a date and time for the visit': ['विज़िट के लिए तारीख और समय चुनें', 'भ्रमणका लागि मिति र समय छान्नुहोस्'],
  'Prescription pads, pens and desk items': ['पर्ची पैड, पेन और डेस्क सामग्री', 'प्रेस्क्रिप्सन प्याड, कलम र टेबल सामग्री'],
  'Journal articles, newest first': ['जर्नल लेख, सबसे नए पहले', 'जर्नल लेख, नयाँ पहिले'],
  'Journal summaries to read, download or e-mail': [
    'जर्नल सारांश पढ़ें, डाउनलोड करें या ईमेल करें',
    'जर्नल सारांश पढ्नुहोस्, डाउनलोड गर्नुहोस् वा इमेल गर्नुहोस्',
  ],
  'Monthly digest for diabetes care': ['मधुमेह देखभाल का मासिक सार', 'मधुमेह हेरचाहको मासिक सारसंग्रह'],
  'Downloadable product brochures (PDF)': ['डाउनलोड योग्य उत्पाद ब्रोशर (PDF)', 'डाउनलोड गर्न मिल्ने उत्पादन ब्रोसर (PDF)'],
  'Tell us the date, time and topic': ['हमें तारीख, समय और विषय बताएँ', 'हामीलाई मिति, समय र विषय बताउनुहोस्'],
  'Choose the language of the video': ['वीडियो की भाषा चुनें', 'भिडियोको भाषा छान्नुहोस्'],
  'A clinic web page and appointment link': ['क्लिनिक का वेब पेज और अपॉइंटमेंट लिंक', 'क्लिनिकको वेब पेज र अपोइन्टमेन्ट लिङ्क'],
  'Trusted clinical tools and registries': ['भरोसेमंद क्लिनिकल टूल और रजिस्ट्री', 'भरपर्दो क्लिनिकल उपकरण र रजिस्ट्री'],
  'Short continuing medical education videos': ['सतत चिकित्सा शिक्षा के छोटे वीडियो', 'निरन्तर चिकित्सा शिक्षाका छोटा भिडियो'],
  'Choose the language of the printables': ['प्रिंट सामग्री की भाषा चुनें', 'छापिने सामग्रीको भाषा छान्नुहोस्'],
  'Choose a language and add your clinic details': [
    'भाषा चुनें और अपने क्लिनिक का विवरण जोड़ें',
    'भाषा छान्नुहोस् र आफ्नो क्लिनिकको विवरण थप्नुहोस्',
  ],
  'Upload a PDF and we print it for you': [
    'PDF अपलोड करें, हम उसे आपके लिए छापेंगे',
    'PDF अपलोड गर्नुहोस्, हामी तपाईंका लागि छाप्छौं',
  ],
  'Videos to play in your waiting room': ['प्रतीक्षा कक्ष में चलाने के लिए वीडियो', 'प्रतीक्षा कोठामा बजाउने भिडियो'],
  'Leaflets and diet charts to download': ['डाउनलोड के लिए पर्चे और आहार चार्ट', 'डाउनलोड गर्न पर्चा र आहार तालिका'],
  'A clinic aid for your speciality': [
    'आपकी विशेषज्ञता के लिए क्लिनिक सहायक सामग्री',
    'तपाईंको विशेषज्ञताका लागि क्लिनिक सहायक सामग्री',
  ],
};

/** Brand names of the sample products in Devanagari (Hindi and Nepali write a brand alike). */
const BRANDS: Readonly<Record<string, string>> = {
  Amlocard: 'एम्लोकार्ड',
  Telmicor: 'टेल्मीकोर',
  'Telmicor-AM': 'टेल्मीकोर-एएम',
  Losavita: 'लोसाविटा',
  Olmerest: 'ओल्मेरेस्ट',
  Cilnipress: 'सिल्नीप्रेस',
  'Telmicor-CT': 'टेल्मीकोर-सीटी',
  Bisocard: 'बिसोकार्ड',
  Nebicor: 'नेबीकोर',
  'Metocard XL': 'मेटोकार्ड एक्सएल',
  Carvidex: 'कार्विडेक्स',
  Atorvia: 'एटोर्विया',
  Rosuvel: 'रोसुवेल',
  'Rosuvel-EZ': 'रोसुवेल-ईज़ेड',
  Amlostat: 'एम्लोस्टैट',
  Clopivas: 'क्लोपीवास',
  Asprocard: 'एस्प्रोकार्ड',
  'Clopivas-A': 'क्लोपीवास-ए',
  Ticavel: 'टिकावेल',
  Glucomet: 'ग्लूकोमेट',
  'Glucomet SR': 'ग्लूकोमेट एसआर',
  Empaglo: 'एम्पाग्लो',
  Dapaflo: 'डापाफ्लो',
  Sitagen: 'सिटाजेन',
  'Sitagen-M': 'सिटाजेन-एम',
  Glimitab: 'ग्लिमीटैब',
  Vildamet: 'विल्डामेट',
  Teneglin: 'टेनेग्लिन',
  Salbuvent: 'साल्बुवेंट',
  Formocort: 'फॉर्मोकोर्ट',
  Tiotrol: 'टायोट्रोल',
  Doxobreathe: 'डॉक्सोब्रीद',
  Monteva: 'मोंटेवा',
  'Monteva-LC': 'मोंटेवा-एलसी',
  Fexallin: 'फेक्सालिन',
  Bilanova: 'बिलानोवा',
  Pregaflex: 'प्रेगाफ्लेक्स',
  'Pregaflex-M': 'प्रेगाफ्लेक्स-एम',
  Gabanerv: 'गाबानर्व',
  Dulonerv: 'ड्यूलोनर्व',
};

/** Titles of portals and downloadable files. */
const LINK_TITLES: Readonly<Record<string, Pair>> = {
  'Clinical Trials Registry': ['क्लिनिकल ट्रायल रजिस्ट्री', 'क्लिनिकल परीक्षण दर्ता'],
  'Drug Interaction Checker': ['दवा पारस्परिक क्रिया जाँच', 'औषधि अन्तरक्रिया जाँच'],
  'Cardiovascular Risk Calculator': ['हृदय रोग जोखिम कैलकुलेटर', 'मुटु रोग जोखिम गणक'],
  'HbA1c Unit Converter': ['HbA1c इकाई परिवर्तक', 'HbA1c एकाइ परिवर्तक'],
  'Asthma Control Test': ['अस्थमा नियंत्रण परीक्षण', 'दम नियन्त्रण परीक्षण'],
  'Neuropathy Symptom Score': ['न्यूरोपैथी लक्षण स्कोर', 'न्युरोप्याथी लक्षण अंक'],
  'Amlocard (Amlodipine 5 mg)': ['एम्लोकार्ड (एम्लोडिपिन 5 mg)', 'एम्लोकार्ड (एम्लोडिपिन 5 mg)'],
  'Glucomet (Metformin 500 mg)': ['ग्लूकोमेट (मेटफॉर्मिन 500 mg)', 'ग्लूकोमेट (मेटफर्मिन 500 mg)'],
  'Monteva (Montelukast 10 mg)': ['मोंटेवा (मोंटेलुकास्ट 10 mg)', 'मोंटेवा (मोन्टेलुकास्ट 10 mg)'],
  'Pregaflex (Pregabalin 75 mg)': ['प्रेगाफ्लेक्स (प्रेगाबालिन 75 mg)', 'प्रेगाफ्लेक्स (प्रेगाबालिन 75 mg)'],
  'Living with high blood pressure': ['उच्च रक्तचाप के साथ जीना', 'उच्च रक्तचापसँग बाँच्ने तरिका'],
  'A simple diet chart for diabetes': ['मधुमेह के लिए सरल आहार चार्ट', 'मधुमेहका लागि सजिलो आहार तालिका'],
  'Using your inhaler correctly': ['इनहेलर का सही उपयोग', 'इन्हेलरको सही प्रयोग'],
};

function pairOf(table: Readonly<Record<string, Pair>>, english: string): Pair {
  const pair = table[english];
  if (!pair) throw new Error(`Demo seed: no Hindi and Nepali for "${english}"`);
  return pair;
}

/** The translations of a seeded title (a focus, therapy, category or sub-category) and, if given, its description. */
export function seedTranslations(title: string, description?: string): ContentTranslations {
  const [hiTitle, neTitle] = pairOf(TITLES, title);
  if (description === undefined) return { hi: { title: hiTitle }, ne: { title: neTitle } };
  const [hi, ne] = pairOf(TEXTS, description);
  return { hi: { title: hiTitle, description: hi }, ne: { title: neTitle, description: ne } };
}

/** The translations of a sub-category card; an order card's description is its title and sub-header. */
export function subCategoryTranslations(seed: SubCategorySeed): ContentTranslations {
  if (seed.outcome === 'link') return seedTranslations(seed.title, seed.description);
  const [hiTitle, neTitle] = pairOf(TITLES, seed.title);
  const [hi, ne] = pairOf(TEXTS, seed.subHeader);
  return {
    hi: { title: hiTitle, description: `${hiTitle}: ${hi}` },
    ne: { title: neTitle, description: `${neTitle}: ${ne}` },
  };
}

/** The translations of a sample product's brand name (its title). */
export function productTranslations(title: string): ContentTranslations {
  const brand = BRANDS[title];
  if (!brand) throw new Error(`Demo seed: no Devanagari for "${title}"`);
  return { hi: { title: brand }, ne: { title: brand } };
}

/** The translations of a portal's or downloadable file's title. */
export function linkTitleTranslations(title: string): ContentTranslations {
  const [hi, ne] = pairOf(LINK_TITLES, title);
  return { hi: { title: hi }, ne: { title: ne } };
}

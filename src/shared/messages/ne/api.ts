/** Nepali texts of API answers (same keys as ../api.ts); codes, field names and limits stay as they are. */
import type { apiMessages as en } from '../api.ts';
import { formatNumber } from '../numbers.ts';
import type { Shape } from '../shape.ts';

const n = (value: number) => formatNumber('ne', value);

export const apiMessages = {
  smsCode: (code: string) => `${code} तपाईंको लग इन कोड हो। यो 5 मिनेटसम्म मान्य हुन्छ। यो कोड कसैलाई पनि नदिनुहोस्।`,
  codeSent: 'यो नम्बर हामीकहाँ दर्ता भएको छ भने 6 अङ्कको कोड SMS मार्फत आउँदैछ। यो 5 मिनेटसम्म मान्य हुन्छ।',
  codeSentWhatsApp: 'यो नम्बर हामीकहाँ दर्ता भएको छ भने 6 अङ्कको कोड WhatsApp मार्फत आउँदैछ। यो 5 मिनेटसम्म मान्य हुन्छ।',
  whatsappOff: 'WhatsApp बाट कोड अहिले उपलब्ध छैन। कृपया कोड SMS मार्फत माग्नुहोस्।',
  tooSoon: (seconds: number) => `अर्को कोड माग्नुअघि कृपया ${n(seconds)} सेकेन्ड पर्खनुहोस्।`,
  tooManySends: (minutes: number) =>
    `यो नम्बरका लागि धेरै पटक कोड मागिएको छ। कृपया ${n(minutes)} मिनेटपछि फेरि प्रयास गर्नुहोस्।`,
  numberLocked: (hours: number) =>
    `यो नम्बरमा धेरै पटक गलत कोड लेखिएको छ। कृपया ${n(hours)} घण्टापछि फेरि प्रयास गर्नुहोस् वा आफ्नो प्रतिनिधिलाई सम्पर्क गर्नुहोस्।`,
  invalidOtp: 'गलत OTP!',
  codeExpired: 'यो कोडको म्याद सकियो वा यसको सट्टा नयाँ कोड पठाइएको छ। कृपया नयाँ कोड माग्नुहोस्।',
  codeUsedUp: 'धेरै पटक गलत कोड लेखियो। कृपया नयाँ कोड माग्नुहोस्।',
  loggedOut: 'तपाईं लग आउट हुनुभयो।',
  sessionInvalid: 'तपाईंको सत्र सकियो। कृपया फेरि लग इन गर्नुहोस्।',
  validation: (field: string, problem: string) => `कृपया ${field} जाँच गर्नुहोस्: ${problem}।`,
  mobileInvalid: (country: string) => `कृपया ${country}को सही मोबाइल नम्बर लेख्नुहोस्।`,
  notFound: 'तपाईंले खोजेको कुरा हामीले भेटेनौं।',
  internal: 'हाम्रो तर्फबाट केही समस्या भयो। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
  payloadTooLarge: 'फाइल वा सन्देश धेरै ठूलो छ।',
  unsupportedMedia: 'यस प्रकारको अनुरोध समर्थित छैन।',
  unstorableText: 'यसमा सेभ गर्न नमिल्ने अक्षर छ (जस्तै NUL अक्षर)',
  tooManyRequests: (seconds: number) =>
    seconds < 120
      ? `धेरै अनुरोधहरू आए। कृपया ${n(seconds)} सेकेन्ड पर्खेर फेरि प्रयास गर्नुहोस्।`
      : `धेरै अनुरोधहरू आए। कृपया ${n(Math.ceil(seconds / 60))} मिनेटपछि फेरि प्रयास गर्नुहोस्।`,
  categoryNotFound: 'यो श्रेणी भेटिएन। कृपया होम स्क्रिनमा फर्कनुहोस्।',
  journalNotFound: 'यो जर्नल भेटिएन।',
  fileNotFound: 'यो फाइल भेटिएन। कृपया अर्को फाइल प्रयास गर्नुहोस् वा आफ्नो प्रतिनिधिलाई सम्पर्क गर्नुहोस्।',
  privacyPolicyMissing: 'गोपनीयता नीति अहिले उपलब्ध छैन। कृपया पछि फेरि प्रयास गर्नुहोस्।',
  focusChanged: (focus: string) => `अब तपाईंको थेरापी क्षेत्र ${focus} हो।`,
  focusSwitchRefused: 'तपाईंको थेरापी क्षेत्र तपाईंको प्रतिनिधिले तोक्नुहुन्छ, यसलाई यहाँ बदल्न सकिँदैन।',
  unknownFocus: 'यो उपलब्ध थेरापी क्षेत्रहरूमध्ये एक होइन',
  unknownFolder: 'यो फाइल डाउनलोड गर्न मिल्ने फोल्डर होइन',
  unsafeFileName: 'यो मान्य फाइल नाम होइन',
  profileUpdated: 'तपाईंको प्रोफाइल अद्यावधिक भयो।',
  fieldRequired: 'यो अनिवार्य छ',
  notWebLink: 'यो https:// वा http:// बाट सुरु हुने वेब ठेगाना हुनुपर्छ',
  notPastDate: 'यो विगतको वास्तविक मिति हुनुपर्छ, YYYY-MM-DD ढाँचामा',
  photoUpdated: 'तपाईंको प्रोफाइल फोटो अद्यावधिक भयो।',
  photoMissing: 'कृपया अपलोड गर्न एउटा फोटो छान्नुहोस्',
  photoUnsupported: 'कृपया JPEG, PNG वा WebP फोटो छान्नुहोस्। अन्य प्रकारका फाइल स्वीकार गरिँदैनन्।',
  photoTooLarge: 'फोटो बढीमा 5 MB को हुनुपर्छ। कृपया सानो फोटो छान्नुहोस्।',
  photoTooManyPixels: 'यो फोटोमा धेरै पिक्सेल छन् (बढीमा 40 मेगापिक्सेल)। कृपया सानो फोटो छान्नुहोस्।',
  prioritySent: 'तपाईंको सन्देश तपाईंका म्यानेजरहरूलाई पठाइयो।',
  prioritySaved:
    'तपाईंको सन्देश सेभ भयो, तर अहिले तपाईंका म्यानेजरहरूलाई इमेल गर्न सकिएन। जरुरी भए कृपया आफ्नो प्रतिनिधिलाई फोन गर्नुहोस्।',
  emailerSent: (email: string) => `जर्नल ${email} मा पठाइयो।`,
  noEmail: 'तपाईंको प्रोफाइलमा मान्य इमेल ठेगाना छैन। कृपया आफ्नो प्रतिनिधिलाई यो थपिदिन अनुरोध गर्नुहोस्।',
  mailUnavailable: 'हामी अहिले इमेल पठाउन सकेनौं। कृपया केही मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  pushSubscribed: 'तपाईंका लागि सूचनाहरू सुरु भए।',
  pushTopics: (topics: string) => `यो ठ्याक्कै ${topics} हुनुपर्छ`,
  termsNotAccepted: 'सहायक प्रयोग गर्नुअघि कृपया नियम तथा सर्तहरू पढेर स्वीकार गर्नुहोस्।',
  demoAccount: 'Demo Account!',
  orderPlaced: (what: string, id: string) =>
    `धन्यवाद, डाक्टर। ${what} का लागि तपाईंको अनुरोध प्राप्त भयो (अर्डर ${id})। तपाईं यसलाई अर्डर इतिहासमा हेर्न सक्नुहुन्छ।`,
  digitalReady: 'तपाईंको डिजिटल सामग्री तयार छ। यो अहिले खुल्दैछ; यो अनुरोध अर्डर इतिहासमा पनि हेर्न सक्नुहुन्छ।',
  sampleSummary: (product: string, dose: string, qty: string) => `${product}${dose ? ` ${dose}` : ''}, परिमाण ${qty}`,
  unknownOrderItem: 'यो यस अर्डरका लागि उपलब्ध सेवाहरूमध्ये एक होइन',
  unknownProduct: 'यो नमुनाका रूपमा उपलब्ध उत्पादनहरूमध्ये एक होइन',
  doseNotOffered: (doses: string) => `यो उपलब्ध डोजमध्ये एक हुनुपर्छ: ${doses}`,
  doseNotAllowed: 'यो उत्पादन एउटा डोजमा मात्र उपलब्ध छ, त्यसैले डोज छान्न मिल्दैन',
  dateInPast: 'यो मिति बितिसक्यो; कृपया आज वा पछिको मिति छान्नुहोस्',
  dateNotReal: 'यो पात्रोको वास्तविक मिति होइन',
  sentTwice: 'यो एकभन्दा बढी पटक पठाइयो',
  idempotencyKeyInvalid: 'यसमा 1 देखि 100 वटासम्म अक्षर, अङ्क, अन्डरस्कोर, हाइफन, कोलन वा डट मात्र हुनुपर्छ',
  idempotencyMismatch:
    'यो Idempotency-Key पहिले नै अर्को अनुरोधका लागि प्रयोग भइसकेको छ। कृपया नयाँ अर्डरका लागि नयाँ key प्रयोग गर्नुहोस्।',
  idempotencyInProgress: 'यो अनुरोध अझै प्रक्रियामा छ। कृपया केही बेर पर्खनुहोस् र फेरि प्रयास गर्नुअघि अर्डर इतिहास हेर्नुहोस्।',
  printNeedsUpload: 'कृपया print_pdf जाँच गर्नुहोस्: PDF लाई multipart/form-data अपलोडका रूपमा पठाउनुहोस्।',
  printMissing: 'कृपया print_pdf जाँच गर्नुहोस्: अपलोड गर्न एउटा PDF फाइल छान्नुहोस्।',
  printNotPdf: 'कृपया print_pdf जाँच गर्नुहोस्: यो फाइल PDF होइन। कृपया PDF कागजात छान्नुहोस्।',
  printIncomplete: 'कृपया print_pdf जाँच गर्नुहोस्: यो PDF अपूर्ण देखिन्छ। कृपया यसलाई फेरि सेभ गरेर अपलोड गर्नुहोस्।',
  printActiveContent:
    'कृपया print_pdf जाँच गर्नुहोस्: स्क्रिप्ट, स्वचालित कार्य वा संलग्न फाइल भएका PDF प्रिन्ट गर्न सकिँदैन। कृपया साधारण PDF निर्यात गरेर फेरि प्रयास गर्नुहोस्।',
  printTooLarge: 'कृपया print_pdf जाँच गर्नुहोस्: फाइल 10 MB भन्दा ठूलो छ। कृपया सानो PDF अपलोड गर्नुहोस्।',
  orderStatusPushTitle: (id: number) => `अर्डर नम्बर ${id}`,
  orderStatusPush: {
    Accepted: (service: string) => `${service}: स्वीकार गरियो, तयार हुँदैछ।`,
    Dispatched: (service: string) => `${service}: पठाइयो, तपाईंतर्फ आउँदैछ।`,
    Scheduled: (service: string) => `${service}: तय भयो। मिति अर्डर इतिहासमा हेर्नुहोस्।`,
    Delivered: (service: string) => `${service}: पुर्‍याइयो।`,
    Done: (service: string) => `${service}: सम्पन्न।`,
    Rejected: (service: string) => `${service}: स्वीकार गरिएन। कारण अर्डर इतिहासमा हेर्नुहोस्।`,
  },
  uploadTooManyParts: 'अपलोडमा धेरै फिल्ड वा फाइलहरू छन्। कृपया अर्डरका विवरणसँगै एउटा मात्र PDF पठाउनुहोस्।',
  oneLine: 'यो एउटै पङ्क्तिमा हुनुपर्छ, लाइन ब्रेक, ट्याब वा अन्य कन्ट्रोल क्यारेक्टरबिना',
  requiredOneLine: 'यो भर्नु अनिवार्य छ, एउटै पङ्क्तिमा, लाइन ब्रेक, ट्याब वा अन्य कन्ट्रोल क्यारेक्टरबिना',
  tooManyPriorityMessages: (limit: number, seconds: number) =>
    `तपाईं एक घण्टामा ${n(limit)} वटा प्राथमिकता सन्देश पठाउन सक्नुहुन्छ, र त्यो सङ्ख्या पुगिसकेको छ। कृपया ${n(Math.max(1, Math.ceil(seconds / 60)))} मिनेटपछि फेरि प्रयास गर्नुहोस्, वा जरुरी भए आफ्नो प्रतिनिधिलाई फोन गर्नुहोस्।`,
  printEncrypted:
    'कृपया print_pdf जाँच्नुहोस्: यो PDF पासवर्डले सुरक्षित वा इन्क्रिप्ट गरिएको छ। कृपया सुरक्षा नभएको प्रति सेभ गरेर त्यही अपलोड गर्नुहोस्।',
  printTooComplex:
    'कृपया print_pdf जाँच्नुहोस्: खोलेपछि यो PDF जाँच्न धेरै ठूलो वा जटिल छ। कृपया यसलाई फेरि एक्सपोर्ट गर्नुहोस् (जस्तै "Reduce file size" बाट) र फेरि अपलोड गर्नुहोस्।',
  printChecksBusy: 'हामी अहिले धेरै प्रिन्ट फाइलहरू जाँच्दैछौँ। कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  tooManyPrints: (limit: number, seconds: number) =>
    `तपाईं एक दिनमा ${n(limit)} वटा प्रिन्ट फाइल पठाउन सक्नुहुन्छ, र आज त्यो सङ्ख्या पुगिसकेको छ। कृपया भोलि फेरि प्रयास गर्नुहोस् (करिब ${n(Math.max(1, Math.ceil(seconds / 3600)))} घण्टापछि)।`,
  printStorageFull: (megabytes: number) =>
    `तपाईंका प्रिन्ट फाइलहरू ${n(megabytes)} MB को भण्डारण सीमामा पुगेका छन्। थप पठाउन कृपया आफ्नो प्रतिनिधिलाई सम्पर्क गर्नुहोस्।`,
  emailerMail: (name: string, title: string) =>
    `आदरणीय ${name},\n\nडक्टर्स पोर्टलमा तपाईंको अनुरोधअनुसार "${title}" PDF को रूपमा संलग्न छ।\n`,
  assistantNoDosing:
    'म डोजबारे सल्लाह दिन सक्दिनँ। कृपया प्रोडक्ट लेबल र पूरा prescribing information हेर्नुहोस्, वा आफ्नो प्रतिनिधिसँग prescribing information माग्नुहोस्।',
  assistantReportOffer:
    'यो शंकास्पद साइड इफेक्ट जस्तो देखिन्छ। कृपया तलको साइड इफेक्ट फारमबाट रिपोर्ट गर्नुहोस्: यो सिधै हाम्रो फार्माकोभिजिलेन्स टोलीमा पुग्छ, जसले तपाईंलाई सम्पर्क गर्न सक्छ। म यो च्याटमा केसको मूल्याङ्कन गर्न सक्दिनँ; कृपया यहाँ बिरामीको नाम नलेख्नुहोस्।',
  assistantEnglishOnly: 'प्रोडक्ट र लेखहरूबारे म अहिले अङ्ग्रेजीमा मात्र जवाफ दिन सक्छु। मैले यो भेट्टाएँ:',
  problemRequired: 'यो भर्नु अनिवार्य छ',
  problemFormat: 'यो अपेक्षित ढाँचामा छैन',
  problemTooLong: 'यो धेरै लामो छ',
  problemTooShort: 'यो धेरै छोटो छ',
  problemType: 'यसको प्रकार मिलेन',
  problemNotAllowed: 'यो अनुमति दिइएका मानमध्ये होइन',
  problemTooFewItems: 'यसमा धेरै कम वस्तु छन्',
  problemTooManyItems: 'यसमा धेरै वस्तु छन्',
  problemInvalid: 'यो मान्य छैन',
  problemUnreadable: 'यसलाई पढ्न सकिएन',
  theRequest: 'अनुरोध',
  samplesNeedRegistration:
    'नमुना प्रमाणित मेडिकल दर्ता भएका डाक्टरलाई मात्र पठाउन सकिन्छ। कृपया आफ्नो प्रोफाइलमा दर्ता नम्बर, काउन्सिल र वर्ष थप्नुहोस्।',
  samplesRegistrationUnverified: (number: string, council: string) =>
    `नमुना प्रमाणित मेडिकल दर्ता भएका डाक्टरलाई मात्र पठाउन सकिन्छ। तपाईंको दर्ता ${number} (${council}) हाम्रो कम्प्लायन्स टोलीको प्रमाणीकरणको पर्खाइमा छ।`,
  samplesRegistrationRejected: (number: string, council: string, reason: string) =>
    `नमुना प्रमाणित मेडिकल दर्ता भएका डाक्टरलाई मात्र पठाउन सकिन्छ। तपाईंको दर्ता ${number} (${council}) प्रमाणित हुन सकेन: ${reason}। कृपया आफ्नो प्रोफाइलमा सच्याउनुहोस्।`,
  sampleCapExceeded: (qty: number, product: string, remaining: number, until: string, cap: number) =>
    `तपाईंले ${product} का ${n(qty)} प्याक माग्नुभयो, तर ${until} सम्म तपाईं थप ${n(remaining)} प्याक मात्र मगाउन सक्नुहुन्छ (एउटा उत्पादनको वर्षमा बढीमा ${n(cap)} प्याक)`,
  registrationNumberInvalid: 'यो काउन्सिलले लेखेअनुसार तपाईंको दर्ता नम्बर हुनुपर्छ (अक्षर, अङ्क, / . - र खाली ठाउँ)',
  councilNotOffered: 'यो तपाईंको देशका मेडिकल काउन्सिलमध्ये एक हुनुपर्छ',
  registrationYearInvalid: 'यो तपाईंको दर्ताको वर्ष हुनुपर्छ, जस्तै 2009',
  verificationStatusUnknown: (statuses: string) => `यो यीमध्ये एक हुनुपर्छ: ${statuses}`,
  rejectionNeedsReason: 'अस्वीकृतिसँग डाक्टरले सुधार गर्न सक्ने कारण हुनुपर्छ',
  registrationSubmitted: 'धन्यवाद। तपाईंको दर्ता सेभ भयो र हाम्रो कम्प्लायन्स टोलीको प्रमाणीकरणको प्रतीक्षामा छ।',
  safetyProductUnknown: 'यो क्याटलगका उत्पादनहरूमध्ये होइन',
  replyChannelUnknown: 'कृपया जवाफ कसरी चाहनुहुन्छ छान्नुहोस्: फोन, इ-मेल वा भेट',
  initialsInvalid: 'यसमा बिरामीको नामको पहिलो अक्षर मात्र (1 देखि 5 अक्षर) हुनुपर्छ, पूरा नाम कहिल्यै होइन',
  ageInvalid: 'यो 0 देखि 120 सम्म पूरा वर्षमा उमेर हुनुपर्छ',
  ageOrGroupRequired: 'कृपया बिरामीको उमेर वर्षमा वा उमेर समूह दिनुहोस्',
  ageGroupUnknown: 'यो दिइएका उमेर समूहहरूमध्ये होइन',
  sexUnknown: 'कृपया बिरामीको लिङ्ग छान्नुहोस्',
  seriousCriteriaRequired: 'गम्भीर घटनाका लागि कम्तीमा एउटा गम्भीरताको मापदण्ड चाहिन्छ',
  seriousCriteriaUnknown: 'यो दिइएका गम्भीरताका मापदण्डहरूमध्ये होइन',
  criteriaNeedSerious: 'गम्भीरताका मापदण्ड घटना गम्भीर हुँदा मात्र लागू हुन्छन्',
  dateInFuture: 'यो भविष्यको मिति हो; कृपया यो भएको मिति दिनुहोस्',
  stopBeforeOnset: 'यो घटना सुरु भएको मितिभन्दा अघिको हो',
  outcomeUnknown: 'यो दिइएका परिणामहरूमध्ये होइन',
  questionReceived: (number: string) =>
    `धन्यवाद, डाक्टर। तपाईंको प्रश्न ${number} हाम्रो मेडिकल इन्फर्मेसन टोलीमा पुगेको छ, जसले तपाईंले छानेको तरिकाले जवाफ दिनेछ। तपाईं यो पेजमा यसको स्थिति हेर्न सक्नुहुन्छ।`,
  reportReceived: (number: string) =>
    `धन्यवाद, डाक्टर। तपाईंको साइड इफेक्ट रिपोर्ट ${number} हाम्रो फार्माकोभिजिलेन्स टोलीमा पुगेको छ। हामीलाई सम्पर्क गर्दा कृपया यो नम्बर भन्नुहोस्; टोलीले थप जानकारीका लागि तपाईंलाई फोन गर्न सक्छ।`,
  reportAckSubject: (number: string) => `तपाईंको साइड इफेक्ट रिपोर्ट ${number}`,
  reportAckMail: (name: string, number: string, product: string, day: string) =>
    `प्रिय ${name},\n\n${day} मा ${product} को शंकास्पद साइड इफेक्ट रिपोर्ट गर्नुभएकोमा धन्यवाद। हाम्रो फार्माकोभिजिलेन्स टोलीले यो ${number} नम्बरमा पाएको छ; हामीलाई सम्पर्क गर्दा कृपया यो नम्बर भन्नुहोस्। टोलीले थप जानकारीका लागि तपाईंलाई फोन गर्न सक्छ।\n`,
} as const satisfies Shape<typeof en>;

/** Hindi texts of API answers (same keys as ../api.ts); codes, field names and limits stay as they are. */
import type { apiMessages as en } from '../api.ts';
import { formatNumber } from '../numbers.ts';
import type { Shape } from '../shape.ts';

const n = (value: number) => formatNumber('hi', value);

export const apiMessages = {
  smsCode: (code: string) => `${code} आपका लॉग इन कोड है। यह 5 मिनट तक मान्य है। इसे कभी किसी के साथ साझा न करें।`,
  codeSent: 'अगर यह नंबर हमारे पास पंजीकृत है, तो 6 अंकों का कोड SMS से भेजा जा रहा है। यह 5 मिनट तक मान्य है।',
  codeSentWhatsApp: 'अगर यह नंबर हमारे पास पंजीकृत है, तो 6 अंकों का कोड WhatsApp से भेजा जा रहा है। यह 5 मिनट तक मान्य है।',
  whatsappOff: 'WhatsApp से कोड अभी उपलब्ध नहीं है। कृपया कोड SMS से मांगें।',
  tooSoon: (seconds: number) => `नया कोड मांगने से पहले कृपया ${n(seconds)} सेकंड प्रतीक्षा करें।`,
  tooManySends: (minutes: number) => `इस नंबर के लिए बहुत अधिक कोड मांगे गए हैं। कृपया ${n(minutes)} मिनट बाद फिर से कोशिश करें।`,
  numberLocked: (hours: number) =>
    `इस नंबर के लिए बहुत अधिक गलत कोड दर्ज किए गए हैं। कृपया ${n(hours)} घंटे बाद फिर से कोशिश करें या अपने प्रतिनिधि से संपर्क करें।`,
  invalidOtp: 'गलत OTP!',
  invalidOtpLastTry: 'गलत OTP! इस कोड से आप बस एक बार और कोशिश कर सकते हैं।',
  codeExpired: 'इस कोड की समय-सीमा समाप्त हो गई है या इसकी जगह नया कोड भेजा गया है। कृपया नया कोड मांगें।',
  codeUsedUp: 'बहुत अधिक गलत कोड। कृपया नया कोड मांगें।',
  codeUsed:
    'यह कोड पहले ही इस्तेमाल हो चुका है: एक कोड से एक ही बार लॉग इन होता है। अगर पिछली कोशिश का जवाब नहीं मिला, तो कृपया नया कोड मांगें।',
  loggedOut: 'आप लॉग आउट हो गए हैं।',
  sessionInvalid: 'आपका सेशन समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  validation: (field: string, problem: string) => `कृपया ${field} जांचें: ${problem}।`,
  mobileInvalid: (country: string) => `कृपया ${country} का सही मोबाइल नंबर दर्ज करें।`,
  countryNames: { '91': 'भारत', '977': 'नेपाल' },
  notFound: 'आपने जो मांगा, वह हमें नहीं मिला।',
  internal: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर में फिर से कोशिश करें।',
  payloadTooLarge: 'फ़ाइल या संदेश बहुत बड़ा है।',
  unsupportedMedia: 'इस प्रकार का अनुरोध समर्थित नहीं है।',
  unstorableText: 'इसमें ऐसा अक्षर है जिसे सेव नहीं किया जा सकता (जैसे NUL अक्षर)',
  tooManyRequests: (seconds: number) =>
    seconds < 120
      ? `बहुत अधिक अनुरोध। कृपया ${n(seconds)} सेकंड प्रतीक्षा करके फिर से कोशिश करें।`
      : `बहुत अधिक अनुरोध। कृपया ${n(Math.ceil(seconds / 60))} मिनट बाद फिर से कोशिश करें।`,
  categoryNotFound: 'यह श्रेणी नहीं मिली। कृपया होम स्क्रीन पर वापस जाएं।',
  journalNotFound: 'यह जर्नल नहीं मिला।',
  fileNotFound: 'यह फ़ाइल नहीं मिली। कृपया कोई दूसरी फ़ाइल आज़माएं या अपने प्रतिनिधि से संपर्क करें।',
  privacyPolicyMissing: 'गोपनीयता नीति अभी उपलब्ध नहीं है। कृपया बाद में फिर से कोशिश करें।',
  focusChanged: (focus: string) => `अब आपका थेरेपी क्षेत्र ${focus} है।`,
  focusSwitchRefused: 'आपका थेरेपी क्षेत्र आपके प्रतिनिधि तय करते हैं, इसे यहां नहीं बदला जा सकता।',
  unknownFocus: 'यह उपलब्ध थेरेपी क्षेत्रों में से नहीं है',
  unknownFolder: 'यह ऐसा फ़ोल्डर नहीं है जिससे फ़ाइलें डाउनलोड की जा सकें',
  unsafeFileName: 'यह सही फ़ाइल नाम नहीं है',
  profileUpdated: 'आपकी प्रोफ़ाइल अपडेट हो गई है।',
  fieldRequired: 'यह ज़रूरी है',
  notWebLink: 'यह https:// या http:// से शुरू होने वाला वेब पता होना चाहिए',
  notPastDate: 'यह बीती हुई कोई असली तारीख होनी चाहिए: दिन, महीना और वर्ष चुनें (dd/mm/yyyy)',
  photoUpdated: 'आपकी प्रोफ़ाइल फ़ोटो अपडेट हो गई है।',
  photoMissing: 'इसमें कोई फ़ोटो नहीं आई: अपलोड करने के लिए एक फ़ोटो चुनें',
  photoUnsupported: 'कृपया JPEG, PNG या WebP फ़ोटो चुनें। दूसरी तरह की फ़ाइलें स्वीकार नहीं की जातीं।',
  photoTooLarge: 'फ़ोटो अधिकतम 5 MB की होनी चाहिए। कृपया छोटी फ़ोटो चुनें।',
  photoTooManyPixels: 'इस फ़ोटो में बहुत अधिक पिक्सेल हैं (अधिकतम 40 मेगापिक्सेल)। कृपया छोटी फ़ोटो चुनें।',
  prioritySent: 'आपका संदेश आपके मैनेजरों को भेज दिया गया है।',
  prioritySaved:
    'आपका संदेश सेव हो गया है, लेकिन अभी इसे आपके मैनेजरों को ईमेल नहीं किया जा सका। अगर मामला ज़रूरी है, तो कृपया अपने प्रतिनिधि को कॉल करें।',
  emailerSent: (email: string) => `जर्नल ${email} पर भेज दिया गया है।`,
  noEmail: 'आपकी प्रोफ़ाइल में कोई सही ईमेल पता नहीं है। कृपया अपने प्रतिनिधि से इसे जोड़ने के लिए कहें।',
  mailUnavailable: 'हम अभी ईमेल नहीं भेज सके। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  filesUnavailable: 'हमारा फ़ाइल स्टोर अभी जवाब नहीं दे रहा है, इसलिए कुछ नहीं बदला गया। कृपया एक मिनट बाद फिर से कोशिश करें।',
  databaseUnavailable: 'पोर्टल अभी समय पर जवाब नहीं दे सका। कृपया एक मिनट बाद फिर से कोशिश करें।',
  pushSubscribed: 'आपके लिए सूचनाएं चालू हो गई हैं।',
  pushTopics: (topics: string) => `यह ठीक ${topics} होना चाहिए`,
  termsNotAccepted: 'सहायक का उपयोग करने से पहले कृपया नियम और शर्तें पढ़कर स्वीकार करें।',
  demoAccount: 'Demo Account!',
  orderPlaced: (what: string, id: string) =>
    `धन्यवाद, डॉक्टर। आपका अनुरोध मिल गया है: ${what} (ऑर्डर ${id})। आप इसे ऑर्डर हिस्ट्री में देख सकते हैं।`,
  digitalReady: 'आपका डिजिटल आइटम तैयार है। यह अभी खुल रहा है; आप यह अनुरोध ऑर्डर हिस्ट्री में भी देख सकते हैं।',
  sampleSummary: (product: string, dose: string, qty: string) => `${product}${dose ? ` ${dose}` : ''}, मात्रा ${qty}`,
  unknownOrderItem: 'यह इस ऑर्डर के लिए उपलब्ध सेवाओं में से नहीं है',
  unknownProduct: 'यह सैंपल के रूप में उपलब्ध प्रोडक्ट में से नहीं है',
  doseNotOffered: (doses: string) => `यह उपलब्ध डोज़ में से एक होना चाहिए: ${doses}`,
  doseNotAllowed: 'यह प्रोडक्ट केवल एक डोज़ में उपलब्ध है, इसलिए डोज़ नहीं चुना जा सकता',
  dateInPast: 'यह तारीख बीत चुकी है; कृपया आज या आगे की कोई तारीख चुनें',
  timeInPast: 'यह समय आज बीत चुका है; कृपया बाद का कोई समय या कोई और दिन चुनें',
  dateNotReal: 'यह कैलेंडर की असली तारीख नहीं है',
  dateTooFar: (days: number) => `यह तारीख बहुत आगे की है; कृपया अगले ${n(days)} दिनों के भीतर की कोई तारीख चुनें`,
  sentTwice: 'यह एक से अधिक बार भेजा गया',
  idempotencyKeyInvalid: 'इसमें 1 से 100 तक अक्षर, अंक, अंडरस्कोर, हाइफ़न, कोलन या डॉट ही होने चाहिए',
  idempotencyMismatch:
    'यह Idempotency-Key पहले ही किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है। कृपया नए ऑर्डर के लिए नई key इस्तेमाल करें।',
  idempotencyInProgress: 'यह अनुरोध अभी प्रोसेस हो रहा है। कृपया थोड़ा रुकें और फिर से कोशिश करने से पहले ऑर्डर हिस्ट्री देखें।',
  printNeedsUpload: 'कृपया print_pdf जांचें: PDF को multipart/form-data अपलोड के रूप में भेजें।',
  printMissing: 'कृपया print_pdf जांचें: अपलोड करने के लिए एक PDF फ़ाइल चुनें।',
  printNotPdf: 'कृपया print_pdf जांचें: यह फ़ाइल PDF नहीं है। कृपया PDF दस्तावेज़ चुनें।',
  printIncomplete: 'कृपया print_pdf जांचें: यह PDF अधूरी लगती है। कृपया इसे दोबारा सेव करके फिर से अपलोड करें।',
  printActiveContent:
    'कृपया print_pdf जांचें: स्क्रिप्ट, अपने-आप चलने वाले एक्शन या अटैच की गई फ़ाइलों वाली PDF प्रिंट नहीं की जा सकती। कृपया सादी PDF एक्सपोर्ट करके फिर से कोशिश करें।',
  printTooLarge: 'कृपया print_pdf जांचें: फ़ाइल 10 MB से बड़ी है। कृपया छोटी PDF अपलोड करें।',
  orderStatusPushTitle: (id: number) => `ऑर्डर संख्या ${id}`,
  orderStatusPush: {
    Accepted: (service: string) => `${service}: स्वीकार किया गया, तैयार किया जा रहा है।`,
    Dispatched: (service: string) => `${service}: भेज दिया गया, आपके पास आ रहा है।`,
    Scheduled: (service: string) => `${service}: निर्धारित। तारीख ऑर्डर हिस्ट्री में देखें।`,
    Delivered: (service: string) => `${service}: पहुंचा दिया गया।`,
    Done: (service: string) => `${service}: पूरा हुआ।`,
    Rejected: (service: string) => `${service}: स्वीकार नहीं किया गया। कारण ऑर्डर हिस्ट्री में देखें।`,
  },
  uploadTooManyParts: 'अपलोड में बहुत अधिक फ़ील्ड या फ़ाइलें हैं। कृपया ऑर्डर की जानकारी के साथ एक ही PDF भेजें।',
  oneLine: 'यह एक ही पंक्ति में होना चाहिए, बिना लाइन ब्रेक, टैब या अन्य कंट्रोल कैरेक्टर के',
  requiredOneLine: 'इसे भरना ज़रूरी है, एक ही पंक्ति में, बिना लाइन ब्रेक, टैब या अन्य कंट्रोल कैरेक्टर के',
  oneLineName: 'यह एक ही पंक्ति में होना चाहिए, बिना लाइन ब्रेक, टैब, अदृश्य कैरेक्टर (जैसे ज़ीरो-विड्थ स्पेस) या टेक्स्ट-दिशा चिह्नों के',
  requiredOneLineName:
    'इसे भरना ज़रूरी है, एक ही पंक्ति में, बिना लाइन ब्रेक, टैब, अदृश्य कैरेक्टर (जैसे ज़ीरो-विड्थ स्पेस) या टेक्स्ट-दिशा चिह्नों के',
  tooManyPriorityMessages: (limit: number, seconds: number) =>
    `आप एक घंटे में ${n(limit)} प्राथमिकता संदेश भेज सकते हैं, और यह संख्या पूरी हो चुकी है। कृपया ${n(Math.max(1, Math.ceil(seconds / 60)))} मिनट बाद फिर से कोशिश करें, या ज़रूरी हो तो अपने प्रतिनिधि को फ़ोन करें।`,
  tooManyQuestions: (limit: number, seconds: number, phone: string) =>
    `आप एक घंटे में ${n(limit)} चिकित्सा प्रश्न भेज सकते हैं, और यह संख्या पूरी हो चुकी है। कृपया ${n(Math.max(1, Math.ceil(seconds / 60)))} मिनट बाद फिर से कोशिश करें। ज़रूरी हो तो कृपया चिकित्सा सूचना लाइन ${phone} पर फ़ोन करें।`,
  tooManyReports: (limit: number, seconds: number, phone: string) =>
    `आप एक घंटे में ${n(limit)} दुष्प्रभाव रिपोर्ट भेज सकते हैं, और यह संख्या पूरी हो चुकी है। कृपया ${n(Math.max(1, Math.ceil(seconds / 60)))} मिनट बाद फिर से कोशिश करें। ज़रूरी हो तो कृपया चिकित्सा सूचना लाइन ${phone} पर फ़ोन करें।`,
  printEncrypted:
    'कृपया print_pdf जांचें: यह PDF पासवर्ड से सुरक्षित या एन्क्रिप्टेड है। कृपया बिना सुरक्षा वाली कॉपी सेव करके वही अपलोड करें।',
  printTooComplex:
    'कृपया print_pdf जांचें: खोलने पर यह PDF जांचने के लिए बहुत बड़ी या जटिल है। कृपया इसे दोबारा एक्सपोर्ट करें (जैसे "Reduce file size" से) और फिर से अपलोड करें।',
  printChecksBusy: 'हम अभी बहुत-सी प्रिंट फ़ाइलें जांच रहे हैं। कृपया एक मिनट बाद फिर से कोशिश करें।',
  tooManyPrints: (limit: number, seconds: number) =>
    `आप एक दिन में ${n(limit)} प्रिंट फ़ाइलें भेज सकते हैं, और आज यह संख्या पूरी हो चुकी है। कृपया कल फिर से कोशिश करें (लगभग ${n(Math.max(1, Math.ceil(seconds / 3600)))} घंटे बाद)।`,
  printChecksHeld: 'आपकी पिछली प्रिंट फ़ाइलें अभी जांची जा रही हैं। कृपया उनके पूरा होने तक रुकें, फिर यह फ़ाइल दोबारा भेजें।',
  tooManyPrintChecks: (limit: number, seconds: number) =>
    `आप एक घंटे में जांच के लिए ${n(limit)} प्रिंट फ़ाइलें भेज सकते हैं, और यह संख्या पूरी हो चुकी है। कृपया लगभग ${n(Math.max(1, Math.ceil(seconds / 60)))} मिनट बाद फिर से कोशिश करें।`,
  printStorageFull: (megabytes: number) =>
    `आपकी प्रिंट फ़ाइलें ${n(megabytes)} MB की स्टोरेज सीमा तक पहुंच गई हैं। और भेजने के लिए कृपया अपने प्रतिनिधि से संपर्क करें।`,
  emailerMail: (name: string, title: string) =>
    `प्रिय ${name},\n\nडॉक्टर्स पोर्टल में आपके अनुरोध के अनुसार "${title}" PDF के रूप में संलग्न है।\n`,
  assistantNoDosing:
    'मैं डोज़ के बारे में सलाह नहीं दे सकता। कृपया प्रोडक्ट लेबल और पूरी प्रिस्क्राइबिंग जानकारी देखें, या अपने प्रतिनिधि से प्रिस्क्राइबिंग जानकारी मांगें।',
  assistantReportOffer:
    'यह एक संदिग्ध साइड इफ़ेक्ट लगता है। कृपया नीचे दिए साइड इफ़ेक्ट फ़ॉर्म से इसकी रिपोर्ट करें: यह सीधे हमारी फ़ार्माकोविजिलेंस टीम तक पहुंचता है, जो आपसे संपर्क कर सकती है। मैं इस चैट में केस का आकलन नहीं कर सकता; कृपया यहां मरीज़ का नाम न लिखें।',
  assistantGreeting:
    'नमस्ते डॉक्टर, मैं आपकी क्या मदद कर सकता हूं? आप मुझसे पोर्टल के प्रोडक्ट, लेखों या वीडियो के बारे में पूछ सकते हैं, ' +
    'जैसे: "किन प्रोडक्ट में टेल्मिसार्टन है?"',
  assistantNothingFound: (words: string) =>
    `मुझे पोर्टल में${words ? ` "${words}" के बारे में` : ''} कुछ नहीं मिला। अधिक जानकारी के लिए कृपया अपने प्रतिनिधि से ` +
    'संपर्क करें, या किसी प्रोडक्ट या मॉलिक्यूल के नाम के साथ फिर से पूछें।',
  assistantProductsFound: (count: number) =>
    count === 1 ? 'मुझे पोर्टल में यह प्रोडक्ट मिला:' : `मुझे पोर्टल में ये ${n(count)} प्रोडक्ट मिले:`,
  assistantProductLine: (product: string, therapy: string, link: string) => `- ${product}, ${therapy} में: ${link}`,
  assistantArticlesFound: (count: number) =>
    count === 1 ? 'आप यह लेख भी पढ़ना चाहेंगे:' : `आप ये ${n(count)} लेख भी पढ़ना चाहेंगे:`,
  assistantVideosFound: (count: number) =>
    count === 1 ? 'आप यह वीडियो भी देखना चाहेंगे:' : `आप ये ${n(count)} वीडियो भी देखना चाहेंगे:`,
  assistantUnavailable: 'सहायक अभी उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर से कोशिश करें, या अपने प्रतिनिधि से संपर्क करें।',
  problemRequired: 'यह भरना ज़रूरी है',
  problemFormat: 'यह सही प्रारूप में नहीं है',
  problemTooLong: (limit: number) => `यह बहुत लंबा है: अधिकतम ${limit} अक्षर`,
  problemTooShort: 'यह बहुत छोटा है',
  problemType: 'इसका प्रकार सही नहीं है',
  problemNotAllowed: 'यह अनुमत मानों में से नहीं है',
  problemTooFewItems: 'इसमें बहुत कम आइटम हैं',
  problemTooManyItems: 'इसमें बहुत अधिक आइटम हैं',
  problemInvalid: 'यह मान्य नहीं है',
  problemUnreadable: 'इसे पढ़ा नहीं जा सका',
  theRequest: 'अनुरोध',
  samplesNeedRegistration:
    'सैंपल केवल सत्यापित मेडिकल पंजीकरण वाले डॉक्टरों को भेजे जा सकते हैं। कृपया अपनी प्रोफ़ाइल में अपना पंजीकरण नंबर, काउंसिल और वर्ष जोड़ें।',
  samplesRegistrationUnverified: (number: string, council: string) =>
    `सैंपल केवल सत्यापित मेडिकल पंजीकरण वाले डॉक्टरों को भेजे जा सकते हैं। आपका पंजीकरण ${number} (${council}) हमारी कंप्लायंस टीम द्वारा सत्यापन की प्रतीक्षा में है।`,
  samplesRegistrationRejected: (number: string, council: string, reason: string) =>
    `सैंपल केवल सत्यापित मेडिकल पंजीकरण वाले डॉक्टरों को भेजे जा सकते हैं। आपका पंजीकरण ${number} (${council}) सत्यापित नहीं हो सका: ${reason}। कृपया अपनी प्रोफ़ाइल में इसे ठीक करें।`,
  sampleCapExceeded: (qty: number, product: string, remaining: number, until: string, cap: number) =>
    `आपने ${product} के ${n(qty)} पैक मांगे, लेकिन ${until} तक आप ${remaining > 0 ? `केवल ${n(remaining)} और पैक मंगा सकते हैं` : 'और पैक नहीं मंगा सकते'} (एक प्रोडक्ट के साल में अधिकतम ${n(cap)} पैक)`,
  registrationNumberInvalid: 'यह काउंसिल द्वारा लिखा गया आपका पंजीकरण नंबर होना चाहिए (अक्षर, अंक, / . - और स्पेस)',
  councilNotOffered: 'यह आपके देश की मेडिकल काउंसिल में से एक होनी चाहिए',
  registrationYearInvalid: 'यह आपके पंजीकरण का वर्ष होना चाहिए, जैसे 2009',
  verificationStatusUnknown: (statuses: string) => `यह इनमें से एक होना चाहिए: ${statuses}`,
  rejectionNeedsReason: 'अस्वीकृति के साथ ऐसा कारण होना चाहिए जिस पर डॉक्टर कार्रवाई कर सकें',
  registrationSubmitted: 'धन्यवाद। आपका रजिस्ट्रेशन सेव हो गया है और हमारी कम्प्लायंस टीम द्वारा सत्यापन की प्रतीक्षा में है।',
  safetyProductUnknown: 'यह कैटलॉग के प्रोडक्ट में से नहीं है',
  replyChannelUnknown: 'यह फ़ोन, ई-मेल या मुलाक़ात होना चाहिए',
  initialsInvalid: 'इसमें केवल मरीज़ के नाम के पहले अक्षर (1 से 5 अक्षर) हों, पूरा नाम कभी नहीं',
  ageInvalid: 'यह 0 से 120 तक पूरे वर्षों में उम्र होनी चाहिए',
  ageOrGroupRequired: 'इसमें मरीज़ की उम्र वर्षों में या आयु वर्ग ज़रूरी है',
  ageGroupUnknown: 'यह दिए गए आयु वर्गों में से नहीं है',
  sexUnknown: 'यह महिला, पुरुष या अन्य होना चाहिए',
  seriousCriteriaRequired: 'गंभीर घटना के लिए कम से कम एक गंभीरता मानदंड चुनना ज़रूरी है',
  seriousCriteriaUnknown: 'यह दिए गए गंभीरता मानदंडों में से नहीं है',
  criteriaNeedSerious: 'गंभीरता मानदंड केवल तभी लागू होते हैं जब घटना गंभीर हो',
  dateInFuture: 'यह भविष्य की तारीख है; कृपया वह तारीख दें जब यह हुआ',
  stopBeforeOnset: 'यह घटना शुरू होने की तारीख से पहले की है',
  outcomeUnknown: 'यह दिए गए परिणामों में से नहीं है',
  questionReceived: (number: string) =>
    `धन्यवाद, डॉक्टर। आपका प्रश्न ${number} हमारी मेडिकल इन्फ़ॉर्मेशन टीम तक पहुंच गया है, जो आपके चुने हुए तरीके से जवाब देगी। आप इस पेज पर इसकी स्थिति देख सकते हैं।`,
  reportReceived: (number: string) =>
    `धन्यवाद, डॉक्टर। आपकी साइड इफ़ेक्ट रिपोर्ट ${number} हमारी फ़ार्माकोविजिलेंस टीम तक पहुंच गई है। हमसे संपर्क करते समय कृपया यह नंबर बताएं; टीम अधिक जानकारी के लिए आपको फ़ोन कर सकती है।`,
  reportAckSubject: (number: string) => `आपकी साइड इफ़ेक्ट रिपोर्ट ${number}`,
  reportAckMail: (name: string, number: string, product: string, day: string) =>
    `प्रिय ${name},\n\n${day} को ${product} के संदिग्ध साइड इफ़ेक्ट की रिपोर्ट करने के लिए धन्यवाद। हमारी फ़ार्माकोविजिलेंस टीम को यह नंबर ${number} के साथ मिल गई है; हमसे संपर्क करते समय कृपया यह नंबर बताएं। टीम अधिक जानकारी के लिए आपको फ़ोन कर सकती है।\n`,
} as const satisfies Shape<typeof en>;

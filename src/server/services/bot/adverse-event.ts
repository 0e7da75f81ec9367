/**
 * Notices when a doctor describes a suspected adverse event to the assistant ("my patient developed a rash after
 * starting …", in English, Hindi or Nepali), so the assistant offers the side-effect form instead of answering.
 * A question about side effects in general ("what are the side effects of …") is not a report and is not caught.
 */

/** A patient or a person the doctor treats. */
const PATIENT =
  /\b(my|our|the|a|this|one)\s+(patient|pt|child|baby|boy|girl|man|woman|lady|infant|elderly)s?\b|\b(patient|pt)\b|\b(he|she)\s+(developed|got|had|experienced|suffered|presented|complained|noticed|came)\b|\b\d+[\s-]*(year|yr|month|week)s?[\s-]*old\b/;
/** Something that happened to the patient. */
const HAPPENED =
  /\b(developed|develops|developing|got|had|experienced|experiencing|suffered|suffering|presented|complained|complains|complaining|noticed|came back with|ended up|went into|reacted)\b/;
/** After or while taking a medicine. */
const AFTER_MEDICINE =
  /\b(after|since|following|within)\s+(taking|starting|using|giving|receiving|the first|the second|a dose|dose|one dose|\d+\s+(days?|weeks?|doses?|hours?)\s+of|[a-z]+\s+(was|were)\s+(started|given))|\b(while|when)\s+(on|taking|using)\b|\bon\s+(starting|taking)\b|\bafter\s+[a-z][\w-]*\b/;
/** Signs and symptoms a doctor reports. */
const SYMPTOM =
  /\b(rash|rashes|hives|urticaria|itch|itching|itchy|swelling|swollen|angioedema|anaphyla\w*|allergic|reaction|jaundice|bleeding|bruising|vomiting|nausea|diarrhoea|diarrhea|dizziness|dizzy|fainted|syncope|seizures?|palpitations?|breathless\w*|wheez\w*|cough|fever|headache|hypotension|bradycardia|tachycardia|myalgia|cramps?|hair loss|blisters?|peeling|sjs|stevens|hypoglycaemia|hypoglycemia|edema|oedema)\b/;
/** Words that name a report outright. */
const EXPLICIT =
  /\b(report(ing)?\s+(an?\s+)?(side[\s-]?effects?|adverse|adr|reaction)|suspected\s+(adr|adverse|side[\s-]?effects?|reaction)|adverse\s+(drug\s+)?(event|reaction)\s+(in|with|to)\s+(my|a|our)\b)/;
/** "Side effect" or "adverse reaction" as something that happened (not a general question). */
const SIDE_EFFECT = /\b(side[\s-]?effects?|adverse\s+(drug\s+)?(events?|reactions?|effects?)|adr)\b/;

/** Hindi and Nepali (Devanagari has no \\b word boundaries in JS). */
const PATIENT_DV = /(मरीज़|मरीज|रोगी|बिरामी|पेशेंट|पेशेन्ट|बच्चे|बच्चा|बच्ची|उसे|उनको|उसलाई|उहाँलाई)/;
const AFTER_DV = /(के बाद|लेने पर|लेते ही|शुरू करने पर|पछि|खाएपछि|लिएपछि|सेवन पछि|सुरु गरेपछि|खाँदा|खाते समय|लेते समय)/;
const SYMPTOM_DV =
  /(रैश|रेश|चकत्ते|चकत्ता|दाने|खुजली|सूजन|उल्टी|दस्त|चक्कर|एलर्जी|प्रतिक्रिया|रिएक्शन|बेहोश|सांस|पीलिया|बिमिरा|चिलाउने|चिलायो|चिलाउन|सुन्नि|सुनिन|बान्ता|पखाला|रिङ्गटा|डाबर|दाग|सास फेर्न|जण्डिस|ज्वरो|बुखार)/;
const SIDE_EFFECT_DV = /(साइड इफ़ेक्ट|साइड इफेक्ट|साइड-इफेक्ट|दुष्प्रभाव|प्रतिकूल प्रभाव|प्रतिकूल घटना|प्रतिकूल प्रतिक्रिया|नकारात्मक असर)/;
const HAPPENED_DV =
  /(हो गया|हो गई|हो गए|हो गयी|हुआ|हुई|हुए|आ गया|आ गई|आ गए|होने लगी|होने लगा|भयो|भए|आयो|आए|देखियो|देखिए|देखा|निस्कियो|थाल्यो|लाग्यो)/;

/** True when the text reads as a doctor describing a suspected adverse event in a patient. */
export function isSuspectedAdverseEvent(text: string): boolean {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  if (EXPLICIT.test(lower)) return true;
  const patient = PATIENT.test(lower);
  const happened = HAPPENED.test(lower);
  if (patient && happened && (AFTER_MEDICINE.test(lower) || SYMPTOM.test(lower) || SIDE_EFFECT.test(lower)))
    return true;
  if (happened && SIDE_EFFECT.test(lower)) return true;
  const effect = SYMPTOM_DV.test(text) || SIDE_EFFECT_DV.test(text);
  if (!effect) return false;
  const after = AFTER_DV.test(text);
  return (PATIENT_DV.test(text) || after) && (HAPPENED_DV.test(text) || after);
}

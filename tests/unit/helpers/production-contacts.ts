/** The company contacts production requires (no demo default), for tests that build a production configuration. */
export const PRODUCTION_CONTACTS = {
  MEDICAL_INFO_MAIL: 'medinfo@pharma.example.in',
  PHARMACOVIGILANCE_MAIL: 'pv@pharma.example.in',
  SAFETY_DIGEST_MAIL: 'compliance@pharma.example.in',
  SAFETY_PHONE: '1800 123 4567',
  PRIVACY_OFFICER_NAME: 'Ms. R. Sharma, Grievance Officer',
  PRIVACY_OFFICER_EMAIL: 'grievance@pharma.example.in',
} as const;

/** The company contacts production requires (no demo default), for tests that build a production configuration. */
export const PRODUCTION_CONTACTS = {
  MEDICAL_INFO_MAIL: 'medinfo@pharma.example.in',
  PHARMACOVIGILANCE_MAIL: 'pv@pharma.example.in',
  SAFETY_DIGEST_MAIL: 'compliance@pharma.example.in',
  SAFETY_PHONE: '1800 123 4567',
  PRIVACY_OFFICER_NAME: 'Ms. R. Sharma, Grievance Officer',
  PRIVACY_OFFICER_EMAIL: 'grievance@pharma.example.in',
} as const;

/** The session secret of PRODUCTION_ENV (random enough for the production checks). */
export const PRODUCTION_SECRET = 'q7Vw2Lk9Zr4Tn8Bx1Hc6Jm3Pd5Fg0Ys-Ua_Ee';

/** The smallest environment production accepts. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: PRODUCTION_SECRET,
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
  ...PRODUCTION_CONTACTS,
} as const;

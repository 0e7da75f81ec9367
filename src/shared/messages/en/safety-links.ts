/** The links of the samples order modal to the medical-question and side-effect forms (loaded with that form only). */
export const safetyLinks = {
  label: 'About this product',
  ask: 'Ask a medical question',
  report: 'Report a side effect',
} as const;

/** Journals of the demo data: each has articles, a PDF summary in `<storageDir>/journals/<id>.pdf` and emailers. */
import type { FocusName } from './catalogue.ts';

/** A journal with the focus its articles belong to (null: every focus) and the text of its PDF summary. */
export interface JournalSeed {
  title: string;
  code: string;
  focus: FocusName | null;
  summary: string;
}

/** The journals, in id order on a fresh database. */
export const JOURNALS: readonly JournalSeed[] = [
  {
    title: 'Indian Heart Review',
    code: 'ihr',
    focus: 'Cardiology',
    summary:
      'This issue reviews blood pressure targets in Indian adults, the place of fixed-dose combinations of telmisartan and amlodipine, and practical titration schedules for busy out-patient clinics.',
  },
  {
    title: 'Cardiometabolic Practice Journal',
    code: 'cpj',
    focus: 'Cardiology',
    summary:
      'Lipid-lowering in high-risk patients: when to add ezetimibe to a statin, how to monitor liver enzymes, and how to explain residual cardiovascular risk to patients.',
  },
  {
    title: 'South Asian Diabetes Digest',
    code: 'sadd',
    focus: 'Diabetology',
    summary:
      'SGLT2 inhibitors and DPP-4 inhibitors in South Asian patients with type 2 diabetes: glycaemic efficacy, renal benefits, genital infection counselling and fasting during festivals.',
  },
  {
    title: 'Endocrine Practice Today',
    code: 'ept',
    focus: 'Diabetology',
    summary:
      'Metformin remains the foundation of therapy; this issue covers sustained-release formulations, vitamin B12 monitoring and early combination therapy.',
  },
  {
    title: 'Respiratory Care Bulletin',
    code: 'rcb',
    focus: 'Respiratory',
    summary:
      'Inhaler technique, spacer use in children and the stepwise management of asthma with formoterol and budesonide as reliever and maintenance therapy.',
  },
  {
    title: 'Chest Medicine Quarterly',
    code: 'cmq',
    focus: 'Respiratory',
    summary:
      'Allergic rhinitis and asthma overlap: montelukast, modern antihistamines and the effect of seasonal air pollution on exacerbations in North Indian cities.',
  },
  {
    title: 'Neurology Practice Notes',
    code: 'npn',
    focus: 'Neurology',
    summary:
      'Diabetic peripheral neuropathy: screening with a monofilament, first-line pregabalin or duloxetine, and the role of methylcobalamin supplementation.',
  },
  {
    title: 'Clinical Pharmacology Update',
    code: 'cpu',
    focus: null,
    summary:
      'Drug interactions in polypharmacy: antiplatelets with proton-pump inhibitors, statins with macrolides and the safe use of combination pills in older adults.',
  },
  {
    title: 'Himalayan Journal of Internal Medicine',
    code: 'hjim',
    focus: null,
    summary:
      'Care at altitude and in remote districts: hypertension and diabetes screening camps, cold-chain logistics and tele-consultation follow-up in the hills of Nepal.',
  },
  {
    title: 'Primary Care Perspectives',
    code: 'pcp',
    focus: null,
    summary:
      'A general practitioner\u2019s digest: the first visit of a newly diagnosed patient, counselling on adherence and when to refer to a specialist.',
  },
];

/** Sub-category cards: an order modal for every order table and a link card for every service_type. */
import type { OrderTable } from '../../../shared/contract/entities.ts';
import type { FocusName } from './catalogue.ts';

/** Link names shared by sub-category cards and the videos, portals and files rows they open. */
export const LINK_NAMES = {
  cmeVideos: 'cme-videos',
  patientVideos: 'patient-videos',
  masterclass: 'masterclass',
  portals: 'medical-portals',
  brochures: 'brochures',
  leaflets: 'leaflets',
} as const;

/** Sub-category titles whose emailers are listed (emailers.sub_category_title). */
export const EMAILER_TITLES = { journal: 'Journal Emailers', diabetes: 'Diabetes Digest' } as const;

/** Where a link card leads (SPEC §2 sub-category screen). */
type ServiceType = 'portals' | 'videos' | 'emailer' | 'files' | 'therapies' | 'articles';

/** A sub-category row before its category id is known. */
export interface SubCategorySeed {
  categoryKey: string;
  title: string;
  tableName: OrderTable | '';
  serviceType: ServiceType | '';
  linkName: string;
  focus: FocusName | null;
  outcome: 'modal' | 'link';
  description: string;
  demoVideo: string;
  sampleLink: string;
  message: string;
  subHeader: string;
  image: string;
}

const DEMO_VIDEO = 'https://video.example.org/embed/how-to-order';

const modal = (
  categoryKey: string,
  title: string,
  tableName: OrderTable,
  message: string,
  subHeader: string,
  focus: FocusName | null = null,
): SubCategorySeed => ({
  categoryKey,
  title,
  tableName,
  serviceType: '',
  linkName: '',
  focus,
  outcome: 'modal',
  description: `${title}: ${subHeader.toLowerCase()}`,
  demoVideo: DEMO_VIDEO,
  sampleLink: `https://www.example-pharma.com/samples/${tableName.replace(/_/g, '-')}.pdf`,
  message,
  subHeader,
  image: `${tableName.replace(/_/g, '-')}.svg`,
});

const link = (
  categoryKey: string,
  title: string,
  serviceType: ServiceType,
  linkName: string,
  description: string,
  focus: FocusName | null = null,
): SubCategorySeed => ({
  categoryKey,
  title,
  tableName: '',
  serviceType,
  linkName,
  focus,
  outcome: 'link',
  description,
  demoVideo: '',
  sampleLink: '',
  message: '',
  subHeader: description,
  image: `${serviceType === 'videos' && linkName === LINK_NAMES.masterclass ? 'masterclass' : serviceType}.svg`,
});

const kit = (categoryKey: string, focus: FocusName, aid: string, masterclass: string): SubCategorySeed[] => [
  modal(
    categoryKey,
    aid,
    'therapy_specific',
    `Please send the ${aid} for my clinic.`,
    'A clinic aid for your speciality',
    focus,
  ),
  link(categoryKey, masterclass, 'videos', LINK_NAMES.masterclass, `${focus} masterclass recordings`, focus),
];

/** Every sub-category, grouped by category in display order. */
export const SUB_CATEGORIES: readonly SubCategorySeed[] = [
  modal(
    'order-samples',
    'Request Samples',
    'samples',
    'Please send samples of the selected product.',
    'Choose a dose and quantity',
  ),
  link('order-samples', 'Samples by Therapy', 'therapies', '', 'Browse therapies and order product samples'),
  modal(
    'order-samples',
    'Clinic Sanitization',
    'sanitization',
    'Please arrange a clinic sanitization visit.',
    'Pick a date and time for the visit',
  ),
  modal(
    'order-samples',
    'Clinic Accessories',
    'accessories',
    'Please send the clinic accessories kit.',
    'Prescription pads, pens and desk items',
  ),
  link('medical-content', 'Latest Articles', 'articles', '', 'Journal articles, newest first'),
  link(
    'medical-content',
    EMAILER_TITLES.journal,
    'emailer',
    'emailers',
    'Journal summaries to read, download or e-mail',
  ),
  link(
    'medical-content',
    EMAILER_TITLES.diabetes,
    'emailer',
    'emailers',
    'Monthly digest for diabetes care',
    'Diabetology',
  ),
  link(
    'medical-content',
    'Product Brochures',
    'files',
    `${LINK_NAMES.brochures}.php`,
    'Downloadable product brochures (PDF)',
  ),
  modal(
    'digital-services',
    'Webinar Support',
    'webinar',
    'Please organise a webinar for my patients.',
    'Tell us the date, time and topic',
  ),
  modal(
    'digital-services',
    'Personalised Video',
    'personalised_video',
    'Please make a personalised clinic video.',
    'Choose the language of the video',
  ),
  modal(
    'digital-services',
    'Digital Clinic Kit',
    'digital',
    'Please set up my digital clinic kit.',
    'A clinic web page and appointment link',
  ),
  link('digital-services', 'Medical Portals', 'portals', LINK_NAMES.portals, 'Trusted clinical tools and registries'),
  link('digital-services', 'CME Videos', 'videos', LINK_NAMES.cmeVideos, 'Short continuing medical education videos'),
  modal(
    'patient-education',
    'Patient Printables',
    'printables',
    'Please send patient education printables.',
    'Choose the language of the printables',
  ),
  modal(
    'patient-education',
    'Personalised Printables',
    'personalised_printables',
    'Please print patient material with my clinic details.',
    'Choose a language and add your clinic details',
  ),
  modal(
    'patient-education',
    'Print Your Material',
    'prints',
    'Please print the attached PDF.',
    'Upload a PDF and we print it for you',
  ),
  link(
    'patient-education',
    'Patient Education Videos',
    'videos',
    LINK_NAMES.patientVideos,
    'Videos to play in your waiting room',
  ),
  link('patient-education', 'Patient Leaflets', 'files', LINK_NAMES.leaflets, 'Leaflets and diet charts to download'),
  ...kit('cardiac-care', 'Cardiology', 'BP Monitor Cover', 'Cardiology Masterclass'),
  ...kit('diabetes-care', 'Diabetology', 'Glucometer Pouch', 'Diabetology Masterclass'),
  ...kit('respiratory-care', 'Respiratory', 'Peak Flow Meter', 'Respiratory Masterclass'),
  ...kit('neuro-care', 'Neurology', 'Reflex Hammer', 'Neurology Masterclass'),
];

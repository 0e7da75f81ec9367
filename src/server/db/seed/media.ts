/** Videos, portals and downloadable files, by the link names of their sub-category cards. */
import { FOCUS_NAMES, type FocusName } from './catalogue.ts';
import { LINK_NAMES } from './subcategories.ts';

/** A video row (thumbnail under public/images/videos/). */
export interface VideoSeed {
  title: string;
  trailerLink: string;
  link: string;
  thumbnail: string;
  linkName: string;
  therapeuticFocus: FocusName;
}

const TOPICS: Readonly<Record<FocusName, readonly [string, string, string]>> = {
  Cardiology: ['Reading an ECG in five minutes', 'Home blood pressure monitoring', 'Heart failure: the first visit'],
  Diabetology: ['Starting insulin without fear', 'Foot care in diabetes', 'SGLT2 inhibitors explained'],
  Respiratory: ['Spirometry made simple', 'Using an inhaler with a spacer', 'Asthma action plans'],
  Neurology: ['Screening for neuropathy', 'Migraine red flags', 'Sleep hygiene for patients'],
};

const VIDEO_BASE = 'https://video.example.org/embed';
/** Trailer variants in turn: an embed address, empty (thumbnail shown) and '#' (thumbnail shown). */
const trailer = (slug: string, variant: number): string =>
  [`${VIDEO_BASE}/${slug}-trailer`, '', '#'][variant % 3] ?? '';

function videosFor(focus: FocusName): VideoSeed[] {
  const key = focus.toLowerCase();
  const make = (linkName: string, thumbnail: string, title: string, variant: number, slug: string): VideoSeed => ({
    title,
    trailerLink: trailer(slug, variant),
    link: `${VIDEO_BASE}/${slug}`,
    thumbnail,
    linkName,
    therapeuticFocus: focus,
  });
  const topics = TOPICS[focus];
  return [
    ...topics.map((title, i) => make(LINK_NAMES.cmeVideos, 'cme.svg', title, i, `${key}-cme-${i + 1}`)),
    make(LINK_NAMES.patientVideos, 'patient.svg', `${focus}: questions patients ask`, 0, `${key}-patient-1`),
    make(LINK_NAMES.patientVideos, 'patient.svg', `${focus}: living well every day`, 1, `${key}-patient-2`),
    make(LINK_NAMES.masterclass, 'masterclass.svg', `${focus} Masterclass: session 1`, 0, `${key}-masterclass-1`),
    make(LINK_NAMES.masterclass, 'masterclass.svg', `${focus} Masterclass: session 2`, 2, `${key}-masterclass-2`),
  ];
}

/** Every video: 7 per focus across the three video link names, with all three trailer variants. */
export const VIDEOS: readonly VideoSeed[] = FOCUS_NAMES.flatMap(videosFor);

/** A portal row: an external https link. */
export interface PortalSeed {
  title: string;
  link: string;
  linkName: string;
  therapeuticFocus: FocusName;
}

const FOCUS_PORTAL: Readonly<Record<FocusName, readonly [string, string]>> = {
  Cardiology: ['Cardiovascular Risk Calculator', 'https://risk.example.org/cardiovascular'],
  Diabetology: ['HbA1c Unit Converter', 'https://tools.example.org/hba1c'],
  Respiratory: ['Asthma Control Test', 'https://tools.example.org/asthma-control'],
  Neurology: ['Neuropathy Symptom Score', 'https://tools.example.org/neuropathy-score'],
};

/** Every portal: two common tools and one focus-specific tool per focus. */
export const PORTALS: readonly PortalSeed[] = FOCUS_NAMES.flatMap((focus) => [
  {
    title: 'Clinical Trials Registry',
    link: 'https://trials.example.org/',
    linkName: LINK_NAMES.portals,
    therapeuticFocus: focus,
  },
  {
    title: 'Drug Interaction Checker',
    link: 'https://interactions.example.org/',
    linkName: LINK_NAMES.portals,
    therapeuticFocus: focus,
  },
  {
    title: FOCUS_PORTAL[focus][0],
    link: FOCUS_PORTAL[focus][1],
    linkName: LINK_NAMES.portals,
    therapeuticFocus: focus,
  },
]);

/** A downloadable file: its row and the text of the one-page PDF written to `<storageDir>/files/<name>`. */
export interface FileSeed {
  linkName: string;
  name: string;
  title: string;
  body: string;
}

/** Every downloadable file (brochures and patient leaflets). */
export const FILES: readonly FileSeed[] = [
  {
    linkName: LINK_NAMES.brochures,
    name: 'Amlocard-Brochure.pdf',
    title: 'Amlocard (Amlodipine 5 mg)',
    body: 'Once-daily calcium channel blocker for hypertension and chronic stable angina. Start with 5 mg; 2.5 mg in the elderly.',
  },
  {
    linkName: LINK_NAMES.brochures,
    name: 'Glucomet-Brochure.pdf',
    title: 'Glucomet (Metformin 500 mg)',
    body: 'First-line therapy for type 2 diabetes. Take with meals; titrate weekly to reduce gastro-intestinal effects.',
  },
  {
    linkName: LINK_NAMES.brochures,
    name: 'Monteva-Brochure.pdf',
    title: 'Monteva (Montelukast 10 mg)',
    body: 'Leukotriene receptor antagonist for asthma and allergic rhinitis. One tablet in the evening.',
  },
  {
    linkName: LINK_NAMES.brochures,
    name: 'Pregaflex-Brochure.pdf',
    title: 'Pregaflex (Pregabalin 75 mg)',
    body: 'For neuropathic pain. Start at 75 mg twice daily; counsel patients about dizziness and drowsiness.',
  },
  {
    linkName: LINK_NAMES.leaflets,
    name: 'Hypertension-Patient-Leaflet.pdf',
    title: 'Living with high blood pressure',
    body: 'Take your tablets every day, cut down on salt, walk 30 minutes a day and check your blood pressure at home.',
  },
  {
    linkName: LINK_NAMES.leaflets,
    name: 'Diabetes-Diet-Chart.pdf',
    title: 'A simple diet chart for diabetes',
    body: 'Half the plate vegetables, a quarter whole grains, a quarter protein. Prefer whole fruit to juice.',
  },
  {
    linkName: LINK_NAMES.leaflets,
    name: 'Inhaler-Technique-Guide.pdf',
    title: 'Using your inhaler correctly',
    body: 'Shake, breathe out, seal your lips, press and breathe in slowly, then hold your breath for ten seconds.',
  },
];

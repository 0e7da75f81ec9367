/** Therapeutic focuses and therapies of the demo catalogue; products live in products.ts. */

/** A therapeutic focus: its name is also the brand panel image `custom/<name>.svg`. */
export interface FocusSeed {
  name: string;
  image: string;
  sort: number;
}

/** The therapeutic focuses a member can switch between (images under public/images/custom/). */
export const FOCUSES: readonly FocusSeed[] = [
  { name: 'Cardiology', image: 'Cardiology.svg', sort: 1 },
  { name: 'Diabetology', image: 'Diabetology.svg', sort: 2 },
  { name: 'Respiratory', image: 'Respiratory.svg', sort: 3 },
  { name: 'Neurology', image: 'Neurology.svg', sort: 4 },
];

/** A focus name of the demo data. */
export type FocusName = 'Cardiology' | 'Diabetology' | 'Respiratory' | 'Neurology';

/** The focus names, in display order. */
export const FOCUS_NAMES: readonly FocusName[] = ['Cardiology', 'Diabetology', 'Respiratory', 'Neurology'];

/** A therapy of the sample grid, the focus its articles belong to, and the molecules its articles discuss. */
export interface TherapySeed {
  title: string;
  image: string;
  focus: FocusName;
  molecules: readonly string[];
}

/** Therapies (images under public/images/therapies/; products share products/<slug>.svg). */
export const THERAPIES: readonly TherapySeed[] = [
  {
    title: 'Antihypertensives',
    image: 'antihypertensives.svg',
    focus: 'Cardiology',
    molecules: ['Amlodipine', 'Telmisartan', 'Olmesartan', 'Cilnidipine', 'Chlorthalidone'],
  },
  {
    title: 'Beta Blockers',
    image: 'beta-blockers.svg',
    focus: 'Cardiology',
    molecules: ['Bisoprolol', 'Metoprolol succinate', 'Nebivolol', 'Carvedilol'],
  },
  {
    title: 'Statins',
    image: 'statins.svg',
    focus: 'Cardiology',
    molecules: ['Atorvastatin', 'Rosuvastatin', 'Ezetimibe with a statin'],
  },
  {
    title: 'Antiplatelets',
    image: 'antiplatelets.svg',
    focus: 'Cardiology',
    molecules: ['Clopidogrel', 'Low-dose aspirin', 'Ticagrelor'],
  },
  {
    title: 'Antidiabetics',
    image: 'antidiabetics.svg',
    focus: 'Diabetology',
    molecules: ['Metformin', 'Empagliflozin', 'Dapagliflozin', 'Sitagliptin', 'Glimepiride', 'Teneligliptin'],
  },
  {
    title: 'Bronchodilators',
    image: 'bronchodilators.svg',
    focus: 'Respiratory',
    molecules: ['Salbutamol', 'Formoterol with budesonide', 'Tiotropium', 'Doxofylline'],
  },
  {
    title: 'Antiallergics',
    image: 'antiallergics.svg',
    focus: 'Respiratory',
    molecules: ['Montelukast', 'Levocetirizine', 'Fexofenadine', 'Bilastine'],
  },
  {
    title: 'Neuropathic Pain',
    image: 'neuropathic-pain.svg',
    focus: 'Neurology',
    molecules: ['Pregabalin', 'Gabapentin', 'Duloxetine', 'Methylcobalamin'],
  },
];

/** The titles of the therapies of one focus. */
export function therapiesOf(focus: FocusName): string[] {
  return THERAPIES.filter((t) => t.focus === focus).map((t) => t.title);
}

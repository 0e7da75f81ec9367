/** ≥240 generated articles spread over journals, therapies and two years, plus three markup-test articles. */
import { THERAPIES, therapiesOf, type TherapySeed } from './catalogue.ts';
import { JOURNALS, type JournalSeed } from './journals.ts';
import { createRandom, daysBeforeEpoch, type Random } from './random.ts';

/** An article row before its journal id is known (journalIndex points into JOURNALS). */
export interface ArticleSeed {
  journalIndex: number;
  title: string;
  reference: string;
  description: string;
  therapy: string;
  link: string;
  publishedAt: Date;
}

/** How many generated articles (the markup-test articles come on top). */
const ARTICLE_COUNT = 252;

const PATTERNS: readonly ((m: string, p: string) => string)[] = [
  (m, p) => `${m} in ${p}: a 12-week observational study`,
  (m, p) => `Real-world adherence to ${m} among ${p}`,
  (m, p) => `${m} versus usual care in ${p}: a randomised trial`,
  (m, p) => `Safety profile of ${m} in ${p}`,
  (m, p) => `Dose titration of ${m} for ${p}: practical guidance`,
  (m, p) => `Cost-effectiveness of ${m} in ${p}`,
  (m, p) => `Five-year outcomes with ${m} in ${p}`,
  (m, p) => `Switching to ${m} in ${p}: a case series`,
  (m, p) => `Patient-reported outcomes with ${m} among ${p}`,
];

const POPULATIONS = [
  'elderly patients',
  'women over 50',
  'rural primary care',
  'patients with chronic kidney disease',
  'newly diagnosed adults',
  'urban out-patient clinics',
  'patients in Nepal',
  'night-shift workers',
  'young adults',
  'patients with obesity',
] as const;

const FINDINGS = [
  'Target control was reached in {x}% of participants, with few adverse events.',
  'Adherence at the last visit was {x}%, higher with once-daily dosing.',
  'Clinic visits fell by {x}% compared with the year before enrolment.',
  '{x}% of patients preferred the combination pill to separate tablets.',
] as const;

const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function pickTherapy(journal: JournalSeed, rng: Random): TherapySeed {
  const titles = journal.focus ? therapiesOf(journal.focus) : THERAPIES.map((t) => t.title);
  const title = rng.pick(titles);
  const therapy = THERAPIES.find((t) => t.title === title);
  if (!therapy) throw new Error(`Unknown therapy ${title}`);
  return therapy;
}

function uniqueTitle(
  therapy: TherapySeed,
  rng: Random,
  seen: Set<string>,
): { title: string; molecule: string; population: string } {
  for (let attempt = 0; ; attempt += 1) {
    const molecule = rng.pick(therapy.molecules);
    const population = rng.pick(POPULATIONS);
    const title = upperFirst(rng.pick(PATTERNS)(molecule, population));
    const candidate = attempt < 20 ? title : `${title} (part ${attempt})`;
    if (!seen.has(candidate)) {
      seen.add(candidate);
      return { title: candidate, molecule, population };
    }
  }
}

function article(index: number, rng: Random, seen: Set<string>): ArticleSeed {
  const journalIndex = index % JOURNALS.length;
  const journal = JOURNALS[journalIndex] as JournalSeed;
  const therapy = pickTherapy(journal, rng);
  const { title, molecule, population } = uniqueTitle(therapy, rng, seen);
  const publishedAt = daysBeforeEpoch(index * 3 + rng.int(3), rng.int(24));
  const year = publishedAt.getUTCFullYear();
  const number = String(1000 + index).padStart(4, '0');
  const link = `https://journals.example.org/${journal.code}/articles/${year}-${number}`;
  const doi = `10.5555/${journal.code}.${year}.${number}`;
  const firstPage = 10 + rng.int(180);
  const finding = rng.pick(FINDINGS).replace('{x}', String(55 + rng.int(40)));
  return {
    journalIndex,
    title,
    therapy: therapy.title,
    link,
    publishedAt,
    reference:
      `<p><em>${journal.title}</em> ${year}; ${1 + (year % 20)}(${1 + rng.int(4)}): ${firstPage}–${firstPage + 4 + rng.int(8)}. ` +
      `<a href="https://doi.example.org/${doi}">doi:${doi}</a></p>`,
    description:
      `<p><strong>Background:</strong> ${upperFirst(molecule)} is widely used in ${therapy.title.toLowerCase()} care. ` +
      `We followed ${40 + rng.int(400)} ${population} for ${8 + rng.int(44)} weeks.</p>` +
      `<p><em>Findings:</em> ${finding}</p>` +
      `<p>Full text at <a href="${link}">${journal.title}</a>.</p>`,
  };
}

/** Titles of the articles whose HTML carries script-like markup that the client's sanitiser must neutralise. */
export const MARKUP_TEST_TITLES = [
  'Amlodipine and ankle oedema: reader questions answered',
  'Metformin and vitamin B12: a practical checklist',
  'Inhaler technique: common errors seen in clinic',
] as const;

const MARKUP_TESTS: readonly ArticleSeed[] = [
  {
    journalIndex: 0,
    title: MARKUP_TEST_TITLES[0],
    therapy: 'Antihypertensives',
    link: 'https://journals.example.org/ihr/articles/2025-q001',
    publishedAt: daysBeforeEpoch(4, 12),
    reference: '<p><em>Indian Heart Review</em> 2025; 6(4): 201–203.</p>',
    description:
      '<p>Ankle oedema is dose-related.<img src=x onerror="alert(1)"></p><p><em>Tip:</em> add an ACE inhibitor or ARB.</p>',
  },
  {
    journalIndex: 3,
    title: MARKUP_TEST_TITLES[1],
    therapy: 'Antidiabetics',
    link: 'https://journals.example.org/ept/articles/2025-q002',
    publishedAt: daysBeforeEpoch(10, 12),
    reference: '<p><em>Endocrine Practice Today</em> 2025; 6(4): 88–90. <a href="javascript:alert(1)">doi</a></p>',
    description:
      '<p>Check B12 yearly in long-term metformin users.</p><p><a href="javascript:alert(1)">Open the checklist</a></p>',
  },
  {
    journalIndex: 4,
    title: MARKUP_TEST_TITLES[2],
    therapy: 'Bronchodilators',
    link: 'https://journals.example.org/rcb/articles/2025-q003',
    publishedAt: daysBeforeEpoch(16, 12),
    reference: '<p><em>Respiratory Care Bulletin</em> 2025; 6(4): 41–44.</p>',
    description:
      '<p onclick="alert(1)">Most errors are in breath-hold timing.</p><script>alert(1)</script>' +
      '<iframe src="javascript:alert(1)"></iframe><p><em>Use a spacer</em> for children.</p>',
  },
];

/** Every article: ARTICLE_COUNT generated ones (newest first) and the markup-test articles. */
export function buildArticles(): ArticleSeed[] {
  const rng = createRandom(20260101);
  const seen = new Set<string>(MARKUP_TEST_TITLES);
  const generated = Array.from({ length: ARTICLE_COUNT }, (_, index) => article(index, rng, seen));
  return [...generated, ...MARKUP_TESTS];
}

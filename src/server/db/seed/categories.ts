/** Home-grid categories covering every outcome: 'submenu', 'page' (external and priority contact) and 'other'. */
import { PRIORITY_CONTACT_LINK } from '../../../shared/constants.ts';
import type { FocusName } from './catalogue.ts';

/** A category row with a stable key that its sub-categories refer to. */
export interface CategorySeed {
  key: string;
  title: string;
  description: string;
  outcome: 'submenu' | 'page' | 'other';
  link: string;
  image: string;
  banner: 'Y' | 'N';
  focus: FocusName | null;
}

const submenu = (key: string, title: string, description: string, focus: FocusName | null = null): CategorySeed => ({
  key,
  title,
  description,
  outcome: 'submenu',
  link: '',
  image: `${key}.svg`,
  banner: 'N',
  focus,
});

/** Every category, in home-grid order (images under public/images/categories/<key>.svg). */
export const CATEGORIES: readonly CategorySeed[] = [
  {
    ...submenu(
      'order-samples',
      'Order Samples & Services',
      'Order <b>free samples</b> of our therapies and clinic services.',
    ),
    banner: 'Y',
  },
  submenu('medical-content', 'Medical Content', 'Latest <b>articles</b>, journal emailers and product brochures.'),
  submenu(
    'digital-services',
    'Digital Services',
    'Webinars, personalised videos, <i>digital</i> clinic kits and portals.',
  ),
  submenu('patient-education', 'Patient Education', 'Printables, leaflets and videos for your <b>patients</b>.'),
  submenu(
    'cardiac-care',
    'Cardiac Care Kit',
    'Clinic aids and masterclasses for <b>cardiology</b> practice.',
    'Cardiology',
  ),
  submenu(
    'diabetes-care',
    'Diabetes Care Kit',
    'Clinic aids and masterclasses for <b>diabetes</b> care.',
    'Diabetology',
  ),
  submenu(
    'respiratory-care',
    'Respiratory Care Kit',
    'Clinic aids and masterclasses for <b>chest</b> clinics.',
    'Respiratory',
  ),
  submenu('neuro-care', 'Neuro Care Kit', 'Clinic aids and masterclasses for <b>neurology</b> practice.', 'Neurology'),
  {
    key: 'cme-portal',
    title: 'CME Portal',
    // The card's link says it opens a new tab (its label); the description need not say it again.
    description: 'Accredited <b>CME</b> courses.',
    outcome: 'page',
    link: 'https://cme.example.org/courses',
    image: 'cme-portal.svg',
    banner: 'N',
    focus: null,
  },
  {
    key: 'heart-month',
    title: 'Heart Month 2026',
    description: 'Campaign material for <b>World Heart Month</b>.',
    outcome: 'page',
    link: 'https://www.example-pharma.com/campaigns/heart-month-2026',
    image: 'heart-month.svg',
    banner: 'N',
    focus: 'Cardiology',
  },
  {
    key: 'priority-contact',
    title: 'Priority Contact',
    description: 'Send a <b>priority message</b> to your managers.',
    outcome: 'page',
    link: PRIORITY_CONTACT_LINK,
    image: 'priority-contact.svg',
    banner: 'N',
    focus: null,
  },
  {
    key: 'latest-articles',
    title: 'Latest Articles',
    description: 'Read the newest <b>journal articles</b>.',
    outcome: 'other',
    link: '/articles',
    image: 'latest-articles.svg',
    banner: 'N',
    focus: null,
  },
];

/** The English sentences of the console's edit conflicts (services/admin/record-version.ts). */
import { businessDayAndTime, businessZone } from '../../../shared/business-time.ts';
import { DOCTOR_ACTOR } from './actor.ts';

/** The word a conflict sentence uses for each record kind. */
const NOUNS = {
  doctor: 'doctor',
  article: 'article',
  product: 'product',
  category: 'category',
  subcategory: 'card',
  therapy: 'therapy',
  focus: 'focus',
  journal: 'journal',
  video: 'video',
  portal: 'portal',
  file: 'file',
  emailer: 'emailer',
  banner: 'banner',
  medical_question: 'question',
} as const;

/** An instant as the console writes it: "2027-03-31 14:32 IST" (India time, the company's). */
export function consoleTime(at: Date): string {
  const { day, time } = businessDayAndTime(at.getTime());
  return `${day} ${time} ${businessZone().name}`;
}

/** Who changed a record, from an audit row's author ('doctor': the doctor in the portal, services/admin/actor.ts). */
const byWhom = (author: string): string => (author === DOCTOR_ACTOR.email ? 'the doctor, in the portal' : author);

/** The texts of a refused stale save. */
export const recordText = {
  changedMeanwhile: (record: keyof typeof NOUNS, last?: { at: string; by: string }) =>
    `This ${NOUNS[record]} was changed by someone else since you opened it${last ? ` (at ${last.at} by ${byWhom(last.by)})` : ''}. Reload it to see their changes; your text is still in the form.`,
} as const;

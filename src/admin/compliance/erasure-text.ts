/** The console's texts of erasure requests (English only, like the whole console; docs/CONSOLE.md). */
import type { Static } from 'typebox';
import type { erasureSchema } from '../../shared/contract/admin/erasures.ts';

/** One request as the console lists it. */
export type ErasureRow = Static<typeof erasureSchema>;

/** Texts of the erasure requests screen. */
export const erasureText = {
  tab: 'Erasure requests',
  title: 'Erasure requests',
  intro:
    'Doctors who asked to erase their data (DPDP Act 2023). Processing erases or anonymises their data everywhere except the sample ledger, adverse-event reports and medical questions, removes their files and tells them by mail (or SMS) what was kept. Process within 30 days of the request.',
  reference: 'Reference',
  doctor: 'Doctor',
  requested: 'Requested',
  status: 'Status',
  processed: 'Processed',
  told: 'Told by',
  actions: 'Actions',
  process: 'Erase',
  processOne: (name: string) => `Erase the data of ${name}`,
  confirmTitle: 'Erase this doctor’s data?',
  confirmBody: (name: string) =>
    `${name}: profile, orders, messages, chat, push tokens, settings and files are erased; the sample ledger, adverse-event reports and medical questions are kept (the last two with the doctor’s name, phone and e-mail). This cannot be undone.`,
  openSafety: (questions: number, reports: number) =>
    `Still open: ${questions} medical question${questions === 1 ? '' : 's'} and ${reports} side-effect report${reports === 1 ? '' : 's'}. They are kept with the doctor’s name, phone and e-mail, so answers and follow-ups still reach the doctor; finish them in the safety queues.`,
  done: (name: string, toldBy: string) =>
    `The data of ${name} is erased. ${toldBy ? `The doctor was told by ${toldBy}.` : 'The doctor could not be told (no mail or SMS went out).'}`,
  erased: '(erased)',
} as const;

/** The choices of the doctor forms and filters (GET /admin/options): therapeutic focuses and managers. */
import type { Static } from 'typebox';
import type { adminOptions } from '../../shared/contract/admin/doctors.ts';

/** The options payload (element 1 of the answer). */
export type Options = Static<Exclude<(typeof adminOptions)['answer'], { file: string }>>[1];

/** Before the options arrive. */
export const NO_OPTIONS: Options = { focuses: [], managers: [] };

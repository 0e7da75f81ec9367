/** The choices of the doctor forms and filters (GET /admin/options): therapeutic focuses and managers. */
import type { PayloadOf } from '../../shared/contract/admin/define.ts';
import type { adminOptions } from '../../shared/contract/admin/doctors.ts';

/** The options payload. */
export type Options = PayloadOf<typeof adminOptions>;

/** Before the options arrive. */
export const NO_OPTIONS: Options = { focuses: [], managers: [] };

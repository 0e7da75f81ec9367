/** Hindi texts of common (same keys as en/common.ts). */
import type { common as en } from '../en/common.ts';
import type { Shape } from '../shape.ts';

export const common = {
  loading: 'लोड हो रहा है…',
  newTab: '(नए टैब में खुलेगा)',
  dismiss: 'हटाएं',
  close: 'बंद करें',
  search: 'लेख खोजें',
  searchPlaceholder: 'लेख खोजें',
  searchSubmit: 'खोजें',
} as const satisfies Shape<typeof en>;

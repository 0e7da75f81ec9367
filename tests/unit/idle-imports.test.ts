/** The imports made when idle load without preloads (src/integrations/idle-imports.ts); every other keeps them. */
import { describe, expect, it } from 'vitest';
import { preloadsFor } from '../../src/integrations/idle-imports.ts';

const deps = ['_astro/offline.D8Cs67b5.js', '_astro/dates.DBbMn1hx.js'];

describe('preloadsFor', () => {
  it('preloads nothing for the status parts, the privacy notice and the outbox panel', () => {
    for (const file of [
      '_astro/page-status.BI8yDU-_.js',
      '_astro/mount-notice.CvgA7cj5.js',
      '_astro/outbox-panel.DPCQtKF6.js',
    ]) {
      expect(preloadsFor(file, deps)).toEqual([]);
    }
  });

  it("keeps the preloads of every other import, a name that only begins like an idle one's included", () => {
    expect(preloadsFor('_astro/SamplesForm.MWizwTlB.js', deps)).toEqual(deps);
    expect(preloadsFor('_astro/mount-chat.CnMMpAxE.js', deps)).toEqual(deps);
    expect(preloadsFor('_astro/page-status-extra.abc123.js', deps)).toEqual(deps);
  });
});

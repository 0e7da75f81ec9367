/** A form's "you are offline" alert, once the browser is back online (lib/form-state.ts backOnline). */
import { describe, expect, it } from 'vitest';
import { backOnline } from '../../src/lib/form-state.ts';
import { t } from '../../src/shared/messages/index.ts';

describe('backOnline', () => {
  it('turns the offline refusal into "back online, send it again", keeping the rest of the form', () => {
    const send = () => undefined;
    const offer = { label: t.outboxOffer.sendLater, send };
    expect(backOnline({ busy: false, errors: {}, alert: t.errors.offline, offer })).toEqual({
      busy: false,
      errors: {},
      alert: t.errors.backOnline,
      offer,
    });
  });

  it('leaves every other state as it is: no alert, another alert, a send under way', () => {
    const states = [
      { busy: false, errors: {} },
      { busy: false, errors: {}, alert: t.errors.network },
      { busy: true, errors: {}, alert: t.errors.offline },
    ];
    for (const state of states) expect(backOnline(state)).toBe(state);
  });
});

/**
 * The audit log's Changed fields cell (src/admin/audit/audit-text.ts): a field that did not exist shows ∅, an empty
 * text shows (empty), so a reason added to an order or an optional image left blank does not read as a cut-off line.
 */
import { describe, expect, it } from 'vitest';
import { changesText } from '../../src/admin/audit/audit-text.ts';

describe('audit changed fields', () => {
  it('tells a field that did not exist from an empty text', () => {
    expect(
      changesText({
        reason: { from: '', to: 'Out of stock this week' },
        status: { from: 'Requested', to: 'Rejected' },
      }),
    ).toBe('reason: (empty) → Out of stock this week; status: Requested → Rejected');
    expect(changesText({ popupLinkHi: { from: null, to: '' }, sort: { from: null, to: '0' } })).toBe(
      'popupLinkHi: ∅ → (empty); sort: ∅ → 0',
    );
  });
});

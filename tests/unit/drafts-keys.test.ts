/** The drafts script (layouts/chrome/drafts.ts, inlined, no imports) names the same storage keys as storage-keys.ts. */
import { describe, expect, it } from 'vitest';
import { DRAFT_PREFIX, SESSION_KEY } from '../../src/layouts/chrome/drafts.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';

describe('drafts script keys', () => {
  it('keeps drafts under STORAGE_KEYS.draft and reads the session from STORAGE_KEYS.session', () => {
    expect(DRAFT_PREFIX).toBe(STORAGE_KEYS.draft);
    expect(SESSION_KEY).toBe(STORAGE_KEYS.session);
  });
});

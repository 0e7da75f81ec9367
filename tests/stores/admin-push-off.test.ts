/**
 * The notifications screen's composer store (src/admin/stores/push-composer.ts) against an in-process API without
 * FCM_SERVICE_ACCOUNT: the composer knows pushes are off and says what is missing in an operator's terms (the
 * setting, the key file it names, the restart, the deploy guide) and that an operator, not this console, sets it.
 */
import { describe, expect, it } from 'vitest';
import { createPushComposer } from '../../src/admin/stores/push-composer.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { routeConsole } from './helpers/console.ts';

const api = inProcessApi();

describe('push composer without FCM', () => {
  it('says what is missing and who sets it up', async () => {
    const key = (await signedInStaff(api.t, 'content')).key;
    routeConsole(api.t, () => key);
    const composer = createPushComposer();
    expect(composer.$notSetUp.get()).toBe('');
    await composer.load();
    expect(composer.$configured.get()).toBe(false);
    const notice = composer.$notSetUp.get();
    expect(notice).toMatch(/^Push is not set up on this server/);
    expect(notice).toContain('FCM_SERVICE_ACCOUNT');
    expect(notice).toContain('service-account key file');
    expect(notice).toContain('restarted');
    expect(notice).toContain('docs/DEPLOY.md');
    expect(notice).toContain('operator');
    expect(notice).toContain('not this console');
  });
});

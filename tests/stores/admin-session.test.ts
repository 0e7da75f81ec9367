/**
 * The console's session and sign-in stores (src/admin/stores/session.ts, sign-in.ts) through the console's request
 * function against the in-process API: a refused sign-in starts again without the secrets, a good one starts the
 * session (kept for a reload), signing out revokes the key on the server; enrolment reads the link, checks the
 * repeated password before sending, and a spent link is refused.
 */
import { describe, expect, it } from 'vitest';
import { staffCreate, staffList } from '../../src/shared/contract/admin/staff.ts';
import { staffCall } from '../../src/admin/api.ts';
import { readSession } from '../../src/admin/session.ts';
import { $signInNotice, $staffSession, endSession, signOut } from '../../src/admin/stores/session.ts';
import { createEnrol, createSignIn } from '../../src/admin/stores/sign-in.ts';
import { text } from '../../src/admin/text.ts';
import { totpNow } from '../../src/server/lib/staff-secrets.ts';
import { insertStaff, signedInStaff, TEST_PASSWORD, TEST_SECRET } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { routeConsole } from './helpers/console.ts';

const api = inProcessApi();

describe('console session stores', () => {
  it('a wrong code starts again without the secrets; the right one starts the session; signing out revokes it', async () => {
    const ended = routeConsole(api.t, () => readSession()?.key ?? '');
    const account = await insertStaff(api.t, 'admin');
    const signIn = createSignIn();
    signIn.form.set({ email: account.email, password: '' });
    expect(signIn.next()).toBe(false);
    expect(signIn.form.$errors.get()).toEqual({ password: text.form.required });

    signIn.form.set({ password: TEST_PASSWORD });
    expect(signIn.next()).toBe(true);
    signIn.form.set({ code: '12a' });
    expect(await signIn.submit()).toBeNull();
    expect(Object.keys(signIn.form.$errors.get())).toEqual(['code']);
    expect(signIn.$step.get()).toBe('code');

    const wrong = totpNow(TEST_SECRET, api.t.clock.now() - 10 * 60_000);
    signIn.form.set({ code: wrong });
    expect(await signIn.submit()).toBeNull();
    expect(signIn.$failure.get()).toBe('E-mail, password or code is wrong.');
    expect(signIn.$step.get()).toBe('password');
    expect(signIn.form.$values.get()).toEqual({ email: account.email, password: '', code: '' });
    expect($staffSession.get()).toBeNull();
    // The next attempt clears the refusal (it is not shown again on the code step).
    signIn.form.set({ password: TEST_PASSWORD });
    expect(signIn.next()).toBe(true);
    expect(signIn.$failure.get()).toBe('');

    endSession(text.signIn.expired);
    signIn.form.set({ password: TEST_PASSWORD, code: totpNow(TEST_SECRET, api.t.clock.now()) });
    const session = await signIn.submit();
    expect(session?.staff.email).toBe(account.email);
    expect($staffSession.get()).toEqual(session);
    expect(readSession()).toEqual(session);
    expect($signInNotice.get()).toBe('');
    expect(signIn.$busy.get()).toBe(false);
    await staffCall(staffList, { query: {} });

    await signOut();
    expect($staffSession.get()).toBeNull();
    expect(readSession()).toBeNull();
    expect($signInNotice.get()).toBe(text.signIn.signedOut);
    const revoked = await api.t.app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: { authorization: `Staff ${session?.key}` },
    });
    expect(revoked.statusCode).toBe(401);
    expect(ended.ended()).toBe(0);
  });

  it('enrols from a link an admin made; a repeated password that differs is refused before sending; a spent link is refused', async () => {
    const admin = await signedInStaff(api.t, 'admin');
    routeConsole(api.t, () => admin.key);
    const { enrolLink } = await staffCall<{ enrolLink: string }>(staffCreate, {
      body: { email: 'new.enrolee@example.com', name: 'New Enrolee', role: 'fulfilment' },
    });
    const token = new URLSearchParams(enrolLink.split('?')[1]).get('token') ?? '';
    const enrol = createEnrol(token);
    const stop = enrol.$info.listen(() => undefined);
    await expect.poll(() => enrol.$info.get()?.email).toBe('new.enrolee@example.com');
    const secret = enrol.$info.get()?.secret ?? '';

    enrol.form.set({ password: 'a long enough pass phrase 42', repeat: 'something else', code: '123456' });
    expect(await enrol.submit()).toBe(false);
    expect(enrol.form.$errors.get()).toEqual({ repeat: text.enrol.mismatch });

    const code = totpNow(secret, api.t.clock.now());
    enrol.form.set({ repeat: 'a long enough pass phrase 42', code });
    expect(await enrol.submit()).toBe(true);
    expect(await enrol.submit()).toBe(false);
    expect(enrol.form.$errors.get()).toEqual({
      form: 'This enrolment link is invalid, used or expired. Ask an admin for a new one.',
    });

    const spent = createEnrol(token);
    const stopSpent = spent.$failure.listen(() => undefined);
    spent.$info.listen(() => undefined);
    await expect
      .poll(() => spent.$failure.get())
      .toBe('This enrolment link is invalid, used or expired. Ask an admin for a new one.');
    stop();
    stopSpent();
  });
});

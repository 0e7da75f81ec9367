/** A POST declaring `Content-Type: application/json` with an empty body is a call without a body, member and staff. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember } from './helpers/fixtures.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let key: string;

/** A POST with `Content-Type: application/json` and the given raw body. */
const jsonPost = (url: string, authorization: string, payload = '', type = 'application/json') =>
  t.request({ method: 'POST', url: `/api${url}`, headers: { authorization, 'content-type': type }, payload });

beforeAll(async () => {
  t = await build();
  key = await t.app.deps.sessions.create(await insertMember(t.database.db, { countryCode: '91', phone: '9822222222' }));
});
afterAll(() => t.close());

describe('an empty JSON body', () => {
  it('is no body for a member call whose body is optional (GetAllTherapy.php answers, not 400)', async () => {
    const response = await jsonPost('/GetAllTherapy.php', `Bearer ${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({ status: 'success' });
  });

  it('with a charset is no body either', async () => {
    const response = await jsonPost('/GetAllTherapy.php', `Bearer ${key}`, '', 'application/json; charset=utf-8');
    expect(response.statusCode).toBe(200);
  });

  it("leaves a required body to the call's own validation, which names the field", async () => {
    const response = await jsonPost('/SetTherapy.php', `Bearer ${key}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()[0]).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect(response.json()[0].field).toBeTruthy();
  });

  it('is no body for a staff call without one (logout answers 200 and ends the session)', async () => {
    const staff = await signedInStaff(t, 'admin');
    const response = await jsonPost('/admin/auth/logout', `Staff ${staff.key}`);
    expect(response.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/admin/auth/me', headers: staffHeader(staff.key) });
    expect(me.statusCode).toBe(401);
  });

  it('is no body for the member logout, which then revokes the key', async () => {
    const own = await t.app.deps.sessions.create(
      await insertMember(t.database.db, { countryCode: '91', phone: '9822222223' }),
    );
    expect((await jsonPost('/logout.php', `Bearer ${own}`)).statusCode).toBe(200);
    expect((await jsonPost('/GetAllTherapy.php', `Bearer ${own}`)).statusCode).toBe(401);
  });

  it.each(['{"a":', ' '])(
    'does not change what a malformed JSON body (%j) answers: 400 VALIDATION_FAILED',
    async (body) => {
      const response = await jsonPost('/GetAllTherapy.php', `Bearer ${key}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    },
  );
});

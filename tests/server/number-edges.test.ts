/**
 * Numbers at the edges (tests/unit/contract-numbers.test.ts checks the schemas): "Infinity", 1e309 and keys past 32
 * bits are a 400 naming the field, in form fields, JSON strings and raw JSON numbers, for member and staff calls; the
 * largest valid values still reach the route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/app.ts';
import { signedInMember } from './helpers/member-session.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let member: string;
let staff: string;

beforeAll(async () => {
  t = await build();
  member = (await signedInMember(t)).key;
  staff = (await signedInStaff(t, 'admin')).key;
});
afterAll(() => t.close());

/** A member call with a form-encoded body. */
const form = (url: string, payload: string) =>
  t.request({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${member}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

/** A call with a raw JSON text (so 1e309 arrives as a number). */
const json = (url: string, payload: string, headers: Record<string, string>) =>
  t.request({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });

/** Expects the validation refusal naming the field. */
function refused(response: Awaited<ReturnType<typeof form>>, field: string): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()[0]).toEqual({ status: 'error', code: 'VALIDATION_FAILED', field });
}

describe('numbers at the edges', () => {
  it('refuses a page of Infinity or past the last possible page, as form fields and as JSON', async () => {
    for (const page of ['1e309', 'Infinity', '-Infinity', '1000000', '99999999999']) {
      refused(await form('/GetArticles.php', `page=${page}`), 'page');
    }
    for (const page of ['1e309', '"Infinity"', '1e400', '2147483648', '-1']) {
      refused(await json('/GetArticles.php', `{"page":${page}}`, { authorization: `Bearer ${member}` }), 'page');
    }
    expect((await form('/GetArticles.php', 'page=999999')).statusCode).toBe(200);
  });

  it('refuses ids past 32 bits in form fields and queries', async () => {
    refused(await form('/GetJournal.php', 'Jid=9999999999&page=1'), 'Jid');
    const query = await t.request({
      method: 'GET',
      url: '/api/GetSubCategory.php?category_id=4294967296',
      headers: { authorization: `Bearer ${member}` },
    });
    refused(query, 'category_id');
    expect((await form('/GetJournal.php', 'Jid=999999999&page=1')).statusCode).toBe(404);
  });

  it('refuses staff ids of Infinity, 1e309 or past 32 bits', async () => {
    const headers = staffHeader(staff);
    for (const id of ['"Infinity"', '1e309', '2147483648', '"1e309"']) {
      refused(await json('/admin/doctors/unlock', `{"id":${id}}`, headers), 'id');
    }
    const missing = await json('/admin/doctors/unlock', '{"id":2147483647}', headers);
    expect(missing.statusCode).toBe(404);
  });
});

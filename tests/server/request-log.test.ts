/**
 * Issue 42 §4: one JSON log line per request with its request id (a well-formed X-Request-Id is kept and sent back),
 * member ids only as salted hashes, and no phone number, e-mail, code or key of the seeded demo doctors anywhere in
 * the log of a realistic call sequence (a server test over the seeded data, not an e2e run's log).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEST_NUMBERS } from '../../src/server/config.ts';
import { MEMBERS } from '../../src/server/db/seed/people.ts';
import { LogIds, logId } from '../../src/server/services/log-ids.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({ LOG_ID_SALT: 'salt-of-the-log-test' }, { seeded: true });
});
afterAll(() => t.close());

/** The parsed log lines of one request id. */
const linesOf = (requestId: string) =>
  t.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === requestId);

describe('request log lines', () => {
  it('keep a well-formed X-Request-Id, send it back, and write one line for the request', async () => {
    const id = 'lb-7f3a9c2e-0001';
    const response = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toBe(id);
    const lines = linesOf(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', route: '/api/health', status: 200 });
  });

  it('replace a malformed X-Request-Id with a new one', async () => {
    for (const given of ['short', 'has spaces in it', `x${'y'.repeat(80)}`, 'bad\u0000id-123456']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(linesOf(given)).toHaveLength(0);
    }
  });

  it('never carry the demo doctors’ numbers, e-mails, codes or keys across a realistic call sequence', async () => {
    const keys: string[] = [];
    for (const entry of DEMO_TEST_NUMBERS.split(',')) {
      const [country = '', mobile = '', code = ''] = entry.split(':');
      const asked = await t.request(post('/check.php', { country_code: country, mobile_no: mobile }));
      const challenge = (asked.json() as [unknown, { key: string }])[1].key;
      await t.request(post('/login.php', { key: challenge, otp: '000000' }));
      const login = await t.request(post('/login.php', { key: challenge, otp: code }));
      expect(login.statusCode).toBe(200);
      const key = (login.json() as [unknown, { key: string }])[1].key;
      keys.push(challenge, key);
      const member = { authorization: `Bearer ${key}` };
      await t.request(post('/OrderHistory.php', {}, key));
      await t.request({ method: 'GET', url: '/api/Consent.php', headers: member });
      await t.request(post('/SaveConsent.php', { notifications: true, analytics: true, channel: 'settings' }, key));
      await t.request({ method: 'GET', url: '/api/MySamples.php', headers: member });
      await t.request(post('/PriorityMessage.php', { message: 'Please call me about the samples.' }, key));
      await t.request({ method: 'GET', url: '/api/MyData.php', headers: member });
      await t.request(post('/logout.php', {}, key));
    }
    const log = t.logs.join('\n');
    const lines = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => line.msg === 'request' && line.member).length).toBeGreaterThan(10);
    for (const line of lines.filter((entry) => entry.member !== undefined)) {
      expect(line.member).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(log).not.toMatch(/"memberId"/);
    for (const doctor of MEMBERS) {
      expect(log).not.toContain(doctor.phone);
      if (doctor.email) expect(log).not.toContain(doctor.email);
    }
    for (const secret of [...keys, '123456']) expect(log).not.toContain(secret);
  });

  it('are not written above the info level, and the answer still carries its request id', async () => {
    const id = 'lb-7f3a9c2e-0002';
    t.app.log.level = 'warn';
    try {
      const response = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toBe(id);
    } finally {
      t.app.log.level = 'debug';
    }
    expect(linesOf(id)).toHaveLength(0);
  });
});

describe('log ids', () => {
  it('are the salted hash of the id, the same when remembered and after the remembered ones are let go', () => {
    const ids = new LogIds('salt-a');
    expect(ids.of('member', 7)).toBe(logId('salt-a', 'member', 7));
    expect(ids.of('member', 7)).toBe(logId('salt-a', 'member', 7));
    expect(ids.of('staff', 7)).toBe(logId('salt-a', 'staff', 7));
    expect(ids.of('staff', 7)).not.toBe(ids.of('member', 7));
    expect(new LogIds('salt-b').of('member', 7)).not.toBe(ids.of('member', 7));
    for (let id = 1; id <= 12_000; id++) ids.of('member', id);
    expect(ids.of('member', 7)).toBe(logId('salt-a', 'member', 7));
    expect(ids.of('member', 11_999)).toBe(logId('salt-a', 'member', 11_999));
  });

  it("are what docs/OPERATIONS.md's recipe computes from the salt and the id", () => {
    const recipe = createHmac('sha256', 'salt-a').update('member:7').digest('hex').slice(0, 16);
    expect(logId('salt-a', 'member', 7)).toBe(recipe);
  });
});

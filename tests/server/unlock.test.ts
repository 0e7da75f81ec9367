/** Operator unlock of a locked phone number: unlockNumber on a number locked the real way, and the `npm run unlock` CLI. */
import { and, eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeUnlock } from '../../scripts/unlock.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { otpChallenges, otpNumbers } from '../../src/server/db/schema.ts';
import { unlockNumber } from '../../src/server/services/otp-limits.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';
import { startSmsPeer, waitForCode, type SmsPeer } from './helpers/sms-peer.ts';

const run = promisify(execFile);
let t: TestApp;
let peer: SmsPeer;
let phoneSeq = 0;

async function freshMember(): Promise<string> {
  phoneSeq += 1;
  const phone = `97${String(10_000_000 + phoneSeq).slice(-8)}`;
  await insertMember(t.database.db, { countryCode: '91', phone });
  return phone;
}

const check = (phone: string) => t.request(post('/check.php', { country_code: '91', mobile_no: phone }));
const login = (key: string, otp: string) => t.request(post('/login.php', { key, otp }));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const numberRow = async (phone: string) =>
  (
    await t.database.db
      .select()
      .from(otpNumbers)
      .where(and(eq(otpNumbers.countryCode, '91'), eq(otpNumbers.phone, phone)))
  )[0];

async function askCode(phone: string): Promise<{ key: string; code: string }> {
  const before = peer.sentTo(`91${phone}`);
  const response = await check(phone);
  expect(response.statusCode).toBe(200);
  return {
    key: (response.json() as [unknown, { key: string }])[1].key,
    code: await waitForCode(peer, `91${phone}`, before),
  };
}

/** Sends `count` wrong codes, 5 per code as the challenge allows, a minute apart. */
async function wrongCodes(phone: string, count: number): Promise<void> {
  for (let sent = 0; sent < count; sent += 5) {
    const { key, code } = await askCode(phone);
    for (let i = sent; i < Math.min(count, sent + 5); i += 1)
      expect((await login(key, wrong(code))).statusCode).toBe(400);
    t.clock.advance(61);
  }
}

async function expectLocked(phone: string): Promise<void> {
  const response = await check(phone);
  expect(response.statusCode).toBe(429);
  expect(response.json()[0].code).toBe('OTP_LOCKED');
}

beforeAll(async () => {
  peer = await startSmsPeer();
  t = await build({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: peer.url,
    SMS_HTTP_TOKEN: 'gateway-token',
    TEST_NUMBERS: 'off',
    RATE_LIMIT_CHECK_PER_IP: '0',
    RATE_LIMIT_LOGIN_PER_IP: '0',
  });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});
beforeEach(() => t.clock.advance(3600));

describe('unlockNumber', () => {
  it('unlocks a number locked by 20 wrong codes: a code is sent again and the right one logs in; other locks stay', async () => {
    const [phone, other] = [await freshMember(), await freshMember()];
    await wrongCodes(phone, 20);
    await wrongCodes(other, 20);
    await expectLocked(phone);
    await expectLocked(other);
    const lockedUntil = (await numberRow(phone))?.lockedUntil;
    const challenges = await t.database.db.$count(otpChallenges);

    const outcome = await unlockNumber(t.database.db, '91', phone, t.clock.now());
    expect(outcome).toEqual({ known: true, lockedUntil, failures: 0 });
    expect(await numberRow(phone)).toMatchObject({ consecutiveFailures: 0, lockedUntil: null });
    expect(await t.database.db.$count(otpChallenges)).toBe(challenges);

    const { key, code } = await askCode(phone);
    expect((await login(key, code)).statusCode).toBe(200);
    await expectLocked(other);
    expect((await numberRow(other))?.lockedUntil).toBeInstanceOf(Date);
  });

  it('keeps send spacing: right after an unlock, a second code within 60 s is still refused', async () => {
    const phone = await freshMember();
    await askCode(phone);
    await unlockNumber(t.database.db, '91', phone, t.clock.now());
    const tooSoon = await check(phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()[0].code).toBe('RATE_LIMITED');
  });

  it('a number that was not locked has its wrong codes cleared', async () => {
    const phone = await freshMember();
    await wrongCodes(phone, 3);
    expect(await unlockNumber(t.database.db, '91', phone, t.clock.now())).toEqual({
      known: true,
      lockedUntil: null,
      failures: 3,
    });
    expect((await numberRow(phone))?.consecutiveFailures).toBe(0);
  });

  it('an unknown number reports nothing to do and gets no row', async () => {
    expect(await unlockNumber(t.database.db, '91', '9000000001', t.clock.now())).toEqual({ known: false });
    expect(await numberRow('9000000001')).toBeUndefined();
  });

  it('says what it did in one line', () => {
    const target = { countryCode: '91', phone: '9876543210' } as const;
    expect(describeUnlock(target, { known: true, lockedUntil: new Date('2026-11-22T10:00:00Z'), failures: 0 })).toBe(
      'Unlocked +91 9876543210: it was locked until 2026-11-22 10:00 UTC after 20 wrong codes.',
    );
    expect(describeUnlock(target, { known: true, lockedUntil: null, failures: 3 })).toBe(
      '+91 9876543210 was not locked; its 3 wrong codes are cleared.',
    );
    expect(describeUnlock(target, { known: false })).toBe('+91 9876543210 has never asked for a code; nothing to do.');
  });
});

describe('npm run unlock (scripts/unlock.ts)', () => {
  let dir: string;
  let url: string;
  const cli = (args: string[]) =>
    run(process.execPath, ['scripts/unlock.ts', ...args], {
      cwd: process.cwd(),
      env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: url },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unlock-cli-'));
    url = `file://${join(dir, 'db')}`;
    const database = await openDatabase(url);
    try {
      await migrate(database);
      await database.db.insert(otpNumbers).values([
        {
          countryCode: '977',
          phone: '9812345678',
          consecutiveFailures: 0,
          lockedUntil: new Date('2099-01-01T10:00:00Z'),
        },
        {
          countryCode: '91',
          phone: '9876543210',
          consecutiveFailures: 0,
          lockedUntil: new Date('2099-01-01T10:00:00Z'),
        },
      ]);
    } finally {
      await database.close();
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('unlocks the number in a PGlite folder, prints one line and exits 0; the other number stays locked', {
    timeout: 120_000,
  }, async () => {
    const outcome = await cli(['--country', '977', '--phone', '9812345678']);
    expect(outcome).toMatchObject({ code: 0, stderr: '' });
    expect(outcome.stdout).toBe(
      'Unlocked +977 9812345678: it was locked until 2099-01-01 10:00 UTC after 20 wrong codes.\n',
    );
    const again = await cli(['--country', '+977', '--phone', '9812345678']);
    expect(again.stdout).toBe('+977 9812345678 was not locked and had no wrong codes; nothing to do.\n');
    const database = await openDatabase(url);
    try {
      const rows = await database.db.select().from(otpNumbers).orderBy(otpNumbers.countryCode);
      expect(rows.map((row) => [row.countryCode, row.lockedUntil?.toISOString() ?? null])).toEqual([
        ['91', '2099-01-01T10:00:00.000Z'],
        ['977', null],
      ]);
      // While another process (the API) holds the folder, the command stops at once with the lock's message.
      const held = await cli(['--country', '91', '--phone', '9876543210']);
      expect(held.code).toBe(1);
      expect(held.stderr).toContain(`in use by process ${process.pid}`);
    } finally {
      await database.close();
    }
  });

  it.each([
    [[]],
    [['--country', '91']],
    [['--country', '44', '--phone', '9876543210']],
    [['--country', '91', '--phone', '5876543210']],
    [['--country', '977', '--phone', '9876543210', '--force']],
    [['91', '9876543210']],
  ])('refuses the arguments %j with the usage on stderr and exit code 2', async (args) => {
    const outcome = await cli(args);
    expect(outcome.code).toBe(2);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toContain('Usage: npm run unlock -- --country <91|977> --phone <mobile number>');
  });
});

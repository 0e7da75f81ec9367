/**
 * Issue 7 §10: the rate-limit counters hold across TWO real API processes (`node src/server/server.ts`) sharing one
 * PostgreSQL database, hit alternately: the 31st check.php from one address and the 21st member call in a minute
 * are refused, whichever process gets them. PostgreSQL only (TEST_DATABASE_URL): PGlite belongs to one process.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { systemClock } from '../../src/server/services/clock.ts';
import { SessionStore } from '../../src/server/services/sessions.ts';
import { createTestDatabase } from '../server/helpers/database.ts';
import { insertMember } from '../server/helpers/fixtures.ts';
import { startApiProcess, type ApiProcess } from './helpers/processes.ts';
import { report } from './helpers/scale.ts';

let numberSeq = 0;
const number = () => `91${String(20_000_000 + (numberSeq += 1)).slice(-8)}`;
const spoof = (i: number) => `${((i * 37) % 223) + 1}.${i % 250}.${(i * 7) % 250}.${(i % 200) + 1}`;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes sharing one PostgreSQL database', () => {
  let processes: ApiProcess[] = [];
  let drop = async () => {};
  let storage = '';

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await drop();
    if (storage) await rm(storage, { recursive: true, force: true });
  });

  it('check.php and member limits count across both: the 31st check and the 21st member call are refused, whichever process gets them', async () => {
    const target = await createTestDatabase();
    drop = target.drop;
    const database = await openDatabase(target.url, 2);
    await migrate(database);
    const key = await new SessionStore(database.db, systemClock, getConfig({}).session).create(
      await insertMember(database.db, { countryCode: '91', phone: '9811000009' }),
    );
    await database.close();
    storage = await mkdtemp(join(tmpdir(), 'two-processes-'));
    const env = {
      DATABASE_URL: target.url,
      STORAGE_DIR: storage,
      MAIL_OUTBOX_DIR: join(storage, 'outbox'),
      RATE_LIMIT_MEMBER_PER_MINUTE: '20',
    };
    processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    // Fixed windows are aligned to the clock: start well inside one (at most 10 s of waiting).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000 || Date.now() % 600_000 > 590_000)
      await new Promise((done) => setTimeout(done, 60_500 - intoMinute));
    const checks = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await fetch(`${processes[i % 2]!.url}/api/check.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': spoof(i) },
        body: JSON.stringify({ country_code: '91', mobile_no: number() }),
      });
      checks.push(response.status);
    }
    expect(checks).toEqual([...new Array(30).fill(200), 429]);
    const calls = [];
    for (let i = 0; i < 21; i += 1) {
      calls.push(
        (
          await fetch(`${processes[i % 2]!.url}/api/GetTherapy.php`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}` },
          })
        ).status,
      );
    }
    expect(calls).toEqual([...new Array(20).fill(200), 429]);
    report('rate-limit-two-processes', {
      checks: checks.length,
      refusedChecks: checks.filter((s) => s === 429).length,
      memberCalls: calls.length,
      refusedMemberCalls: calls.filter((s) => s === 429).length,
    });
  });
});

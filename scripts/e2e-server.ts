/** The server end-to-end tests run against: the built site and the API on PORT with a fresh in-memory database and the demo seed. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_TEST_NUMBERS } from '../src/server/config.ts';
import { main } from '../src/server/server.ts';
import { FRESH_MOBILES } from '../tests/e2e/fresh.ts';
import { buildSiteIfNeeded } from './lib/build-site.ts';

delete process.env.TEST_DATABASE_URL;
delete process.env.NODE_ENV;
delete process.env.SMS_PROVIDER;
process.env.DATABASE_URL = 'memory://';
// The demo members, plus Dr. Meera Iyer and Dr. Arjun Singh for tests that change a member's state, and the block the
// doctors that specs enrol and log in as take their numbers from (tests/e2e/fresh.ts).
const freshMobiles = Array.from({ length: FRESH_MOBILES.count }, (_, i) => `91:${FRESH_MOBILES.first + i}:123456`);
process.env.TEST_NUMBERS = [DEMO_TEST_NUMBERS, '91:9876543211:123456,91:9876543212:123456', ...freshMobiles].join(',');
process.env.STORAGE_DIR = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.MAIL_OUTBOX_DIR = join(process.env.STORAGE_DIR, 'outbox');
process.env.SEED_DEMO = 'true';
process.env.HOST = '127.0.0.1';
process.env.PORT ??= '4399';
// Every request's line, in the log file playwright.config.ts sends stdout to: tests/e2e/teardown.ts checks that no
// doctor's number or e-mail is in it (docs/OPERATIONS.md "Logs").
process.env.LOG_LEVEL ??= 'info';
// Every e2e login comes from 127.0.0.1: the per-address and per-member limits (docs/SECURITY.md) stay on, but generous.
process.env.RATE_LIMIT_CHECK_PER_IP ??= '100000';
process.env.RATE_LIMIT_LOGIN_PER_IP ??= '100000';
process.env.RATE_LIMIT_MEMBER_PER_MINUTE ??= '100000';
process.env.RATE_LIMIT_STAFF_PER_MINUTE ??= '100000';
process.env.RATE_LIMIT_STAFF_IP_PER_MINUTE ??= '100000';
// The demo members are shared by every spec and retry: per-member caps on messages, orders and prints stay out of
// the way.
process.env.RATE_LIMIT_PRIORITY_PER_HOUR ??= '100000';
process.env.RATE_LIMIT_QUESTIONS_PER_HOUR ??= '100000';
process.env.RATE_LIMIT_REPORTS_PER_HOUR ??= '100000';
process.env.RATE_LIMIT_EMAILERS_PER_HOUR ??= '100000';
process.env.RATE_LIMIT_BOT_PER_HOUR ??= '100000';
process.env.RATE_LIMIT_ORDERS_PER_HOUR ??= '100000';
process.env.PRINTS_PER_DAY ??= '100000';
// Pushes go to the loopback FCM peer tests/e2e/staff-content.spec.ts starts on the next port, with its service account.
process.env.FCM_API_BASE ??= `http://127.0.0.1:${Number(process.env.PORT) + 1}`;
process.env.FCM_SERVICE_ACCOUNT ??= join(tmpdir(), `portal-e2e-fcm-${process.env.PORT}.json`);
process.env.SITE_DIR = buildSiteIfNeeded();
await main();
console.log(`e2e server ready on http://127.0.0.1:${process.env.PORT}/`);

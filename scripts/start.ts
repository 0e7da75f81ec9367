/**
 * `npm start`: builds the site when needed, then runs ONE process serving the static site and the API (/api) on
 * PORT (default 4321), with the embedded database in .data/ (created, migrated and seeded on first start).
 */
import { main } from '../src/server/server.ts';
import { DEMO_TEST_NUMBERS } from '../src/server/config.ts';
import { buildSiteIfNeeded } from './lib/build-site.ts';

process.env.SITE_DIR ??= buildSiteIfNeeded();
process.env.PORT ??= '4321';
await main();

const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1';
const demo = process.env.TEST_NUMBERS ?? (process.env.NODE_ENV === 'production' ? '' : DEMO_TEST_NUMBERS);
console.log(`\nThe portal is running at http://${host === '127.0.0.1' ? 'localhost' : host}:${process.env.PORT}/`);
if (demo && demo !== 'off') {
  console.log('Demo logins (country, mobile number, code):');
  for (const entry of demo.split(',')) {
    const [country, mobile, code] = entry.split(':');
    console.log(`  +${country}  ${mobile}  code ${code}`);
  }
}
console.log('Press Ctrl+C to stop.\n');

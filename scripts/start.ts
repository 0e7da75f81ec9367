/**
 * `npm start`: prepares the database (created, migrated and seeded on first start, in .data/), builds the site
 * when needed (its search index from that database), then runs ONE process serving the static site and the API
 * (/api) on PORT (default 4321).
 */
import { main } from '../src/server/server.ts';
import { DEMO_TEST_NUMBERS } from '../src/server/config.ts';
import { cannotStartLine } from '../src/server/start-failure.ts';
import { prepareSite } from './lib/first-start.ts';

if (!process.env.SITE_DIR) {
  try {
    process.env.SITE_DIR = await prepareSite();
  } catch (error) {
    const line = cannotStartLine(error);
    if (line === undefined) throw error;
    console.error(`\nCannot start: ${line}\n`);
    process.exit(1);
  }
}
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

/** Command-line options of `npm run bench:api -- [--quick] [--duration=10] [--engines=pglite,postgres] [--growth] …`. */
import { parseArgs } from 'node:util';
import type { Engine } from './databases.ts';

/** What one benchmark run does. */
export interface BenchOptions {
  growth: boolean;
  engines: Engine[];
  connections: number[];
  /** Seconds of load per slice (a case's turn in one round, or a bare-route slice between two cases). */
  durationSeconds: number;
  warmupSeconds: number;
  /** Rounds per case: each round loads the case once, between two slices of the bare route. */
  rounds: number;
  /** Only the cases whose name contains one of these (all when empty). */
  only: string[];
  out: string;
  /** Keep the benchmark databases afterwards (to EXPLAIN against them). */
  keep: boolean;
  /** RATE_LIMIT_MEMBER_PER_MINUTE of the API under load: raised so the load is not refused; 0 (off) to see its cost. */
  memberRateLimit: number;
}

/** First port of this benchmark's range (45200–45299). */
export const BASE_PORT = 45200;

const USAGE = `npm run bench:api -- [options]
  --quick               1 round of 3 s per case (default 5 rounds of 2 s, each slice after a 1 s warm-up)
  --duration=<s>        seconds of load per slice (each case in each round, each bare-route slice)
  --warmup=<s>          seconds of unmeasured load before each slice
  --rounds=<n>          rounds per case: each loads the case between two bare-route slices; figures are medians
  --engines=<list>      pglite,postgres (default both; PostgreSQL through TEST_DATABASE_URL)
  --connections=<list>  default 20,200
  --only=<list>         only the cases whose name contains one of these texts
  --growth              the growth curve: article paging and search at 1k, 10k, 100k articles
  --out=<file>          JSON results (default .data/bench/api.json or growth.json)
  --keep                keep the bench_* databases afterwards
  --member-rate-limit=<n>  RATE_LIMIT_MEMBER_PER_MINUTE of the API (default 100000000; 0 = off, to see its cost)`;

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** Parses the command line; prints the usage and exits on --help or a bad option. */
export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      growth: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      rounds: { type: 'string' },
      engines: { type: 'string', default: 'pglite,postgres' },
      connections: { type: 'string', default: '20,200' },
      only: { type: 'string', default: '' },
      out: { type: 'string' },
      'member-rate-limit': { type: 'string', default: '100000000' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const engines = list(values.engines);
  if (engines.some((e) => e !== 'pglite' && e !== 'postgres'))
    throw new Error(`--engines: pglite and/or postgres\n${USAGE}`);
  /** A numeric option, or its default; at least `min` (and whole when asked), else a clear error. */
  const numberOf = (name: string, raw: string | undefined, fallback: number, min: number, whole = false): number => {
    const value = raw === undefined ? fallback : Number(raw);
    if (!Number.isFinite(value) || value < min || (whole && !Number.isInteger(value))) {
      throw new Error(`--${name}=${raw}: ${whole ? 'a whole number' : 'a number'} of at least ${min}\n${USAGE}`);
    }
    return value;
  };
  return {
    growth: values.growth,
    engines: engines as Engine[],
    connections: list(values.connections).map((raw) => numberOf('connections', raw, 0, 1, true)),
    durationSeconds: numberOf('duration', values.duration, values.quick ? 3 : 2, 1, true),
    warmupSeconds: numberOf('warmup', values.warmup, 1, 0, true),
    rounds: numberOf('rounds', values.rounds, values.quick ? 1 : 5, 1, true),
    only: list(values.only),
    out: values.out ?? `.data/bench/${values.growth ? 'growth' : 'api'}.json`,
    keep: values.keep,
    memberRateLimit: Number(values['member-rate-limit']),
  };
}

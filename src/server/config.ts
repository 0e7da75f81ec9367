/** Server configuration: a pure function of the environment (no I/O), validated once at start-up. */
import type { Env } from '../shared/public-config.ts';
import { COUNTRIES, MOBILE_PATTERNS, type CountryCode } from '../shared/constants.ts';

/** A number that logs in with a fixed code and receives no SMS (DESIGN §5). */
export interface TestNumber {
  countryCode: CountryCode;
  phone: string;
  code: string;
}

/** SMS provider settings. */
export type SmsConfig = { provider: 'log' } | { provider: 'http'; url: string; token: string; sender: string };

/** Mail provider settings: a local outbox folder by default, SMTP when MAIL_SMTP_URL is set. */
export type MailConfig =
  | { provider: 'outbox'; dir: string; from: string }
  | { provider: 'smtp'; url: string; from: string };

/** Assistant settings: the built-in assistant by default, an OpenAI-compatible API when BOT_API_URL is set. */
export type BotConfig =
  | { provider: 'builtin' }
  | { provider: 'openai'; url: string; apiKey: string; model: string; timeoutMs: number };

/** API rate limits (src/server/plugins/rate-limit.ts): fixed windows counted in the database; 0 turns one off. */
interface RateLimitConfig {
  /** check.php calls per client address per window. */
  checkPerIp: number;
  /** login.php calls per client address per window. */
  loginPerIp: number;
  /** The window of the two per-address limits, in seconds. */
  ipWindowSeconds: number;
  /** Member calls per member per minute. */
  memberPerMinute: number;
}

/** Everything the API process is configured with. */
export interface Config {
  production: boolean;
  host: string;
  port: number;
  databaseUrl: string;
  /** PostgreSQL connections the API may hold at once (not used by PGlite). */
  databasePoolSize: number;
  sessionSecret: string;
  session: { idleSeconds: number; absoluteSeconds: number };
  testNumbers: TestNumber[];
  sms: SmsConfig;
  storageDir: string;
  mail: MailConfig;
  bot: BotConfig;
  /** Public address of the portal, used in links the API writes (mails, assistant answers). */
  siteUrl: string;
  /** The built static site to serve beside the API (npm start), or undefined for API only. */
  siteDir: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean | string;
  rateLimits: RateLimitConfig;
  logLevel: string;
}

/** Raised for a configuration that must not start. */
export class ConfigError extends Error {}

/** Codes of the demo members of DESIGN §5, enabled outside production by default. */
export const DEMO_TEST_NUMBERS = '91:9876543210:123456,977:9841000001:123456,91:9876500000:123456';

const DEV_SECRET = 'development-only-secret-never-use-in-production';

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
}

/** Parses TEST_NUMBERS: "country:mobile:code" entries separated by commas; "off" or empty disables. */
export function parseTestNumbers(raw: string): TestNumber[] {
  if (raw.trim() === '' || raw.trim() === 'off') return [];
  return raw.split(',').map((entry) => {
    const [countryCode = '', phone = '', code = ''] = entry.trim().split(':');
    const country = COUNTRIES.find((c) => c.code === countryCode);
    if (!country || !MOBILE_PATTERNS[country.code].test(phone) || !/^\d{6}$/.test(code)) {
      throw new ConfigError(`TEST_NUMBERS entry "${entry.trim()}" must be country:mobile:6-digit-code.`);
    }
    return { countryCode: country.code, phone, code };
  });
}

function smsConfig(env: Env): SmsConfig {
  const provider = env.SMS_PROVIDER?.trim() || 'log';
  if (provider === 'log') return { provider };
  if (provider !== 'http') throw new ConfigError('SMS_PROVIDER must be "log" or "http".');
  const url = env.SMS_HTTP_URL?.trim() ?? '';
  if (!/^https?:\/\//.test(url))
    throw new ConfigError('SMS_HTTP_URL must be an http(s) address when SMS_PROVIDER=http.');
  return { provider, url, token: env.SMS_HTTP_TOKEN ?? '', sender: env.SMS_SENDER ?? '' };
}

function mailConfig(env: Env, dataDir: string): MailConfig {
  const from = env.MAIL_FROM?.trim() || 'Doctors Portal <no-reply@example-pharma.com>';
  const url = env.MAIL_SMTP_URL?.trim();
  if (!url) return { provider: 'outbox', dir: env.MAIL_OUTBOX_DIR?.trim() || `${dataDir}/outbox`, from };
  if (!/^smtps?:\/\//.test(url)) throw new ConfigError('MAIL_SMTP_URL must start with smtp:// or smtps://.');
  return { provider: 'smtp', url, from };
}

function botConfig(env: Env): BotConfig {
  const url = env.BOT_API_URL?.trim();
  if (!url) return { provider: 'builtin' };
  if (!/^https?:\/\//.test(url)) throw new ConfigError('BOT_API_URL must be an http(s) address.');
  return {
    provider: 'openai',
    url,
    apiKey: env.BOT_API_KEY ?? '',
    model: env.BOT_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs: int(env, 'BOT_TIMEOUT_MS', 15_000, 100, 120_000),
  };
}

/** TRUST_PROXY: false, true, or the load balancers' addresses/CIDRs (Fastify 5 ignores hop counts, so they are refused). */
function trustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  if (/^\d+$/.test(raw)) {
    throw new ConfigError(
      'TRUST_PROXY must be the address or CIDR of the load balancer (e.g. 10.0.0.0/8), not a hop count.',
    );
  }
  return raw === 'true' ? true : raw;
}

function rateLimitConfig(env: Env): RateLimitConfig {
  return {
    checkPerIp: int(env, 'RATE_LIMIT_CHECK_PER_IP', 30, 0, 100_000_000),
    loginPerIp: int(env, 'RATE_LIMIT_LOGIN_PER_IP', 60, 0, 100_000_000),
    ipWindowSeconds: int(env, 'RATE_LIMIT_IP_WINDOW_SECONDS', 600, 1, 86_400),
    memberPerMinute: int(env, 'RATE_LIMIT_MEMBER_PER_MINUTE', 600, 0, 100_000_000),
  };
}

/** Builds the configuration from an environment; throws ConfigError for one that must not start. */
export function getConfig(env: Env): Config {
  const production = env.NODE_ENV === 'production';
  const testNumbers = parseTestNumbers(env.TEST_NUMBERS ?? (production ? '' : DEMO_TEST_NUMBERS));
  const sessionSecret = env.SESSION_SECRET?.trim() || (production ? '' : DEV_SECRET);
  if (production && testNumbers.length > 0) {
    throw new ConfigError('TEST_NUMBERS must not be set when NODE_ENV=production: test numbers bypass the SMS.');
  }
  const sms = smsConfig(env);
  if (production && sms.provider === 'log') {
    throw new ConfigError(
      'SMS_PROVIDER=log writes codes to the server log: set SMS_PROVIDER=http when NODE_ENV=production.',
    );
  }
  if (production && (sessionSecret.length < 32 || sessionSecret === DEV_SECRET)) {
    throw new ConfigError('SESSION_SECRET must be set to at least 32 random characters when NODE_ENV=production.');
  }
  const idleSeconds = int(env, 'SESSION_IDLE_HOURS', 24 * 7, 1, 24 * 90) * 3600;
  const absoluteSeconds = int(env, 'SESSION_ABSOLUTE_DAYS', 30, 1, 365) * 86400;
  if (idleSeconds > absoluteSeconds) throw new ConfigError('SESSION_IDLE_HOURS must not exceed SESSION_ABSOLUTE_DAYS.');
  return {
    production,
    host: env.HOST?.trim() || '127.0.0.1',
    port: int(env, 'PORT', 4321, 0, 65535),
    databaseUrl: env.DATABASE_URL?.trim() || 'file://.data/db',
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 500),
    sessionSecret,
    session: { idleSeconds, absoluteSeconds },
    testNumbers,
    sms,
    storageDir: env.STORAGE_DIR?.trim() || '.data/storage',
    mail: mailConfig(env, '.data'),
    bot: botConfig(env),
    siteUrl: (env.PUBLIC_SITE_URL?.trim() || 'http://localhost:4321').replace(/\/+$/, ''),
    siteDir: env.SITE_DIR?.trim() || undefined,
    seedDemo: (env.SEED_DEMO ?? (production ? 'false' : 'true')) === 'true',
    trustProxy: trustProxy(env.TRUST_PROXY?.trim()),
    rateLimits: rateLimitConfig(env),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}

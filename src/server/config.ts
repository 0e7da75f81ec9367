/** Server configuration: a pure function of the environment (no I/O), validated once at start-up. */
import { isIP } from 'node:net';
import type { Env } from '../shared/public-config.ts';
import type { DatabaseTimeouts } from './db/client.ts';
import {
  COUNTRIES,
  MOBILE_PATTERNS,
  SAMPLE_YEAR_RULES,
  type CountryCode,
  type SampleYearRule,
} from '../shared/constants.ts';
import { CorsConfigError, corsOrigins } from './cors-config.ts';
import { phraseWeakness } from './secret-strength.ts';
import { type WhatsAppConfig, WhatsAppConfigError, whatsappConfig } from './whatsapp-config.ts';

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

/** The company mailboxes of medical questions and side-effect reports (issue 27 §3, docs/DEPLOY.md). */
export interface SafetyMailConfig {
  /** Medical information (MEDICAL_INFO_MAIL): every medical question. */
  medicalInfo: string[];
  /** Pharmacovigilance (PHARMACOVIGILANCE_MAIL): every adverse-event report. */
  pharmacovigilance: string[];
  /** Medical questions per member per hour (RATE_LIMIT_QUESTIONS_PER_HOUR, 0 = no cap). */
  questionsPerHour: number;
  /** Side-effect reports per member per hour (RATE_LIMIT_REPORTS_PER_HOUR, 0 = no cap). */
  reportsPerHour: number;
  /** The medical information line a doctor is sent to when a cap is reached (SAFETY_PHONE). */
  phone: string;
  /** Compliance (SAFETY_DIGEST_MAIL): the daily mail of what is overdue or due within 48 hours. */
  digest: string[];
  /** The hour, India time, from which that mail goes each day (SAFETY_DIGEST_HOUR, 0–23). */
  digestHour: number;
}

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
  /** PriorityMessage.php calls per member per hour. */
  priorityPerHour: number;
  /** SendEmailer.php calls (mails with a journal PDF) per member per hour. */
  emailersPerHour: number;
  /** CalltoBot.php questions (each may call the assistant's API) per member per hour. */
  botPerHour: number;
  /** Orders placed (every Serv*.php) per member per hour. */
  ordersPerHour: number;
  /** Staff calls per staff account per minute. */
  staffPerMinute: number;
  /** Staff calls (signed in or not) per client address per minute. */
  staffIpPerMinute: number;
}

/** Upload quotas per member (services/uploads/quota.ts), counted in the database so they hold across replicas. */
interface UploadQuotaConfig {
  /** Print orders (ServPrints.php) per member per calendar day (UTC); 0 turns the cap off. */
  printsPerDay: number;
  /** Bytes of print files one member may keep stored; 0 turns the cap off. */
  bytesPerMember: number;
  /** Print files sent to the PDF check per member per hour, refused ones too; 0 turns the cap off. */
  checksPerHour: number;
  /** Profile photos (UpdatePhoto.php) per member per hour, refused ones too; 0 turns the cap off. */
  photosPerHour: number;
  /** Print files one member may have queued or running in the PDF check pool at once. */
  checksHeldPerMember: number;
  /** Workers of the PDF check pool; 0 = one per core but one. */
  checkWorkers: number;
  /** Hours between sweeps of unreferenced uploads (services/storage/sweep-job.ts); 0 turns the sweep off. */
  sweepEveryHours: number;
  /** Uploads younger than this many hours are never swept (their row may still be on its way). */
  sweepMinAgeHours: number;
}

/** Sample rules (UCPMP 2024, services/samples/): who may order, and the yearly cap per country. */
export interface SampleConfig {
  /** Only Verified members may order samples (SAMPLES_REQUIRE_VERIFIED=false turns it off for a pilot). */
  requireVerified: boolean;
  /** Per country calling code: packs per product per year and the year's first day. */
  years: Record<CountryCode, SampleYearRule>;
}

/** The privacy notice's grievance officer and how long consent records and logs are kept (docs/PRIVACY-OPERATIONS.md). */
export interface PrivacyConfig {
  officerName: string;
  officerEmail: string;
  /** Days consent records (all but each purpose's newest), audit rows and processed erasure requests are kept. */
  retentionDays: number;
}

/** Limits on slow clients (plugins/slow-clients.ts). */
export interface SlowClientConfig {
  /** The whole header block must arrive within this time. */
  headersTimeoutSeconds: number;
  /** A whole request (headers and body) must arrive within this time. */
  requestTimeoutSeconds: number;
  /** Least body bytes a second, judged over each window; 0 turns the check off. */
  bodyMinRate: number;
  /** The window of the body-rate check. */
  bodyRateWindowSeconds: number;
}

/** Access keys for the object storage, when the environment gives them (else the SDK's default chain). */
interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Where files live: a local folder (default) or an S3-compatible bucket (STORAGE_URL=s3://bucket/prefix). */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix ending in "/", or empty. */
      prefix: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: S3Credentials | undefined;
      timeouts: S3Timeouts;
    };

/** Deadlines of every call to the bucket, in ms (issue 39 §1: a stalled store must not hang a request). */
export interface S3Timeouts {
  /** To open the TCP (and TLS) connection. */
  connectMs: number;
  /** Without a byte moving either way: waiting for the first byte of the answer, or in the middle of a body. */
  idleMs: number;
  /** The whole call, retries included, until the answer's headers (a download's body then streams on). */
  requestMs: number;
}

/** Everything the API process is configured with. */
export interface Config {
  production: boolean;
  host: string;
  port: number;
  databaseUrl: string;
  /** PostgreSQL connections the API may hold at once (not used by PGlite). */
  databasePoolSize: number;
  /** How long a PostgreSQL statement may run, and a request may wait for a connection (not used by PGlite). */
  databaseTimeouts: DatabaseTimeouts;
  sessionSecret: string;
  session: { idleSeconds: number; absoluteSeconds: number };
  testNumbers: TestNumber[];
  sms: SmsConfig;
  /** The second OTP channel (issue 43 §4): WhatsApp, or undefined when not configured. */
  whatsapp: WhatsAppConfig | undefined;
  /** The local storage folder (STORAGE_DIR): the files' home unless STORAGE_URL is set, and storage:copy's source. */
  storageDir: string;
  /** The storage the API uses: STORAGE_URL wins over STORAGE_DIR when both are set. */
  storage: StorageConfig;
  mail: MailConfig;
  /** Where medical questions and side-effect reports are mailed. */
  safetyMail: SafetyMailConfig;
  /** Firebase Cloud Messaging for pushes the API sends itself (order status): off without a service account. */
  fcm: { serviceAccountFile: string | undefined; apiBase: string };
  bot: BotConfig;
  /** Public address of the portal, used in links the API writes (mails, assistant answers). */
  siteUrl: string;
  /** True when PUBLIC_SITE_URL sets `siteUrl` (else it is http://localhost:PORT and a request's origin is better). */
  siteUrlConfigured: boolean;
  /** CORS_ORIGINS: the origins of a static site served apart from the API, which may call it (plugins/cors.ts). */
  corsOrigins: string[];
  /** The built static site to serve beside the API (npm start), or undefined for API only. */
  siteDir: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean | string;
  rateLimits: RateLimitConfig;
  uploadQuota: UploadQuotaConfig;
  slowClients: SlowClientConfig;
  samples: SampleConfig;
  privacy: PrivacyConfig;
  logLevel: string;
  /** Operations (issue 42): who may read GET /api/metrics, and the salt of the ids in the logs. */
  ops: OpsConfig;
}

/** Raised for a configuration that must not start. */
export class ConfigError extends Error {}

/** Codes of the demo members of DESIGN §5, enabled outside production by default. */
export const DEMO_TEST_NUMBERS = '91:9876543210:123456,977:9841000001:123456,91:9876500000:123456';

const DEV_SECRET = 'development-only-secret-never-use-in-production';

/** Fewest different characters a production secret must use (a base64 secret of 32 characters has about 26). */
const SECRET_MIN_DISTINCT = 16;

/** Least Shannon entropy of a production secret, in bits per character (random base64 has close to 6). */
const SECRET_MIN_BITS_PER_CHAR = 3.5;

/** Why a secret is guessable (repeated characters, a short alphabet, a long run or an ordered sequence), or undefined. */
function secretWeakness(secret: string): string | undefined {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  if (counts.size < SECRET_MIN_DISTINCT) return `only ${counts.size} different characters`;
  let bits = 0;
  for (const count of counts.values()) bits -= (count / chars.length) * Math.log2(count / chars.length);
  if (bits < SECRET_MIN_BITS_PER_CHAR) return 'some characters repeat too often';
  let run = 1;
  let ordered = 1;
  for (let i = 1; i < chars.length; i += 1) {
    const step = (chars[i]?.codePointAt(0) ?? 0) - (chars[i - 1]?.codePointAt(0) ?? 0);
    run = step === 0 ? run + 1 : 1;
    ordered = Math.abs(step) === 1 ? ordered + 1 : 1;
    if (run >= 4) return 'a character repeats four or more times in a row';
    if (ordered >= 8) return 'it holds a long run of consecutive characters';
  }
  return undefined;
}

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

/** The sender when MAIL_FROM is unset (an example domain: production warns, productionWarnings). */
const DEMO_MAIL_FROM = 'Doctors Portal <no-reply@example-pharma.com>';

function mailConfig(env: Env, dataDir: string): MailConfig {
  const from = env.MAIL_FROM?.trim() || DEMO_MAIL_FROM;
  const url = env.MAIL_SMTP_URL?.trim();
  if (!url) return { provider: 'outbox', dir: env.MAIL_OUTBOX_DIR?.trim() || `${dataDir}/outbox`, from };
  if (!/^smtps?:\/\//.test(url)) throw new ConfigError('MAIL_SMTP_URL must start with smtp:// or smtps://.');
  return { provider: 'smtp', url, from };
}

/** A comma-separated list of mail addresses (`name` is the setting, for the error), or `fallback` when unset. */
function mailList(env: Env, name: string, fallback: string): string[] {
  const list = (env[name]?.trim() || fallback)
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  const bad = list.find((address) => !/^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/.test(address));
  if (bad !== undefined || list.length === 0) {
    throw new ConfigError(`${name} must be one or more e-mail addresses separated by commas (${bad ?? 'none'}).`);
  }
  return list;
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

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'];

/** The bucket and key prefix of STORAGE_URL=s3://bucket[/prefix]. */
function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(url);
  const bucket = match?.[1] ?? '';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      `STORAGE_URL must be s3://bucket or s3://bucket/prefix with a bucket of 3 to 63 lower-case letters, digits, dots and dashes (got "${url}").`,
    );
  }
  const segments = (match?.[2] ?? '').split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => !/^[A-Za-z0-9._-]+$/.test(segment) || /^\.+$/.test(segment))) {
    throw new ConfigError(`STORAGE_URL's prefix may hold letters, digits, ".", "_", "-" and "/" only (got "${url}").`);
  }
  return { bucket, prefix: segments.length > 0 ? `${segments.join('/')}/` : '' };
}

/** Access keys from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: both or neither. */
function s3Credentials(env: Env): S3Credentials | undefined {
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim() ?? '';
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together (or neither).');
  }
  const sessionToken = env.AWS_SESSION_TOKEN?.trim();
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/** STORAGE_URL (s3://) with the S3_* settings, else the local STORAGE_DIR; production refuses a half-configured bucket. */
function storageConfig(env: Env, production: boolean, dir: string): StorageConfig {
  const url = env.STORAGE_URL?.trim();
  if (!url) {
    const stray = S3_SETTINGS.filter((name) => env[name]?.trim());
    if (production && stray.length > 0) {
      throw new ConfigError(
        `${stray.join(', ')} set without STORAGE_URL: files would stay in the local folder. Set STORAGE_URL=s3://bucket/prefix, or remove the S3_ settings.`,
      );
    }
    return { kind: 'local', dir };
  }
  const { bucket, prefix } = parseStorageUrl(url);
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    throw new ConfigError(
      `S3_ENDPOINT must be an http(s) address without a path, e.g. https://minio.internal:9000 (got "${endpoint}").`,
    );
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() || 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false')
    throw new ConfigError('S3_FORCE_PATH_STYLE must be "true" or "false".');
  const region = env.S3_REGION?.trim() || env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || '';
  if (production && !region) {
    throw new ConfigError('STORAGE_URL is an S3 bucket but no region is set: set S3_REGION (R2: "auto").');
  }
  const credentials = s3Credentials(env);
  if (production && endpoint && !credentials && !env.AWS_PROFILE?.trim()) {
    throw new ConfigError(
      'S3_ENDPOINT is set but no access keys are: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE).',
    );
  }
  return {
    kind: 's3',
    bucket,
    prefix,
    region: region || 'us-east-1',
    endpoint: endpoint?.replace(/\/$/, ''),
    forcePathStyle: pathStyle === 'true',
    credentials,
    timeouts: {
      connectMs: int(env, 'S3_CONNECT_TIMEOUT_MS', 5_000, 100, 120_000),
      idleMs: int(env, 'S3_IDLE_TIMEOUT_MS', 15_000, 100, 600_000),
      requestMs: int(env, 'S3_REQUEST_TIMEOUT_MS', 50_000, 100, 3_600_000),
    },
  };
}

function rateLimitConfig(env: Env): RateLimitConfig {
  return {
    checkPerIp: int(env, 'RATE_LIMIT_CHECK_PER_IP', 30, 0, 100_000_000),
    loginPerIp: int(env, 'RATE_LIMIT_LOGIN_PER_IP', 60, 0, 100_000_000),
    ipWindowSeconds: int(env, 'RATE_LIMIT_IP_WINDOW_SECONDS', 600, 1, 86_400),
    memberPerMinute: int(env, 'RATE_LIMIT_MEMBER_PER_MINUTE', 600, 0, 100_000_000),
    priorityPerHour: int(env, 'RATE_LIMIT_PRIORITY_PER_HOUR', 5, 0, 100_000),
    emailersPerHour: int(env, 'RATE_LIMIT_EMAILERS_PER_HOUR', 10, 0, 100_000),
    botPerHour: int(env, 'RATE_LIMIT_BOT_PER_HOUR', 120, 0, 100_000),
    ordersPerHour: int(env, 'RATE_LIMIT_ORDERS_PER_HOUR', 60, 0, 100_000),
    staffPerMinute: int(env, 'RATE_LIMIT_STAFF_PER_MINUTE', 300, 0, 100_000_000),
    staffIpPerMinute: int(env, 'RATE_LIMIT_STAFF_IP_PER_MINUTE', 600, 0, 100_000_000),
  };
}

function slowClientConfig(env: Env): SlowClientConfig {
  const headersTimeoutSeconds = int(env, 'HEADERS_TIMEOUT_SECONDS', 20, 1, 600);
  const requestTimeoutSeconds = int(env, 'REQUEST_TIMEOUT_SECONDS', 900, 1, 86_400);
  if (headersTimeoutSeconds >= requestTimeoutSeconds) {
    throw new ConfigError('HEADERS_TIMEOUT_SECONDS must be less than REQUEST_TIMEOUT_SECONDS.');
  }
  return {
    headersTimeoutSeconds,
    requestTimeoutSeconds,
    bodyMinRate: int(env, 'BODY_MIN_RATE', 500, 0, 100_000_000),
    bodyRateWindowSeconds: int(env, 'BODY_RATE_WINDOW_SECONDS', 20, 1, 3600),
  };
}

/** A sample year's first day as MM-DD (a day every year has: 02-29 is refused). */
function yearStart(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  const match = /^(\d{2})-(\d{2})$/.exec(raw);
  const day = match ? new Date(`2025-${raw}T00:00:00Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(5, 10) !== raw) {
    throw new ConfigError(`${name} must be a day of the year as MM-DD, such as 04-01 (got "${raw}").`);
  }
  return raw;
}

function sampleConfig(env: Env): SampleConfig {
  const rule = (code: CountryCode, suffix: string): SampleYearRule => {
    const defaults = SAMPLE_YEAR_RULES[code];
    return {
      packsPerProduct: int(env, `SAMPLE_CAP_${suffix}`, defaults.packsPerProduct, 1, 10_000),
      yearStart: yearStart(env, `SAMPLE_YEAR_START_${suffix}`, defaults.yearStart),
      timeZone: defaults.timeZone,
    };
  };
  const flag = env.SAMPLES_REQUIRE_VERIFIED?.trim() || 'true';
  if (flag !== 'true' && flag !== 'false') {
    throw new ConfigError(`SAMPLES_REQUIRE_VERIFIED must be true or false (got "${flag}").`);
  }
  return { requireVerified: flag === 'true', years: { '91': rule('91', 'INDIA'), '977': rule('977', 'NEPAL') } };
}

// ─── Operations (issue 42): metrics access and log id hashing ───────────────────────────────────────────────────

/** Who may scrape GET /api/metrics, and the salt of the member and staff ids the logs carry. */
export interface OpsConfig {
  /** METRICS_TOKEN: a scraper sending `Authorization: Bearer <token>` may read the metrics. */
  metricsToken: string | undefined;
  /** METRICS_ALLOW: client addresses or CIDRs (after TRUST_PROXY) that may read the metrics without the token. */
  metricsAllow: string[];
  /** BACKUP_TOKEN: `npm run backup` sends it (from the same machine) to copy the embedded database of a running portal. */
  backupToken: string | undefined;
  /** LOG_ID_SALT (default: derived from SESSION_SECRET): salts the hashed member and staff ids of the logs. */
  logIdSalt: string;
}

/** An IPv4/IPv6 address, optionally with a /prefix of the right length. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

function opsConfig(env: Env, production: boolean, sessionSecret: string): OpsConfig {
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken !== undefined && metricsToken.length < (production ? 32 : 16)) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${production ? 32 : 16} characters (generate one with \`openssl rand -hex 24\`).`,
    );
  }
  const metricsAllow = (env.METRICS_ALLOW ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = metricsAllow.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined) {
    throw new ConfigError(`METRICS_ALLOW must be IP addresses or CIDRs separated by commas (got "${bad}").`);
  }
  if (production && metricsAllow.some((entry) => /\/0$/.test(entry))) {
    throw new ConfigError('METRICS_ALLOW must not open the metrics to every address (/0) when NODE_ENV=production.');
  }
  const backupToken = env.BACKUP_TOKEN?.trim() || undefined;
  if (backupToken !== undefined && backupToken.length < 32) {
    throw new ConfigError('BACKUP_TOKEN must be at least 32 characters (generate one with `openssl rand -hex 24`).');
  }
  const logIdSalt = env.LOG_ID_SALT?.trim() || `log-ids:${sessionSecret}`;
  return { metricsToken, metricsAllow, backupToken, logIdSalt };
}

/** DATABASE_URL (default: the embedded database in .data/db), refused unless memory://, file:// or postgres://. */
function databaseUrl(env: Env): string {
  const url = env.DATABASE_URL?.trim() || 'file://.data/db';
  if (!/^(memory:(\/\/)?$|file:\/\/.|postgres(ql)?:\/\/.)/.test(url)) {
    throw new ConfigError(
      `DATABASE_URL must be postgres://user:password@host:5432/database, file://<folder> or memory:// (got "${url.split(':')[0]}:…").`,
    );
  }
  return url;
}

/** The WhatsApp OTP channel's settings (whatsapp-config.ts), its errors as ConfigError. */
function whatsapp(env: Env, production: boolean): WhatsAppConfig | undefined {
  try {
    return whatsappConfig(env, production);
  } catch (error) {
    if (error instanceof WhatsAppConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/** CORS_ORIGINS, its refusal as a ConfigError. */
function corsConfig(env: Env, production: boolean): string[] {
  try {
    return corsOrigins(env.CORS_ORIGINS, production);
  } catch (error) {
    if (error instanceof CorsConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Builds the configuration from an environment; throws ConfigError for one that must not start. */
export function getConfig(env: Env): Config {
  const production = env.NODE_ENV === 'production';
  const testNumbers = parseTestNumbers(env.TEST_NUMBERS ?? (production ? '' : DEMO_TEST_NUMBERS));
  const sessionSecret = env.SESSION_SECRET?.trim() || (production ? '' : DEV_SECRET);
  if (production) productionRules(env, testNumbers, sessionSecret);
  const sms = smsConfig(env);
  const idleSeconds = int(env, 'SESSION_IDLE_HOURS', 24 * 7, 1, 24 * 90) * 3600;
  const absoluteSeconds = int(env, 'SESSION_ABSOLUTE_DAYS', 30, 1, 365) * 86400;
  if (idleSeconds > absoluteSeconds) throw new ConfigError('SESSION_IDLE_HOURS must not exceed SESSION_ABSOLUTE_DAYS.');
  const storageDir = env.STORAGE_DIR?.trim() || '.data/storage';
  const port = int(env, 'PORT', 4321, 0, 65535);
  const publicSiteUrl = env.PUBLIC_SITE_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicSiteUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(publicSiteUrl)) {
    throw new ConfigError(
      `PUBLIC_SITE_URL must be the portal's full address, such as https://doctors.example.com (got "${publicSiteUrl}").`,
    );
  }
  return {
    production,
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    databaseUrl: databaseUrl(env),
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 500),
    databaseTimeouts: {
      statementMs: int(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000, 0, 3_600_000),
      connectMs: int(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000, 100, 600_000),
    },
    sessionSecret,
    session: { idleSeconds, absoluteSeconds },
    testNumbers,
    sms,
    whatsapp: whatsapp(env, production),
    storageDir,
    storage: storageConfig(env, production, storageDir),
    mail: mailConfig(env, '.data'),
    safetyMail: {
      medicalInfo: mailList(env, 'MEDICAL_INFO_MAIL', 'medical-information@example-pharma.com'),
      pharmacovigilance: mailList(env, 'PHARMACOVIGILANCE_MAIL', 'pharmacovigilance@example-pharma.com'),
      questionsPerHour: int(env, 'RATE_LIMIT_QUESTIONS_PER_HOUR', 10, 0, 100_000),
      reportsPerHour: int(env, 'RATE_LIMIT_REPORTS_PER_HOUR', 10, 0, 100_000),
      phone: env.SAFETY_PHONE?.trim() || '1800 000 0000',
      digest: mailList(env, 'SAFETY_DIGEST_MAIL', 'compliance@example-pharma.com'),
      digestHour: int(env, 'SAFETY_DIGEST_HOUR', 8, 0, 23),
    },
    fcm: {
      serviceAccountFile: env.FCM_SERVICE_ACCOUNT?.trim() || env.GOOGLE_APPLICATION_CREDENTIALS?.trim() || undefined,
      apiBase: env.FCM_API_BASE?.trim() || 'https://fcm.googleapis.com',
    },
    bot: botConfig(env),
    siteUrl: publicSiteUrl ?? `http://localhost:${port}`,
    siteUrlConfigured: publicSiteUrl !== undefined,
    corsOrigins: corsConfig(env, production),
    siteDir: env.SITE_DIR?.trim() || undefined,
    seedDemo: (env.SEED_DEMO ?? (production ? 'false' : 'true')) === 'true',
    trustProxy: trustProxy(env.TRUST_PROXY?.trim()),
    rateLimits: rateLimitConfig(env),
    uploadQuota: {
      printsPerDay: int(env, 'PRINTS_PER_DAY', 20, 0, 100_000),
      bytesPerMember: int(env, 'PRINTS_MB_PER_MEMBER', 500, 0, 1_000_000) * 1024 * 1024,
      checksPerHour: int(env, 'PRINT_CHECKS_PER_HOUR', 30, 0, 100_000),
      photosPerHour: int(env, 'PHOTOS_PER_HOUR', 20, 0, 100_000),
      checksHeldPerMember: int(env, 'PRINT_CHECKS_AT_ONCE', 2, 1, 64),
      checkWorkers: int(env, 'PDF_CHECK_WORKERS', 0, 0, 64),
      sweepEveryHours: int(env, 'STORAGE_SWEEP_HOURS', 24, 0, 8760),
      sweepMinAgeHours: int(env, 'STORAGE_SWEEP_MIN_AGE_HOURS', 24, 1, 8760),
    },
    slowClients: slowClientConfig(env),
    samples: sampleConfig(env),
    privacy: {
      officerName: env.PRIVACY_OFFICER_NAME?.trim() || 'Dr. Meera Iyer, Grievance Officer',
      officerEmail: env.PRIVACY_OFFICER_EMAIL?.trim() || 'grievance@portal.example.com',
      // The DPDP Rules 2025 ask for at least one year; three years by default, never more than five.
      retentionDays: int(env, 'PRIVACY_RETENTION_DAYS', 1095, 365, 1825),
    },
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    ops: opsConfig(env, production, sessionSecret),
  };
}

// ─── Production refusals (issue 39 §5, issue 38 §11), also listed all at once by `npm run config:check` ─────────

/** Why SESSION_SECRET must not run production (short, the development secret in it, low entropy, a phrase), or undefined. */
function sessionSecretProblem(secret: string): string | undefined {
  if (secret.length < 32)
    return 'SESSION_SECRET must be set to at least 32 random characters when NODE_ENV=production.';
  if (secret.toLowerCase().includes(DEV_SECRET)) {
    return 'SESSION_SECRET contains the development secret, which the source code publishes: generate one with `openssl rand -base64 48`.';
  }
  const weakness = secretWeakness(secret) ?? phraseWeakness(secret);
  if (!weakness) return undefined;
  return `SESSION_SECRET is not random enough (${weakness}): generate one with \`openssl rand -base64 48\` when NODE_ENV=production.`;
}

/** Contacts whose defaults are the demo's: production must name its own (the doctors and regulators write to them). */
const DEMO_CONTACTS: readonly { name: string; use: string }[] = [
  { name: 'MEDICAL_INFO_MAIL', use: "doctors' medical questions" },
  { name: 'PHARMACOVIGILANCE_MAIL', use: 'side-effect reports' },
  { name: 'SAFETY_DIGEST_MAIL', use: 'the daily safety digest' },
  { name: 'SAFETY_PHONE', use: 'the safety line doctors call' },
  { name: 'PRIVACY_OFFICER_NAME', use: 'the grievance officer doctors read' },
  { name: 'PRIVACY_OFFICER_EMAIL', use: "the grievance officer's address" },
];

/** The production rules of the start, each its own check (a ConfigError each), in the order the start applies them. */
function productionChecks(env: Env, testNumbers: () => TestNumber[], sessionSecret: string): (() => void)[] {
  return [
    () => {
      if (testNumbers().length > 0) {
        throw new ConfigError('TEST_NUMBERS must not be set when NODE_ENV=production: test numbers bypass the SMS.');
      }
    },
    () => {
      const sms = smsConfig(env);
      if (sms.provider === 'log') {
        throw new ConfigError(
          'SMS_PROVIDER=log writes codes to the server log: set SMS_PROVIDER=http when NODE_ENV=production.',
        );
      }
      if (!sms.url.startsWith('https://')) {
        throw new ConfigError(
          'SMS_HTTP_URL must be an https address when NODE_ENV=production: over http the login codes and SMS_HTTP_TOKEN travel in clear.',
        );
      }
    },
    () => {
      const problem = sessionSecretProblem(sessionSecret);
      if (problem) throw new ConfigError(problem);
    },
    () => {
      if (env.SEED_DEMO?.trim() === 'true') {
        throw new ConfigError(
          'SEED_DEMO=true must not be set when NODE_ENV=production: it creates the demo staff accounts whose passwords and TOTP secrets the README publishes.',
        );
      }
    },
    () => {
      const unset = DEMO_CONTACTS.filter(({ name }) => !env[name]?.trim());
      if (unset.length > 0) {
        throw new ConfigError(
          `${unset.map(({ name, use }) => `${name} (${use})`).join(', ')} ${unset.length === 1 ? 'is' : 'are'} not set: with NODE_ENV=production ${unset.length === 1 ? 'it' : 'they'} would keep the demo's example-pharma.com values. Set them to the company's own.`,
        );
      }
    },
    () => {
      if (env.TRUST_PROXY?.trim() === 'true') {
        throw new ConfigError(
          "TRUST_PROXY=true trusts any address a client writes in X-Forwarded-For, so one client could use everyone's rate limits and METRICS_ALLOW: set the load balancer's address or CIDR when NODE_ENV=production.",
        );
      }
    },
    () => {
      const site = env.PUBLIC_SITE_URL?.trim();
      if (site && !site.startsWith('https://')) {
        throw new ConfigError(
          `PUBLIC_SITE_URL must be the portal's https:// address when NODE_ENV=production (got "${site}").`,
        );
      }
    },
    () => {
      if (!env.DATABASE_URL?.trim()) {
        throw new ConfigError(
          'DATABASE_URL is not set: with NODE_ENV=production the portal would run an empty embedded database in .data/db. Set DATABASE_URL=postgres://user:password@host:5432/database (or DATABASE_URL=file://<folder> to choose the embedded database on purpose).',
        );
      }
    },
  ];
}

/** Throws the first production rule `env` breaks. */
function productionRules(env: Env, testNumbers: TestNumber[], sessionSecret: string): void {
  for (const check of productionChecks(env, () => testNumbers, sessionSecret)) check();
}

/**
 * Settings production accepts unset but should not run without (docs/DEPLOY.md): one line each, for config:check
 * and the start's log. Mail would go to an outbox folder nobody reads (safety mails too), from an example domain;
 * enrolment links would point at localhost.
 */
export function productionWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (!env.MAIL_SMTP_URL?.trim()) {
    warnings.push(
      `MAIL_SMTP_URL is not set: every mail, medical questions and side-effect reports (pharmacovigilance) too, goes to the outbox folder ${env.MAIL_OUTBOX_DIR?.trim() || '.data/outbox'} on this replica, where nobody reads it. Set the SMTP relay (smtps://…).`,
    );
  }
  if (!env.MAIL_FROM?.trim()) {
    warnings.push(
      `MAIL_FROM is not set: mails are sent from "${DEMO_MAIL_FROM}", an example domain. Set the company's sender.`,
    );
  }
  if (!env.PUBLIC_SITE_URL?.trim()) {
    warnings.push(
      `PUBLIC_SITE_URL is not set: staff:add prints enrolment links to http://localhost:${env.PORT?.trim() || '4321'}. Set the portal's https address.`,
    );
  }
  return warnings;
}

/** Every reason `env` would not start in production (config:check), instead of only the first; empty when it would. */
export function productionProblems(env: Env): string[] {
  const prod: Env = { ...env, NODE_ENV: 'production' };
  const secret = prod.SESSION_SECRET?.trim() ?? '';
  const checks = [
    ...productionChecks(prod, () => parseTestNumbers(prod.TEST_NUMBERS ?? ''), secret),
    () => databaseUrl(prod),
    () => storageConfig(prod, true, prod.STORAGE_DIR?.trim() || '.data/storage'),
    () => opsConfig(prod, true, secret),
    () => whatsapp(prod, true),
    () => getConfig(prod),
  ];
  const problems: string[] = [];
  for (const check of checks) {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      if (!problems.includes(error.message)) problems.push(error.message);
    }
  }
  return problems;
}

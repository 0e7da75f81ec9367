import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_TEST_NUMBERS, getConfig, parseTestNumbers } from '../../src/server/config.ts';
import { PRODUCTION_CONTACTS } from './helpers/production-env.ts';

const SECRET = 'q7Vw2Lk9Zr4Tn8Bx1Hc6Jm3Pd5Fg0Ys-Ua_Ee';
const SMS = { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send' };
/** The smallest environment that production accepts. */
const DB = { DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal' };
const PROD = { NODE_ENV: 'production', SESSION_SECRET: SECRET, ...SMS, ...DB, ...PRODUCTION_CONTACTS };

describe('getConfig defaults', () => {
  it('runs the demo locally with an empty environment', () => {
    const config = getConfig({});
    expect(config).toMatchObject({
      production: false,
      host: '127.0.0.1',
      port: 4321,
      databaseUrl: 'file://.data/db',
      databasePoolSize: 10,
      databaseTimeouts: { statementMs: 15_000, connectMs: 5000 },
      session: { idleSeconds: 7 * 24 * 3600, absoluteSeconds: 30 * 86400 },
      sms: { provider: 'log' },
      storageDir: '.data/storage',
      siteDir: undefined,
      seedDemo: true,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.sessionSecret.length).toBeGreaterThan(0);
  });

  it('enables the three demo test numbers outside production', () => {
    expect(getConfig({}).testNumbers).toEqual([
      { countryCode: '91', phone: '9876543210', code: '123456' },
      { countryCode: '977', phone: '9841000001', code: '123456' },
      { countryCode: '91', phone: '9876500000', code: '123456' },
    ]);
  });

  it('reads the other settings, trimming blanks', () => {
    const config = getConfig({
      HOST: ' 0.0.0.0 ',
      DATABASE_URL: 'postgres://u:p@db/portal',
      STORAGE_DIR: '/srv/files',
      SITE_DIR: 'dist',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db/portal',
      storageDir: '/srv/files',
      siteDir: 'dist',
      seedDemo: false,
      logLevel: 'warn',
    });
  });

  it('reads TRUST_PROXY as off, on or a list of addresses', () => {
    expect(getConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(getConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(getConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('sets the PostgreSQL connections of one process, 1 to 500', () => {
    expect(getConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(getConfig({ DATABASE_POOL_SIZE: '' }).databasePoolSize).toBe(10);
    for (const size of ['0', '501', 'many'])
      expect(() => getConfig({ DATABASE_POOL_SIZE: size })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('DATABASE_STATEMENT_TIMEOUT_MS and DATABASE_CONNECT_TIMEOUT_MS', () => {
  it("set the pool's deadlines; a statement may have none (0), a connection wait always has one", () => {
    const env = { DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_CONNECT_TIMEOUT_MS: '2500' };
    expect(getConfig(env).databaseTimeouts).toEqual({ statementMs: 0, connectMs: 2500 });
    for (const wait of ['0', '99', '600001', '5s'])
      expect(() => getConfig({ DATABASE_CONNECT_TIMEOUT_MS: wait })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    for (const run of ['-1', '3600001', 'soon'])
      expect(() => getConfig({ DATABASE_STATEMENT_TIMEOUT_MS: run })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });
});

describe('PORT', () => {
  it('reads a whole number from 0 to 65535', () => {
    expect(getConfig({ PORT: '8080' }).port).toBe(8080);
    expect(getConfig({ PORT: '0' }).port).toBe(0);
    expect(getConfig({ PORT: '' }).port).toBe(4321);
  });

  it.each(['abc', '80.5', '-1', '65536'])('refuses PORT=%s', (port) => {
    expect(() => getConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => getConfig({ PORT: port })).toThrow(/PORT/);
  });
});

describe('production', () => {
  it('refuses to start without a SESSION_SECRET', () => {
    expect(() => getConfig({ NODE_ENV: 'production', ...SMS })).toThrow(/SESSION_SECRET/);
    expect(() => getConfig({ ...PROD, SESSION_SECRET: '   ' })).toThrow(/SESSION_SECRET/);
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => getConfig({ ...PROD, SESSION_SECRET: 'x'.repeat(31) })).toThrow(/SESSION_SECRET/);
  });

  it('refuses low-entropy secrets (repeated characters, short alphabets, runs), naming SESSION_SECRET', () => {
    const weak = [
      'a'.repeat(32),
      'ab'.repeat(20),
      '0123456789'.repeat(4),
      'abcdabcdabcdabcdabcdabcdabcdabcd1234',
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa7Vw2Lk9Zr4Tn8Bx1Hc6Jm3Pd',
      'password-password-password-password',
      'abcdefghijklmnopqrstuvwxyz0123456789',
      'Xq7Vw2Lk9Zr4Tn8Bx1Hc6Jm3PdddddF5g0Ys',
    ];
    for (const secret of weak) {
      expect(() => getConfig({ ...PROD, SESSION_SECRET: secret }), secret).toThrow(
        /SESSION_SECRET is not random enough/,
      );
    }
    const strong = ['q7Vw2Lk9Zr4Tn8Bx1Hc6Jm3Pd5Fg0Ys-Ua_Ee', 'J3k9+qW2/zR8xT5vN1mB7cL4hG6fD0sA9pE2uY8iO4w='];
    for (const secret of strong) expect(getConfig({ ...PROD, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it('refuses the development secret', () => {
    const devSecret = getConfig({}).sessionSecret;
    expect(() => getConfig({ ...PROD, SESSION_SECRET: devSecret })).toThrow(/SESSION_SECRET/);
  });

  it('refuses test numbers', () => {
    expect(() => getConfig({ ...PROD, TEST_NUMBERS: DEMO_TEST_NUMBERS })).toThrow(/TEST_NUMBERS/);
    expect(() => getConfig({ ...PROD, TEST_NUMBERS: '91:9876543210:123456' })).toThrow(ConfigError);
  });

  it('refuses the logging SMS provider, which would write codes to the log', () => {
    expect(() => getConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toThrow(/SMS_PROVIDER/);
    expect(() => getConfig({ ...PROD, SMS_PROVIDER: 'log' })).toThrow(/SMS_PROVIDER/);
  });

  it('starts with a 32+ character secret, an SMS gateway and no test numbers, without demo data', () => {
    const config = getConfig(PROD);
    expect(config).toMatchObject({ production: true, sessionSecret: SECRET, testNumbers: [], seedDemo: false });
    expect(getConfig({ ...PROD, TEST_NUMBERS: 'off' }).testNumbers).toEqual([]);
    expect(getConfig({ ...PROD, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it("refuses the demo's contacts, naming each one left unset and what it is for", () => {
    const { PHARMACOVIGILANCE_MAIL: _pv, SAFETY_PHONE: _phone, ...rest } = PROD;
    expect(() => getConfig(rest)).toThrow(
      "PHARMACOVIGILANCE_MAIL (side-effect reports), SAFETY_PHONE (the safety line doctors call) are not set: with NODE_ENV=production they would keep the demo's example-pharma.com values.",
    );
    expect(() => getConfig({ ...PROD, MEDICAL_INFO_MAIL: ' ' })).toThrow(/^MEDICAL_INFO_MAIL .* is not set/);
    expect(getConfig(PROD).safetyMail.pharmacovigilance).toEqual(['pv@pharma.example.in']);
  });

  it('refuses TRUST_PROXY=true and a PUBLIC_SITE_URL that is not https', () => {
    expect(() => getConfig({ ...PROD, TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY=true trusts any address/);
    expect(getConfig({ ...PROD, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(() => getConfig({ ...PROD, PUBLIC_SITE_URL: 'http://doctors.example.in' })).toThrow(
      /^PUBLIC_SITE_URL must be the portal's https:\/\/ address/,
    );
    expect(getConfig({ ...PROD, PUBLIC_SITE_URL: 'https://doctors.example.in/' }).siteUrl).toBe(
      'https://doctors.example.in',
    );
  });

  it('refuses a PUBLIC_SITE_URL without its scheme in any environment (its links would not open)', () => {
    expect(() => getConfig({ PUBLIC_SITE_URL: 'doctors.example.in' })).toThrow(
      'PUBLIC_SITE_URL must be the portal\'s full address, such as https://doctors.example.com (got "doctors.example.in").',
    );
    expect(getConfig({ PUBLIC_SITE_URL: 'http://localhost:4321' }).siteUrl).toBe('http://localhost:4321');
  });

  it('refuses an unset DATABASE_URL (an empty embedded database), accepting the embedded one when chosen', () => {
    for (const unset of [{}, { DATABASE_URL: '' }, { DATABASE_URL: '  ' }, { DATABASE_UR: 'postgres://db/portal' }]) {
      expect(() =>
        getConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, ...SMS, ...PRODUCTION_CONTACTS, ...unset }),
      ).toThrow(/^DATABASE_URL is not set: with NODE_ENV=production/);
    }
    const chosen = getConfig({ ...PROD, DATABASE_URL: 'file:///srv/portal/db' });
    expect(chosen.databaseUrl).toBe('file:///srv/portal/db');
    expect(getConfig({}).databaseUrl).toBe('file://.data/db');
  });

  it('refuses a DATABASE_URL of another scheme without printing the rest of it', () => {
    for (const url of ['postgress://u:hunter2@db/portal', 'db.internal:5432', 'file://']) {
      expect(() => getConfig({ DATABASE_URL: url }), url).toThrow(/^DATABASE_URL must be postgres:\/\/user/);
      expect(() => getConfig({ DATABASE_URL: url }), url).not.toThrow(/hunter2/);
    }
    expect(getConfig({ DATABASE_URL: 'postgresql://u:p@db/portal' }).databaseUrl).toBe('postgresql://u:p@db/portal');
    expect(getConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
  });

  it('refuses SEED_DEMO=true, whose staff accounts have published passwords (issue 39 §5)', () => {
    expect(() => getConfig({ ...PROD, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO=true must not be set/);
  });

  it('refuses secrets that read as phrases or hold the development secret (issue 38 §11)', () => {
    const devSecret = getConfig({}).sessionSecret;
    expect(() => getConfig({ ...PROD, SESSION_SECRET: `${devSecret}-2` })).toThrow(/contains the development secret/);
    const phrases = [
      'The quick brown fox jumps over the lazy dog',
      'MedConnectDoctorsPortalSecretKey2026!',
      'correct horse battery staple and more words here',
    ];
    for (const secret of phrases) {
      expect(() => getConfig({ ...PROD, SESSION_SECRET: secret }), secret).toThrow(/dictionary words/);
    }
  });
});

describe('TEST_NUMBERS', () => {
  it('parses country:mobile:code entries, trimming spaces', () => {
    expect(parseTestNumbers(' 91:9876543210:111111 , 977:9841000001:222222 ')).toEqual([
      { countryCode: '91', phone: '9876543210', code: '111111' },
      { countryCode: '977', phone: '9841000001', code: '222222' },
    ]);
  });

  it('is disabled by "off" or an empty value', () => {
    expect(parseTestNumbers('off')).toEqual([]);
    expect(parseTestNumbers('  ')).toEqual([]);
    expect(getConfig({ TEST_NUMBERS: 'off' }).testNumbers).toEqual([]);
    expect(getConfig({ TEST_NUMBERS: '' }).testNumbers).toEqual([]);
  });

  it.each([
    ['unknown country', '44:7700900123:123456'],
    ['Indian mobile not starting 6-9', '91:5876543210:123456'],
    ['Nepali mobile not starting 9', '977:8841000001:123456'],
    ['short mobile', '91:98765:123456'],
    ['five-digit code', '91:9876543210:12345'],
    ['letters in the code', '91:9876543210:12345a'],
    ['missing code', '91:9876543210'],
    ['garbage', 'nonsense'],
    ['one bad entry among good ones', '91:9876543210:123456,91:123:123456'],
  ])('refuses %s', (_, raw) => {
    expect(() => parseTestNumbers(raw)).toThrow(ConfigError);
    expect(() => getConfig({ TEST_NUMBERS: raw })).toThrow(/TEST_NUMBERS entry/);
  });
});

describe('session lifetimes', () => {
  it('reads idle hours and absolute days', () => {
    expect(getConfig({ SESSION_IDLE_HOURS: '24', SESSION_ABSOLUTE_DAYS: '1' }).session).toEqual({
      idleSeconds: 86400,
      absoluteSeconds: 86400,
    });
  });

  it('refuses an idle expiry longer than the absolute one', () => {
    expect(() => getConfig({ SESSION_IDLE_HOURS: '25', SESSION_ABSOLUTE_DAYS: '1' })).toThrow(/SESSION_IDLE_HOURS/);
  });

  it.each([
    ['SESSION_IDLE_HOURS', '0'],
    ['SESSION_IDLE_HOURS', '1.5'],
    ['SESSION_ABSOLUTE_DAYS', '366'],
    ['SESSION_ABSOLUTE_DAYS', 'thirty'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => getConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('SMS provider', () => {
  it('logs codes by default', () => {
    expect(getConfig({ SMS_PROVIDER: 'log' }).sms).toEqual({ provider: 'log' });
  });

  it('needs an http(s) SMS_HTTP_URL for the http provider', () => {
    expect(() => getConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(() => getConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://sms.example' })).toThrow(/SMS_HTTP_URL/);
  });

  it('needs an https SMS_HTTP_URL in production (the codes and the token go in it), http outside', () => {
    const plain = { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://sms.internal/send' };
    expect(getConfig(plain).sms).toMatchObject({ url: 'http://sms.internal/send' });
    expect(() => getConfig({ ...PROD, ...plain })).toThrow(/SMS_HTTP_URL must be an https address/);
    expect(getConfig(PROD).sms).toMatchObject({ url: 'https://sms.example/send' });
  });

  it('reads the http gateway settings', () => {
    const env = {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
      SMS_HTTP_TOKEN: 't0k',
      SMS_SENDER: 'PORTAL',
    };
    expect(getConfig(env).sms).toEqual({
      provider: 'http',
      url: 'https://sms.example/send',
      token: 't0k',
      sender: 'PORTAL',
    });
  });

  it('refuses an unknown provider', () => {
    expect(() => getConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(/SMS_PROVIDER/);
  });
});

describe('getConfig storage (STORAGE_DIR, STORAGE_URL and the S3_ settings)', () => {
  const KEYS = { AWS_ACCESS_KEY_ID: 'AKID', AWS_SECRET_ACCESS_KEY: 'secret' };

  it('uses the local folder by default and when only STORAGE_DIR is set', () => {
    expect(getConfig({}).storage).toEqual({ kind: 'local', dir: '.data/storage' });
    expect(getConfig({ STORAGE_DIR: '/srv/files' }).storage).toEqual({ kind: 'local', dir: '/srv/files' });
  });

  it('reads an S3 bucket from STORAGE_URL, which wins over STORAGE_DIR (kept as the folder storage:copy reads)', () => {
    const config = getConfig({
      STORAGE_URL: 's3://portal-files/prod/eu/',
      STORAGE_DIR: '/srv/files',
      S3_ENDPOINT: 'https://minio.internal:9000/',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: 'true',
      ...KEYS,
      AWS_SESSION_TOKEN: 'token',
    });
    expect(config.storageDir).toBe('/srv/files');
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      prefix: 'prod/eu/',
      region: 'auto',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: 'token' },
      timeouts: { connectMs: 5_000, idleMs: 15_000, requestMs: 50_000 },
    });
  });

  it('defaults to AWS S3 in virtual-host style, the region from AWS_REGION, keys from the SDK chain', () => {
    expect(getConfig({ STORAGE_URL: 's3://portal-files', AWS_REGION: 'ap-south-1' }).storage).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      prefix: '',
      region: 'ap-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      timeouts: { connectMs: 5_000, idleMs: 15_000, requestMs: 50_000 },
    });
  });

  it('reads the deadlines of the bucket calls and refuses one out of range, naming it (issue 39 §1)', () => {
    const env = { STORAGE_URL: 's3://portal-files', AWS_REGION: 'ap-south-1' };
    const deadlines = { S3_CONNECT_TIMEOUT_MS: '500', S3_IDLE_TIMEOUT_MS: '1000', S3_REQUEST_TIMEOUT_MS: '3000' };
    const storage = getConfig({ ...env, ...deadlines }).storage;
    expect(storage.kind === 's3' && storage.timeouts).toEqual({ connectMs: 500, idleMs: 1_000, requestMs: 3_000 });
    expect(() => getConfig({ ...env, S3_REQUEST_TIMEOUT_MS: '0' })).toThrow(/S3_REQUEST_TIMEOUT_MS/);
    expect(() => getConfig({ ...env, S3_IDLE_TIMEOUT_MS: '1m' })).toThrow(/S3_IDLE_TIMEOUT_MS/);
  });

  it('refuses a malformed STORAGE_URL, endpoint, path-style flag or half a key pair, naming the setting', () => {
    expect(() => getConfig({ STORAGE_URL: 'https://bucket/x' })).toThrow(/STORAGE_URL must be s3:\/\/bucket/);
    expect(() => getConfig({ STORAGE_URL: 's3://Bad_Bucket' })).toThrow(/STORAGE_URL/);
    expect(() => getConfig({ STORAGE_URL: 's3://portal-files/../up' })).toThrow(/prefix/);
    expect(() => getConfig({ STORAGE_URL: 's3://portal-files', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => getConfig({ STORAGE_URL: 's3://portal-files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(() => getConfig({ STORAGE_URL: 's3://portal-files', AWS_ACCESS_KEY_ID: 'AKID' })).toThrow(
      /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together/,
    );
  });

  it('production refuses a half-configured bucket: S3_ settings without STORAGE_URL, no region, an endpoint without keys', () => {
    expect(() => getConfig({ ...PROD, S3_ENDPOINT: 'https://r2.example' })).toThrow(
      /S3_ENDPOINT set without STORAGE_URL/,
    );
    expect(() => getConfig({ ...PROD, STORAGE_URL: 's3://portal-files', ...KEYS })).toThrow(/S3_REGION/);
    expect(() =>
      getConfig({ ...PROD, STORAGE_URL: 's3://portal-files', S3_REGION: 'auto', S3_ENDPOINT: 'https://r2.example' }),
    ).toThrow(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
    expect(
      getConfig({
        ...PROD,
        STORAGE_URL: 's3://portal-files',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://r2.example',
        ...KEYS,
      }).storage.kind,
    ).toBe('s3');
    expect(getConfig({ S3_ENDPOINT: 'https://r2.example' }).storage.kind).toBe('local');
  });
});

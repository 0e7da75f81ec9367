import { describe, expect, it } from 'vitest';
import { main } from '../../scripts/config-check.ts';
import { PRODUCTION_CONTACTS } from './helpers/production-env.ts';

const SECRET = 'J3k9+qW2/zR8xT5vN1mB7cL4hG6fD0sA9pE2uY8iO4w=';
const GOOD = {
  SESSION_SECRET: SECRET,
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.com/send',
  DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
  MAIL_SMTP_URL: 'smtps://portal:secret@mail.pharma.example.in',
  MAIL_FROM: 'Doctors Portal <portal@pharma.example.in>',
  PUBLIC_SITE_URL: 'https://doctors.pharma.example.in',
  ...PRODUCTION_CONTACTS,
};

/** Runs config:check on `env`; answers its exit code and printed lines. */
function check(env: NodeJS.ProcessEnv): { code: number; lines: string[] } {
  const lines: string[] = [];
  const code = main(env, (line) => lines.push(line));
  return { code, lines };
}

describe('npm run config:check (issue 39 §5)', () => {
  it('accepts a production configuration the start accepts, whatever NODE_ENV says', () => {
    const { code, lines } = check({ ...GOOD, NODE_ENV: 'development' });
    expect(code).toBe(0);
    expect(lines.join('\n')).toMatch(/accepts this configuration/);
  });

  it('lists every refused setting at once and exits 1', () => {
    const { code, lines } = check({
      SESSION_SECRET: 'The quick brown fox jumps over the lazy dog',
      SEED_DEMO: 'true',
      TEST_NUMBERS: '91:9876543210:123456',
      METRICS_ALLOW: '0.0.0.0/0',
      S3_REGION: 'auto',
      TRUST_PROXY: 'true',
      PUBLIC_SITE_URL: 'http://doctors.example.in',
    });
    expect(code).toBe(1);
    const text = lines.join('\n');
    for (const setting of [
      'DATABASE_URL',
      'TEST_NUMBERS',
      'SMS_PROVIDER',
      'SESSION_SECRET',
      'SEED_DEMO',
      'S3_REGION',
      'METRICS_ALLOW',
      'TRUST_PROXY',
      'PUBLIC_SITE_URL',
      'PHARMACOVIGILANCE_MAIL (side-effect reports)',
      'PRIVACY_OFFICER_EMAIL',
    ]) {
      expect(text, setting).toContain(setting);
    }
    expect(lines[0]).toMatch(/10 problem/);
  });

  it('refuses an unset DATABASE_URL but accepts the embedded database chosen on purpose', () => {
    const { DATABASE_URL: _, ...unset } = GOOD;
    const refused = check(unset);
    expect(refused.code).toBe(1);
    expect(refused.lines).toEqual([
      expect.stringMatching(/1 problem/),
      expect.stringMatching(/^ {2}- DATABASE_URL is not set: with NODE_ENV=production the portal would run an empty/),
    ]);
    expect(check({ ...GOOD, DATABASE_URL: 'file:///srv/portal/db' }).code).toBe(0);
    const misspelt = check({ ...GOOD, DATABASE_URL: 'postgress://portal:secret@db.internal/portal' });
    expect(misspelt.code).toBe(1);
    expect(misspelt.lines.join('\n')).toMatch(/DATABASE_URL must be postgres:/);
    expect(misspelt.lines.join('\n')).not.toContain('secret@');
  });

  it('accepts but warns (exit 0) when mail goes to the outbox, from the example sender, and links point at localhost', () => {
    const { MAIL_SMTP_URL: _, MAIL_FROM: __, PUBLIC_SITE_URL: ___, ...unset } = GOOD;
    const { code, lines } = check({ ...unset, PORT: '8080' });
    expect(code).toBe(0);
    expect(lines).toEqual([
      'config:check: the production start accepts this configuration, with 3 warning(s).',
      expect.stringMatching(
        /^ {2}! MAIL_SMTP_URL is not set: .*side-effect reports \(pharmacovigilance\).*\.data\/outbox/,
      ),
      expect.stringMatching(/^ {2}! MAIL_FROM is not set: .*example-pharma\.com/),
      expect.stringMatching(
        /^ {2}! PUBLIC_SITE_URL is not set: staff:add prints enrolment links to http:\/\/localhost:8080/,
      ),
    ]);
    const refused = check({ ...unset, SESSION_SECRET: '' });
    expect(refused.code).toBe(1);
    expect(refused.lines.join('\n')).toMatch(/and 3 warning\(s\):\n {2}! MAIL_SMTP_URL/);
  });

  it('names a missing SESSION_SECRET', () => {
    const { code, lines } = check({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send' });
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/SESSION_SECRET must be set/);
  });
});

import { describe, expect, it } from 'vitest';
import { main } from '../../scripts/config-check.ts';

const SECRET = 'J3k9+qW2/zR8xT5vN1mB7cL4hG6fD0sA9pE2uY8iO4w=';
const GOOD = { SESSION_SECRET: SECRET, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send' };

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
    });
    expect(code).toBe(1);
    const text = lines.join('\n');
    for (const setting of [
      'TEST_NUMBERS',
      'SMS_PROVIDER',
      'SESSION_SECRET',
      'SEED_DEMO',
      'S3_REGION',
      'METRICS_ALLOW',
    ]) {
      expect(text, setting).toContain(setting);
    }
    expect(lines[0]).toMatch(/6 problem/);
  });

  it('names a missing SESSION_SECRET', () => {
    const { code, lines } = check({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send' });
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/SESSION_SECRET must be set/);
  });
});

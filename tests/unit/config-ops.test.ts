/** The operations block of the configuration (issue 42): METRICS_TOKEN, METRICS_ALLOW, BACKUP_TOKEN, LOG_ID_SALT. */
import { describe, expect, it } from 'vitest';
import { getConfig } from '../../src/server/config.ts';
import { PRODUCTION_ENV, PRODUCTION_SECRET as SECRET } from './helpers/production-env.ts';

/** The smallest environment that production accepts. */
const PROD = PRODUCTION_ENV;

describe('operations settings', () => {
  it('are off by default: no token, no allowed address, a salt derived from SESSION_SECRET', () => {
    expect(getConfig(PROD).ops).toEqual({
      metricsToken: undefined,
      metricsAllow: [],
      backupToken: undefined,
      logIdSalt: `log-ids:${SECRET}`,
    });
    expect(getConfig({ ...PROD, LOG_ID_SALT: 'kept-salt' }).ops.logIdSalt).toBe('kept-salt');
  });

  it('read addresses and CIDRs of both families, and refuse anything else, naming METRICS_ALLOW', () => {
    const allow = ' 10.0.5.0/24, 127.0.0.1 ,fd00::/8,::1';
    expect(getConfig({ METRICS_ALLOW: allow }).ops.metricsAllow).toEqual([
      '10.0.5.0/24',
      '127.0.0.1',
      'fd00::/8',
      '::1',
    ]);
    for (const bad of ['10.0.0.0/33', 'prometheus.internal', '10.0.0.1/8/1', 'fd00::/129', '10.0.0.0/x']) {
      expect(() => getConfig({ METRICS_ALLOW: bad })).toThrow(/METRICS_ALLOW/);
    }
  });

  it('refuse, in production, opening the metrics to every address and short tokens', () => {
    expect(() => getConfig({ ...PROD, METRICS_ALLOW: '0.0.0.0/0' })).toThrow(/METRICS_ALLOW/);
    expect(getConfig({ METRICS_ALLOW: '0.0.0.0/0' }).ops.metricsAllow).toEqual(['0.0.0.0/0']);
    expect(() => getConfig({ ...PROD, METRICS_TOKEN: 'x'.repeat(31) })).toThrow(/METRICS_TOKEN/);
    expect(getConfig({ ...PROD, METRICS_TOKEN: 'x'.repeat(32) }).ops.metricsToken).toBe('x'.repeat(32));
    expect(() => getConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => getConfig({ BACKUP_TOKEN: 'y'.repeat(31) })).toThrow(/BACKUP_TOKEN/);
  });
});

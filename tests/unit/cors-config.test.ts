/** CORS_ORIGINS: exact site origins, never a wildcard or a path; https in production. */
import { describe, expect, it } from 'vitest';
import { ConfigError, getConfig } from '../../src/server/config.ts';
import { PRODUCTION_ENV } from './helpers/production-env.ts';

const PROD = PRODUCTION_ENV;

describe('CORS_ORIGINS', () => {
  it('is empty when unset: the API answers its own origin only', () => {
    expect(getConfig({}).corsOrigins).toEqual([]);
    expect(getConfig(PROD).corsOrigins).toEqual([]);
  });

  it('reads comma-separated origins, a trailing slash and capitals tolerated', () => {
    const config = getConfig({ ...PROD, CORS_ORIGINS: ' https://doctors.example.in/ , https://Staff.Example.in:8443' });
    expect(config.corsOrigins).toEqual(['https://doctors.example.in', 'https://staff.example.in:8443']);
  });

  it.each([
    ['*', 'without a path or a wildcard (got "*")'],
    ['null', 'got "null"'],
    ['https://doctors.example.in/portal', 'without a path'],
    ['doctors.example.in', 'got "doctors.example.in"'],
    ['ftp://doctors.example.in', 'got "ftp://doctors.example.in"'],
  ])('refuses %j', (value, message) => {
    expect(() => getConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
    expect(() => getConfig({ CORS_ORIGINS: value })).toThrow(message);
  });

  it('takes plain http in development only', () => {
    expect(getConfig({ CORS_ORIGINS: 'http://localhost:4321' }).corsOrigins).toEqual(['http://localhost:4321']);
    expect(() => getConfig({ ...PROD, CORS_ORIGINS: 'http://doctors.example.in' })).toThrow(
      'CORS_ORIGINS must use https:// when NODE_ENV=production',
    );
  });
});

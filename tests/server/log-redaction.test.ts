/** Issue 18 §8: a session key, a code or a token sent in the URL never reaches the log in full. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/plugins/log-serializers.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInMember } from './helpers/member-session.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('logged URLs', () => {
  it('carry no session key, code or token-like value sent in the query string', async () => {
    const { key } = await signedInMember(t);
    const otp = '482913';
    const token = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXBheWxvYWQ.9f8e7d6c5b4a';
    const url = `/api/GetCategory.php?key=${key}&otp=${otp}&access_token=x1&refresh-token=y2&next=${token}&page=2`;
    const response = await t.request({ method: 'POST', url });
    expect(response.statusCode).toBe(401);
    const logged = t.logs.join('\n');
    expect(logged).toContain('/api/GetCategory.php?key=[REDACTED]&otp=[REDACTED]');
    expect(logged).toContain('page=2');
    for (const secret of [key, otp, token, 'access_token=x1', 'refresh-token=y2']) expect(logged).not.toContain(secret);
  });

  it('carry no session key placed in the URL path (issue 38 §12)', async () => {
    const { key } = await signedInMember(t);
    const response = await t.request({ method: 'GET', url: `/api/${key}/GetCategory.php` });
    expect(response.statusCode).toBe(404);
    const logged = t.logs.join('\n');
    expect(logged).toContain('/api/[REDACTED]/GetCategory.php');
    expect(logged).not.toContain(key);
    expect(redactUrl('/api/products/Glycomet%20GP%202%20Forte%20500mg/diabetes-management-guidelines-2026')).toBe(
      '/api/products/Glycomet%20GP%202%20Forte%20500mg/diabetes-management-guidelines-2026',
    );
  });

  it('redactUrl keeps ordinary parameters and the path, and redacts %-encoded secrets', () => {
    expect(redactUrl('/api/GetCategoryData.php?category_id=3&therapeutic_focus=Cardiology')).toBe(
      '/api/GetCategoryData.php?category_id=3&therapeutic_focus=Cardiology',
    );
    expect(redactUrl('/api/x?%6Bey=abc&Api_Key=z&SessionId=1')).toBe(
      '/api/x?%6Bey=[REDACTED]&Api_Key=[REDACTED]&SessionId=[REDACTED]',
    );
    expect(redactUrl('/api/x?title=Cardiology%20Journal%202026')).toBe('/api/x?title=Cardiology%20Journal%202026');
    expect(redactUrl('/api/x')).toBe('/api/x');
  });
});

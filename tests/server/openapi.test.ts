/**
 * The OpenAPI document (issue 19 §4, §5): Spectral's `spectral:oas` ruleset accepts it with no error and no warning,
 * it says what the API does (OpenAPI 3.1 tuples, operationIds, declared tags, servers, upload and legacy bodies,
 * every error status with the envelope), and the conformance check every server test's traffic goes through
 * (helpers/openapi-conformance.ts) fails on a wrong answer.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatusesOf } from '../../src/shared/contract/answer-of.ts';
import { ENDPOINTS, type EndpointName } from '../../src/shared/contract/endpoints.ts';
import { build, type TestApp } from './helpers/app.ts';
import { Conformance, type OpenApiDocument } from './helpers/openapi-conformance.ts';

const ROOT = resolve(import.meta.dirname, '../..');

interface Op {
  operationId: string;
  tags: string[];
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Doc extends OpenApiDocument {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Op>>;
}

let t: TestApp;
let doc: Doc;
let dir: string;

beforeAll(async () => {
  t = await build();
  doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
  dir = mkdtempSync(join(tmpdir(), 'portal-openapi-'));
}, 180_000);

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const op = (name: EndpointName): Op => {
  const endpoint = ENDPOINTS[name];
  const found = doc.paths[`/api${endpoint.path}`]?.[endpoint.method.toLowerCase()];
  if (!found) throw new Error(`${name} is not in the document`);
  return found;
};

describe('the OpenAPI document', () => {
  it("passes Spectral's spectral:oas ruleset with no error and no warning", { timeout: 120_000 }, () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const result = spawnSync(
      join(ROOT, 'node_modules/.bin/spectral'),
      [
        'lint',
        file,
        '--ruleset',
        join(ROOT, '.spectral.yaml'),
        '--format',
        'json',
        '--fail-severity',
        'hint',
        '--quiet',
      ],
      { encoding: 'utf8' },
    );
    const findings = JSON.parse(result.stdout || '[]') as { code: string; message: string; path: string[] }[];
    expect(findings.map((f) => `${f.code}: ${f.message} at ${f.path.join('.')}`)).toEqual([]);
    expect(result.status, result.stderr).toBe(0);
  });

  it('is OpenAPI 3.1 with servers, declared tags and one operationId per call', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]?.url).toBe('http://localhost:80');
    const declared = doc.tags.map((tag) => tag.name);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    for (const operation of operations) expect(declared).toEqual(expect.arrayContaining(operation.tags));
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) expect(op(name).operationId).toBe(name);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
  });

  it('describes the positional envelope with prefixItems, and every error status with the error envelope', () => {
    const answer = op('getArticles').responses['200']?.content?.['application/json']?.schema ?? {};
    expect(answer).toMatchObject({
      type: 'array',
      prefixItems: [{ properties: { status: { const: 'success' } } }, {}],
    });
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      const statuses = Object.keys(op(name).responses).filter((status) => status !== '200');
      expect(statuses, name).toEqual(errorStatusesOf(name).map(String));
      for (const status of statuses)
        expect(op(name).responses[status]?.content?.['application/json']?.schema, `${name} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorAnswer',
        });
    }
    expect(Object.keys(op('servPrints').responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '409',
      '413',
      '415',
      '422',
      '429',
      '500',
      '503',
    ]);
    expect(Object.keys(op('check').responses)).toEqual(['200', '400', '413', '415', '429', '500', '503']);
  });

  it('documents multipart uploads, the legacy key, JSON-only SaveSettings (settings and/or language), an optional focus, a numeric page', () => {
    const photo = op('updatePhoto').requestBody?.content['multipart/form-data']?.schema;
    expect(photo).toMatchObject({ required: ['profile_image'], properties: { key: {}, profile_image: {} } });
    const prints = op('servPrints').requestBody?.content['multipart/form-data']?.schema;
    expect(prints).toMatchObject({
      properties: { sub_category: {}, print_pdf: { contentMediaType: 'application/pdf' } },
    });
    expect([...((prints?.required as string[] | undefined) ?? [])].sort()).toEqual(['print_pdf', 'sub_category']);
    expect(op('orderHistory').requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { key: { type: 'string' } },
    });
    expect(Object.keys(op('saveSettings').requestBody?.content ?? {})).toEqual(['application/json']);
    // Settings, the language or both: the route refuses a body with neither, naming settings (docs/API.md).
    const saveSettings = op('saveSettings').requestBody?.content['application/json']?.schema;
    expect(saveSettings).toMatchObject({
      properties: { settings: { type: 'object' }, language: { type: 'string', enum: ['en', 'hi', 'ne'] } },
    });
    expect(saveSettings?.required ?? []).not.toContain('settings');
    for (const name of ['getEmailers', 'getVideos', 'getPortals'] as const) {
      const focus = op(name).parameters?.find((p) => p.name === 'therapeutic_focus');
      expect(focus?.required ?? false, name).toBe(false);
    }
    const page = op('getArticles').requestBody?.content['application/json']?.schema.properties as Record<
      string,
      unknown
    >;
    expect(page.page).toMatchObject({ anyOf: [{ type: 'string' }, { type: 'integer', minimum: 1 }] });
  });
});

describe('the conformance check of the server tests', () => {
  const checker = (): Conformance => new Conformance(doc);
  const asked = (url: string, payload: unknown) => ({
    method: 'POST',
    url,
    headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
    payload,
  });
  const answer = (statusCode: number, body: unknown) => ({
    statusCode,
    headers: {},
    rawPayload: Buffer.from(JSON.stringify(body)),
  });

  it('accepts a true answer and a documented error', () => {
    const page = [{ status: 'success' }, { result: [], page: 2, hasMore: false }];
    expect(checker().check(asked('/api/GetArticles.php', { page: 2 }), answer(200, page))).toEqual([]);
    const refused = [{ status: 'error', code: 'VALIDATION_FAILED', field: 'page' }, { Message: 'x' }];
    expect(checker().check(asked('/api/GetArticles.php', { page: 0 }), answer(400, refused))).toEqual([]);
  });

  it('fails on a deliberately wrong answer, an undocumented status, an answered request it refuses', () => {
    const wrong = [{ status: 'success' }, { result: [], page: '2', hasMore: 'no' }];
    expect(checker().check(asked('/api/GetArticles.php', { page: 2 }), answer(200, wrong))[0]).toMatch(/answer/);
    const teapot = [{ status: 'error', code: 'INTERNAL' }, { Message: 'x' }];
    expect(checker().check(asked('/api/GetArticles.php', { page: 2 }), answer(418, teapot))[0]).toMatch(
      /status not documented/,
    );
    const page = [{ status: 'success' }, { result: [], page: 1, hasMore: false }];
    expect(checker().check(asked('/api/GetArticles.php', { page: 'one' }), answer(200, page))[0]).toMatch(
      /refuses the request/,
    );
  });

  it('runs on every request of the server tests: a wrong answer fails the test that made it', async () => {
    const served = await t.request({ method: 'GET', url: '/api/health' });
    expect(served.statusCode).toBe(200);
    const forged = { ...served, statusCode: 200, rawPayload: Buffer.from('[{"status":"success"},{"result":7}]') };
    expect(
      checker().check(
        { method: 'POST', url: '/api/GetTherapy.php', headers: { authorization: 'Bearer k' }, payload: undefined },
        forged,
      )[0],
    ).toMatch(/GetTherapy\.php → 200: answer/);
  });
});

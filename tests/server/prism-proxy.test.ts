/**
 * The contract checked by a tool we did not write (issue 39 §9): Stoplight's Prism proxy stands in front of the
 * in-process API with the document the API publishes, and a recorded doctor's session goes through it (multipart
 * uploads excepted: Prism re-encodes their bodies). Prism marks every request or response that breaks the document
 * with an `sl-violations` header; the test fails on any, and on any status other than the recorded one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/services/demo-seed.ts';
import { freePort, stopProcess, waitFor } from './helpers/api-process.ts';
import { build, type TestApp } from './helpers/app.ts';
import { signedInMember } from './helpers/member-session.ts';
import { RECORDED_CALLS, type RecordedCall } from './helpers/recorded-calls.ts';

const PRISM = resolve(import.meta.dirname, '../../node_modules/@stoplight/prism-cli/dist/index.js');

/** A running Prism proxy: its address, what it printed, and a way to stop it. */
interface Prism {
  url: string;
  output(): string;
  child: ChildProcess;
}

let t: TestApp;
let dir: string;
let api = '';
let key = '';
const proxies: Prism[] = [];

/** Starts `prism proxy` with `document` in front of the API and waits (up to 45 s) until it listens. */
async function startPrism(name: string, document: unknown): Promise<Prism> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document));
  const port = await freePort();
  const child = spawn(process.execPath, [PRISM, 'proxy', file, api, '--host', '127.0.0.1', '--port', String(port)], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test' },
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const prism = { url: `http://127.0.0.1:${port}`, output: () => printed, child };
  proxies.push(prism);
  await waitFor(`Prism (${name}) to listen`, 45_000, async () => /listening on/i.test(printed));
  return prism;
}

/** Sends one recorded call through `prism`: the status and the violations Prism found, if any. */
async function send(prism: Prism, call: RecordedCall): Promise<{ status: number; violations: string | null }> {
  const headers: Record<string, string> = {};
  if (call.signedIn) headers.authorization = `Bearer ${key}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${prism.url}${call.url}`, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  await response.arrayBuffer();
  return { status: response.status, violations: response.headers.get('sl-violations') };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-prism-'));
  const storageDir = join(dir, 'storage');
  await mkdir(storageDir);
  t = await build({ STORAGE_DIR: storageDir }, { seeded: true });
  await seedDemo(t.database.db, { storageDir });
  api = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 90_000);

afterAll(async () => {
  for (const prism of proxies) await stopProcess(prism.child);
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The document the API publishes. */
async function publishedDocument(): Promise<{ paths: Record<string, Record<string, unknown>> }> {
  return (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
}

describe('the API behind the Prism proxy', () => {
  it('answers a recorded doctor session with no request or response violation', { timeout: 60_000 }, async () => {
    key = (await signedInMember(t)).key;
    const prism = await startPrism('published', await publishedDocument());
    const found: string[] = [];
    for (const call of RECORDED_CALLS) {
      const { status, violations } = await send(prism, call);
      const label = `${call.method} ${call.url}`;
      if (status !== call.status) found.push(`${label}: status ${status}, not ${call.status}`);
      if (violations) found.push(`${label}: ${violations}`);
    }
    expect(found, prism.output().slice(-3000)).toEqual([]);
  });

  it('fails on a drift: a document that allows download.php only octet-stream is violated', {
    timeout: 60_000,
  }, async () => {
    // The document as it was before issue 39 §9: the API sends application/pdf for a PDF.
    const document = await publishedDocument();
    const get = document.paths['/api/download.php']?.get as { responses: Record<string, { content?: object }> };
    const ok = get.responses['200'];
    if (!ok?.content) throw new Error('download.php has no 200 content in the document');
    ok.content = {
      'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
    };
    const prism = await startPrism('drifted', document);
    key = (await signedInMember(t)).key; // the recorded session ended with logout.php
    const download = RECORDED_CALLS.find((c) => c.method === 'GET' && c.url.startsWith('/api/download.php'));
    if (!download) throw new Error('the recording has no download');
    const { status, violations } = await send(prism, download);
    expect(status).toBe(200);
    expect(violations).toMatch(/content-type|media type|mediatype/i);
  });
});

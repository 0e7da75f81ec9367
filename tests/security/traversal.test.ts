/**
 * Issue 7 §6, path traversal on download.php: more than 200 payloads (../ and ..\, single, double and overlong
 * encodings, fullwidth and look-alike dots and slashes, NUL, absolute and UNC paths, in `a` and in `folder`).
 * Sentinel files sit where a traversal would land; no answer may contain their content. (The 30 hand-picked
 * names of tests/server/download.test.ts check the status codes; this is the scale version.)
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report } from './helpers/scale.ts';
import { buildWorld, type Member, type World } from './helpers/world.ts';

let w: World;
let member: Member;
const SENTINEL = `SENTINEL-${process.pid}-9c1e77`;

/** `..` and `/` (or `\`) as an attacker may spell them in a query string. */
const DOTS = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '%e0%80%ae%e0%80%ae',
  '%uff0e%uff0e',
  '%ef%bc%8e%ef%bc%8e',
  '%e2%80%a5',
  '....',
  '...',
  '..%00',
  '..;',
];
const SLASHES = [
  '/',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252f',
  '%255c',
  '%c0%af',
  '%c1%9c',
  '%e0%80%af',
  '%ef%bc%8f',
  '%e2%88%95',
  '%u2215',
  '//',
  '\\',
];
const TARGETS = ['sentinel.txt', 'storage%2fsentinel.txt', 'etc%2fpasswd'];

/** Every payload for the `a` parameter, as written in the URL. */
function namePayloads(root: string): string[] {
  const payloads = new Set<string>();
  DOTS.forEach((dot, i) => {
    for (const slash of SLASHES) {
      const depth = 1 + ((i + slash.length) % 3);
      payloads.add(`${`${dot}${slash}`.repeat(depth)}${TARGETS[(i + depth) % TARGETS.length]}`);
    }
  });
  const absolute = [
    '/etc/passwd',
    '%2fetc%2fpasswd',
    encodeURIComponent(join(root, 'sentinel.txt')),
    `${root}/sentinel.txt`,
    'file:%2f%2f%2fetc%2fpasswd',
    'C:%5cwindows%5cwin.ini',
    'C:/windows/win.ini',
    '%5c%5cserver%5cshare%5csentinel.txt',
    '%5c%5c%3f%5cC:%5csentinel.txt',
    '%2f%2fserver%2fshare%2fsentinel.txt',
    '\\\\127.0.0.1\\c$\\sentinel.txt',
    'sentinel.txt%00.pdf',
    '1.pdf%00',
    '%00',
    '%00..%2fsentinel.txt',
    '..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '.',
    '..',
    '.%2e',
    '%2e',
    '.hidden',
    '~%2fsentinel.txt',
    '%7e%2f..%2fsentinel.txt',
    'files%2f..%2f..%2fsentinel.txt',
    'journals%2f..%2f..%2fsentinel.txt',
    '..%2fprints%2fplanted.pdf',
    '..%2fprofiles%2fplanted.webp',
    'link-out.pdf',
  ];
  for (const value of absolute) payloads.add(value);
  return [...payloads];
}

/** Payloads for the `folder` parameter. */
const FOLDERS = [
  '..',
  '../',
  '..%2f',
  'journals%2f..',
  'journals%2f..%2f..',
  'files/../..',
  '%2e%2e',
  '%252e%252e',
  'prints',
  'profiles',
  '.',
  '',
  '%00',
  'journals%00',
  '%2fetc',
  'JOURNALS',
  'journals%2f',
  'files%5c..',
  '%ef%bc%8e%ef%bc%8e',
  'journals%20',
];

beforeAll(async () => {
  w = await buildWorld({ RATE_LIMIT_MEMBER_PER_MINUTE: '0' });
  member = await w.member();
  // Where traversals would land: beside the storage folder, at its root, in the upload folders, and a symlink out.
  await writeFile(join(w.root, 'sentinel.txt'), SENTINEL);
  await writeFile(join(w.storageDir, 'sentinel.txt'), SENTINEL);
  for (const [folder, name] of [
    ['prints', 'planted.pdf'],
    ['profiles', 'planted.webp'],
  ] as const) {
    await mkdir(join(w.storageDir, folder), { recursive: true });
    await writeFile(join(w.storageDir, folder, name), SENTINEL);
  }
  await symlink(join(w.root, 'sentinel.txt'), join(w.storageDir, 'files', 'link-out.pdf'));
});
afterAll(() => w.close());

describe('download.php path traversal', () => {
  it('refuses more than 200 traversal payloads and never answers a byte of the sentinel files', async () => {
    const names = namePayloads(w.root);
    const queries = [
      ...names.flatMap((name) => [`a=${name}&folder=files`, `a=${name}&folder=journals`]),
      ...FOLDERS.flatMap((folder) => [`a=sentinel.txt&folder=${folder}`, `a=planted.pdf&folder=${folder}`]),
    ];
    expect(names.length + FOLDERS.length).toBeGreaterThanOrEqual(200);
    const statuses: Record<number, number> = {};
    for (const query of queries) {
      const response = await w.t.request({
        method: 'GET',
        url: `/api/download.php?${query}`,
        headers: { authorization: `Bearer ${member.key}` },
      });
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      expect(response.rawPayload.includes(SENTINEL), query).toBe(false);
      expect([400, 404], query).toContain(response.statusCode);
      expect((response.json() as [{ status: string }])[0].status).toBe('error');
    }
    report('path-traversal', {
      payloads: names.length + FOLDERS.length,
      requests: queries.length,
      sentinelReads: 0,
      statuses,
    });
  });

  it('still serves a real file (so the refusals are not an accident of a broken route)', async () => {
    const response = await w.t.request({
      method: 'GET',
      url: `/api/download.php?a=${w.refs.journalId}.pdf&folder=journals`,
      headers: { authorization: `Bearer ${member.key}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/**
 * The FileStorage contract, run on both adapters: the local folder and the S3 adapter against the loopback peer
 * (path-style and virtual-host style). Whole writes, missing files, unsafe names refused the same way, idempotent
 * deletes, folders kept apart, listing with paging. The peer checks every request's Signature V4.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../src/server/services/storage/local.ts';
import type { ManagedStorage, StorageFolder } from '../../src/server/services/storage/types.ts';
import { S3_TEST, startS3Peer, type S3Peer } from './helpers/s3-peer.ts';
import { peerStorage } from './helpers/s3-storage.ts';

let peer: S3Peer;
let root: string;

beforeAll(async () => {
  peer = await startS3Peer();
  peer.pageSize = 2;
  root = await mkdtemp(join(tmpdir(), 'storage-contract-'));
});
afterAll(async () => {
  await peer?.close();
  await rm(root, { recursive: true, force: true });
});

const UNSAFE = ['../escape.pdf', 'a/b.pdf', '.hidden', '', 'x'.repeat(201), '..', 'a\\b.pdf', 'nul\0.pdf', 'é.pdf'];

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function names(storage: ManagedStorage, folder: StorageFolder): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of storage.list(folder)) found.push(entry.name);
  return found;
}

const ADAPTERS: [string, () => ManagedStorage][] = [
  ['local folder', () => new LocalStorage(join(root, 'local'))],
  ['S3, path-style', () => peerStorage(peer, { prefix: 'path/' })],
  ['S3, virtual-host style', () => peerStorage(peer, { style: 'virtual-host', prefix: 'vhost/' })],
];

describe.each(ADAPTERS)('FileStorage contract: %s', (_label, make) => {
  let storage: ManagedStorage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => storage.close());

  it('writes a whole file, then opens it with its size and a stream of exactly its bytes, and reads it', async () => {
    const data = Buffer.from('%PDF-1.7\nhello storage\n%%EOF\n');
    await storage.write('prints', 'first.pdf', data);
    const file = await storage.open('prints', 'first.pdf');
    expect(file?.size).toBe(data.length);
    expect((await bytesOf(file?.stream ?? (await import('node:stream')).Readable.from([]))).equals(data)).toBe(true);
    expect((await storage.read('prints', 'first.pdf'))?.equals(data)).toBe(true);
    expect(await storage.stat('prints', 'first.pdf')).toMatchObject({ name: 'first.pdf', size: data.length });
  });

  it('answers undefined for a missing file (open, read, stat), as for a missing folder', async () => {
    expect(await storage.open('journals', 'nothing-here.pdf')).toBeUndefined();
    expect(await storage.read('journals', 'nothing-here.pdf')).toBeUndefined();
    expect(await storage.stat('journals', 'nothing-here.pdf')).toBeUndefined();
    expect(await names(storage, 'journals')).toEqual([]);
  });

  it('refuses every unsafe name the same way: undefined to read, an error to write, a no-op to remove', async () => {
    for (const name of UNSAFE) {
      expect(await storage.open('files', name), name).toBeUndefined();
      expect(await storage.read('files', name), name).toBeUndefined();
      expect(await storage.stat('files', name), name).toBeUndefined();
      await expect(storage.write('files', name, Buffer.from('x')), name).rejects.toThrow(/unsafe file name/);
      await expect(storage.remove('files', name), name).resolves.toBeUndefined();
    }
    expect(await names(storage, 'files')).toEqual([]);
  });

  it('replaces a file whole on a second write, keeps an empty file, and accepts spaces in names', async () => {
    await storage.write('profiles', 'me.webp', Buffer.from('first version, longer than the second'));
    await storage.write('profiles', 'me.webp', Buffer.from('second'));
    expect((await storage.read('profiles', 'me.webp'))?.toString()).toBe('second');
    await storage.write('profiles', 'empty.webp', Buffer.alloc(0));
    expect((await storage.open('profiles', 'empty.webp'))?.size).toBe(0);
    await storage.write('profiles', 'my photo 2.webp', Buffer.from('spaced'));
    expect((await storage.read('profiles', 'my photo 2.webp'))?.toString()).toBe('spaced');
  });

  it('keeps folders apart: one name in two folders is two files', async () => {
    await storage.write('journals', 'same.pdf', Buffer.from('journal'));
    await storage.write('files', 'same.pdf', Buffer.from('file'));
    expect((await storage.read('journals', 'same.pdf'))?.toString()).toBe('journal');
    expect((await storage.read('files', 'same.pdf'))?.toString()).toBe('file');
  });

  it('removes a file; removing it again (or a file never written) is not an error', async () => {
    await storage.write('prints', 'gone.pdf', Buffer.from('bye'));
    await storage.remove('prints', 'gone.pdf');
    expect(await storage.open('prints', 'gone.pdf')).toBeUndefined();
    await expect(storage.remove('prints', 'gone.pdf')).resolves.toBeUndefined();
    await expect(storage.remove('prints', 'never-written.pdf')).resolves.toBeUndefined();
  });

  it('lists every file of a folder with its size, across pages, and only that folder', async () => {
    for (const n of [1, 2, 3, 4, 5]) await storage.write('files', `list-${n}.pdf`, Buffer.alloc(n, 65));
    const entries = [];
    for await (const entry of storage.list('files')) entries.push(entry);
    const listed = entries.filter((e) => e.name.startsWith('list-'));
    expect(listed.map((e) => [e.name, e.size])).toEqual([1, 2, 3, 4, 5].map((n) => [`list-${n}.pdf`, n]));
    expect(listed.every((e) => e.modified.getTime() > 0)).toBe(true);
    expect(await names(storage, 'files')).not.toContain('first.pdf');
  });
});

describe('S3 adapter against the peer', () => {
  it('signs every request it sent (the peer recomputed each Signature V4) in the addressing style it was given', () => {
    const sent = peer.requests.filter((r) => r.key.startsWith('path/') || r.key.startsWith('vhost/') || r.query);
    expect(sent.length).toBeGreaterThan(50);
    expect(sent.filter((r) => r.signature !== 'ok')).toEqual([]);
    expect(new Set(peer.requests.filter((r) => r.key.startsWith('vhost/')).map((r) => r.style))).toEqual(
      new Set(['virtual-host']),
    );
    expect(new Set(peer.requests.filter((r) => r.key.startsWith('path/')).map((r) => r.style))).toEqual(
      new Set(['path']),
    );
    expect(peer.requests.filter((r) => r.status === 501)).toEqual([]);
    const puts = sent.filter((r) => r.method === 'PUT');
    expect(puts.length).toBeGreaterThan(10);
    expect(puts.every((r) => r.contentMd5)).toBe(true);
  });

  it('stores objects under the prefix with their SHA-256 as metadata and an MD5 ETag, and stat reports both', async () => {
    const storage = peerStorage(peer, { prefix: 'meta/' });
    const data = Buffer.from('checksummed');
    await storage.write('prints', 'sum.pdf', data);
    const object = peer.objects.get('meta/prints/sum.pdf');
    const { createHash } = await import('node:crypto');
    expect(object?.metadata.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    expect(await storage.stat('prints', 'sum.pdf')).toMatchObject({
      size: data.length,
      sha256: object?.metadata.sha256,
      md5: createHash('md5').update(data).digest('hex'),
    });
    storage.close();
  });

  it('a wrong secret is refused by the peer (403): writes fail, and reads fail rather than look like missing files', async () => {
    const storage = peerStorage(peer, { prefix: 'path/', secret: `${S3_TEST.secretAccessKey}-wrong` });
    const before = peer.requests.length;
    await expect(storage.write('prints', 'forged.pdf', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.open('prints', 'first.pdf')).rejects.toThrow();
    expect(peer.objects.has('path/prints/forged.pdf')).toBe(false);
    const refused = peer.requests.slice(before);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.status === 403 && r.signature === 'signature does not match')).toBe(true);
    storage.close();
  });

  it('the local adapter leaves no temporary file behind after its writes', async () => {
    expect((await readdir(join(root, 'local', 'profiles'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});

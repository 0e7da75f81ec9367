/**
 * A loopback S3-compatible peer for the object-storage adapter: PutObject, GetObject, HeadObject, DeleteObject,
 * HeadBucket and ListObjectsV2 on one bucket, path-style and virtual-host style, kept in memory. It recomputes the AWS Signature
 * V4 of every request from the known test keys (and checks the payload hash and Content-MD5), refusing a wrong one
 * with 403 as S3 does, and records what it was sent. A PUT can be held (stored, not yet answered) to crash the
 * API in the middle of an upload.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The keys and names the peer accepts. */
export const S3_TEST = {
  accessKeyId: 'AKIDPORTALTEST000001',
  secretAccessKey: 'portal-test-secret-key-0123456789abcdefgh',
  region: 'ap-south-1',
  bucket: 'portal-files',
} as const;

/** One stored object. */
interface PeerObject {
  body: Buffer;
  metadata: Record<string, string>;
  etag: string;
  modified: Date;
}

/** One request as the peer saw it. */
interface PeerRequest {
  method: string;
  /** "path" or "virtual-host": how the bucket was addressed. */
  style: 'path' | 'virtual-host';
  key: string;
  query: string;
  /** The signature check: "ok" or why it failed. */
  signature: string;
  /** Whether the request carried a Content-MD5 (checked against the body when present). */
  contentMd5: boolean;
  status: number;
}

/** A PUT that the peer stored but has not answered yet. */
interface HeldPut {
  key: string;
  /** Answers the PUT (if its connection is still open). */
  release(): void;
}

/** The running peer. */
export interface S3Peer {
  /** The endpoint for S3_ENDPOINT (path-style), e.g. http://127.0.0.1:PORT. */
  endpoint: string;
  port: number;
  objects: Map<string, PeerObject>;
  requests: PeerRequest[];
  /** ListObjectsV2 page size (S3's is 1000); small values exercise paging. */
  pageSize: number;
  /** While true every request is answered 500 InternalError (an outage of the store). */
  failing: boolean;
  /** Holds the next PUT whose key matches: resolves once it is stored, before it is answered. */
  holdNextPut(matches: (key: string) => boolean): Promise<HeldPut>;
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding, as SigV4 canonical query strings use. */
function rfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(raw: string): string {
  if (!raw) return '';
  return raw
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
      const value = at < 0 ? '' : decodeURIComponent(pair.slice(at + 1));
      return [rfc3986(name), rfc3986(value)] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** Recomputes the request's SigV4 signature; "ok" or the reason it does not match. */
function checkSignature(req: IncomingMessage, path: string, query: string, bodyHash: string): string {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'no SigV4 authorization header';
  const [, keyId, day, region, signedHeaders = '', signature] = match;
  if (keyId !== S3_TEST.accessKeyId) return `unknown access key ${keyId}`;
  if (region !== S3_TEST.region) return `wrong region ${region}`;
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day ?? '-')) return 'x-amz-date does not match the credential scope';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) {
    return `host, x-amz-date and x-amz-content-sha256 must be signed (signed: ${signedHeaders})`;
  }
  const declared = String(req.headers['x-amz-content-sha256'] ?? '');
  if (declared !== 'UNSIGNED-PAYLOAD' && declared !== bodyHash) return 'x-amz-content-sha256 is not the body hash';
  const headers = names.map((name) => {
    const value = req.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonical = [req.method, path, canonicalQuery(query), headers.join(''), signedHeaders, declared].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${S3_TEST.secretAccessKey}`, day ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) key = hmac(key, part);
  return hmac(key, toSign).toString('hex') === signature ? 'ok' : 'signature does not match';
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sendError(res: ServerResponse, status: number, code: string, head = false): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

function objectHeaders(object: PeerObject): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/octet-stream',
    'content-length': String(object.body.length),
    etag: `"${object.etag}"`,
    'last-modified': object.modified.toUTCString(),
  };
  for (const [name, value] of Object.entries(object.metadata)) headers[`x-amz-meta-${name}`] = value;
  return headers;
}

/** Starts the peer on 127.0.0.1 with a random port. */
export async function startS3Peer(): Promise<S3Peer> {
  const objects = new Map<string, PeerObject>();
  const requests: PeerRequest[] = [];
  const holds: { matches: (key: string) => boolean; stored: (held: HeldPut) => void }[] = [];
  const sockets = new Set<Socket>();

  const peer: S3Peer = {
    endpoint: '',
    port: 0,
    objects,
    requests,
    pageSize: 1000,
    failing: false,
    holdNextPut: (matches) => new Promise((stored) => holds.push({ matches, stored })),
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };

  function list(res: ServerResponse, params: URLSearchParams): void {
    const prefix = params.get('prefix') ?? '';
    const after = params.get('continuation-token') ?? '';
    const max = Math.min(Number(params.get('max-keys') ?? 1000), peer.pageSize);
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page.map((key) => {
      const object = objects.get(key) as PeerObject;
      return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${object.modified.toISOString()}</LastModified><ETag>&quot;${object.etag}&quot;</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    });
    const next = truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1) ?? '')}</NextContinuationToken>` : '';
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${S3_TEST.bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents.join('')}${next}</ListBucketResult>`,
    );
  }

  function put(req: IncomingMessage, res: ServerResponse, key: string, body: Buffer): number {
    const md5 = req.headers['content-md5'];
    const digest = createHash('md5').update(body);
    if (md5 !== undefined && md5 !== digest.copy().digest('base64')) {
      sendError(res, 400, 'BadDigest');
      return 400;
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (name.startsWith('x-amz-meta-') && typeof value === 'string') metadata[name.slice(11)] = value;
    }
    const object = { body, metadata, etag: digest.digest('hex'), modified: new Date() };
    objects.set(key, object);
    const answer = () => {
      if (!res.destroyed) res.writeHead(200, { etag: `"${object.etag}"` }).end();
    };
    const hold = holds.findIndex((h) => h.matches(key));
    if (hold < 0) answer();
    else holds.splice(hold, 1)[0]?.stored({ key, release: answer });
    return 200;
  }

  function handle(req: IncomingMessage, res: ServerResponse, body: Buffer): number {
    const raw = req.url ?? '/';
    const at = raw.indexOf('?');
    const path = at < 0 ? raw : raw.slice(0, at);
    const query = at < 0 ? '' : raw.slice(at + 1);
    const host = String(req.headers.host ?? '');
    const style = host.startsWith(`${S3_TEST.bucket}.`) ? 'virtual-host' : 'path';
    let key = decodeURIComponent(path.slice(1));
    if (style === 'path') {
      if (key !== S3_TEST.bucket && !key.startsWith(`${S3_TEST.bucket}/`)) {
        sendError(res, 404, 'NoSuchBucket');
        return 404;
      }
      key = key.slice(S3_TEST.bucket.length + 1);
    }
    const signature = checkSignature(req, path, query, sha256(body));
    const contentMd5 = req.headers['content-md5'] !== undefined;
    const record: PeerRequest = { method: req.method ?? '', style, key, query, signature, contentMd5, status: 0 };
    requests.push(record);
    const head = req.method === 'HEAD';
    if (peer.failing) {
      sendError(res, 500, 'InternalError', head);
      record.status = 500;
      return 500;
    }
    if (signature !== 'ok') {
      sendError(res, 403, 'SignatureDoesNotMatch', head);
      record.status = 403;
      return 403;
    }
    const params = new URLSearchParams(query);
    const object = objects.get(key);
    // The SDK names the operation in an x-id parameter; any other parameter asks for something this peer lacks.
    const plain = [...params.keys()].every((name) => name === 'x-id');
    if (req.method === 'GET' && key === '' && params.get('list-type') === '2') list(res, params);
    else if (head && key === '' && plain) res.writeHead(200).end();
    else if (req.method === 'PUT' && key !== '' && plain) record.status = put(req, res, key, body);
    else if ((req.method === 'GET' || head) && key !== '' && plain) {
      if (!object) {
        sendError(res, 404, 'NoSuchKey', head);
        record.status = 404;
        return 404;
      }
      res.writeHead(200, objectHeaders(object));
      res.end(head ? undefined : object.body);
    } else if (req.method === 'DELETE' && key !== '' && plain) {
      objects.delete(key);
      res.writeHead(204).end();
      record.status = 204;
      return 204;
    } else {
      sendError(res, 501, 'NotImplemented');
      record.status = 501;
      return 501;
    }
    record.status ||= 200;
    return record.status;
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A request whose connection closes before its body ended is never stored (S3 stores whole objects only).
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.port = (server.address() as AddressInfo).port;
  peer.endpoint = `http://127.0.0.1:${peer.port}`;
  return peer;
}

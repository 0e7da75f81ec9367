/**
 * The `npm start` side of the headers test (headers.test.ts): the combined server as a child process on a port of
 * 31150-31199 over a copy of dist/, plain HTTP requests without client-side processing, and raw-socket exchanges.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { buildSiteIfNeeded } from '../../scripts/lib/build-site.ts';
import { deliveryManifestPath, deployDirOf } from '../../src/delivery/manifest.ts';
import { ROOT, waitForHealth } from './helpers/processes.ts';

/**
 * The loopback ports the headers test may listen on: below Linux's ephemeral range (32768-60999), so no port the
 * kernel hands to a parallel test's listen(0) or to an outgoing connection can take one between probe and start.
 */
const PORTS = { first: 31150, last: 31199 };
/** The foreign origin every request of the headers test claims. */
export const EVIL = 'https://evil.example';

/** Response headers as one lower-case name → value map. */
export function flat(
  headers: IncomingHttpHeaders | Record<string, string | string[] | number | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/** The combined server of `npm start`: a child process on a port of PORTS. */
export interface StartedServer {
  child: ChildProcess;
  url: string;
  port: number;
  siteDir: string;
  output(): string;
}

/** The first free port of PORTS from `from` on. */
async function freePortInRange(from = PORTS.first): Promise<number> {
  for (let port = from; port <= PORTS.last; port += 1) {
    const server = createServer();
    const ok = await new Promise<boolean>((done) => {
      server.once('error', () => done(false));
      server.listen(port, '127.0.0.1', () => done(true));
    });
    if (ok) {
      await new Promise((done) => server.close(done));
      return port;
    }
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

/** A copy of dist/ and dist-deploy/ (built first when there is none), so a build running beside the test cannot change it underfoot. */
function snapshotSite(into: string): string {
  const dist = join(ROOT, 'dist');
  if (!existsSync(deliveryManifestPath(dist)) || !existsSync(join(dist, 'index.html'))) buildSiteIfNeeded(true);
  const copy = join(into, 'dist');
  cpSync(dist, copy, { recursive: true });
  cpSync(deployDirOf(dist), deployDirOf(copy), { recursive: true });
  return copy;
}

/**
 * Starts `node scripts/start.ts` (what `npm start` runs) with SITE_DIR = a copy of dist/ under `work`, on `memory://`.
 * A port another process took between the probe and the child's listen (EADDRINUSE) moves the start to the next one.
 */
export async function startCombined(work: string): Promise<StartedServer> {
  const siteDir = snapshotSite(work);
  let port = await freePortInRange();
  for (;;) {
    const started = await startOnPort(work, siteDir, port);
    if ('child' in started) return started;
    if (!started.output.includes('EADDRINUSE') || port >= PORTS.last)
      throw new Error(`npm start did not come up: ${started.error}\n${started.output}`);
    port = await freePortInRange(port + 1);
  }
}

/** One start of the combined server on `port`: the running server, or why it did not come up and what it printed. */
async function startOnPort(
  work: string,
  siteDir: string,
  port: number,
): Promise<StartedServer | { error: string; output: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_DIR: siteDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'warn',
    STORAGE_DIR: join(work, 'storage'),
    MAIL_OUTBOX_DIR: join(work, 'outbox'),
    SESSION_SECRET: 'headers-test-secret-0123456789abcdef',
  };
  delete env.NODE_ENV;
  delete env.TEST_DATABASE_URL;
  delete env.TEST_NUMBERS;
  const child = spawn(process.execPath, ['scripts/start.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise((done) => child.on('exit', done));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, exited, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    return { error: String(error), output };
  }
  return { child, url, port, siteDir, output: () => output };
}

/** Method, headers and body of one HTTP request. */
export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Announce this Content-Length but send only the first kilobyte of the body (the server refuses it unread: 413). */
  declaredLength?: number;
}

/** One HTTP request without any client-side processing (no decompression, no header rules); the body is drained. */
export function fetchRaw(base: string, path: string, options: RawOptions = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((done, fail) => {
    let answered = false;
    const headers = {
      origin: EVIL,
      ...options.headers,
      ...(options.declaredLength ? { 'content-length': String(options.declaredLength) } : {}),
    };
    const req = httpRequest(`${base}${path}`, { method: options.method ?? 'GET', headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (options.declaredLength) req.destroy();
        done({
          status: res.statusCode ?? 0,
          headers: flat(res.headers),
          body: Buffer.concat(chunks).toString('latin1'),
        });
      });
      res.on('error', fail);
    });
    // The server may close the connection of a refused upload while the client still writes: that is not a failure.
    req.on('error', (error) => {
      if (!answered) fail(error);
    });
    if (options.declaredLength) req.write((options.body ?? '').slice(0, 1024));
    else req.end(options.body);
  });
}

/** Sends raw bytes, reads the raw answer until the server closes, and parses its status line and headers. */
export async function rawExchange(
  port: number,
  bytes: string,
): Promise<{ status: number; headers: Record<string, string> }> {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  socket.write(bytes);
  await once(socket, 'close');
  const [head = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers };
}

/** Every file of a built site, dot files left out. */
export function siteFiles(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const full = join(root, name);
    if (name.startsWith('.')) return [];
    return statSync(full).isDirectory() ? siteFiles(full) : [full];
  });
}

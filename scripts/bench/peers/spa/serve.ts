/**
 * Serves the built peer single-page app on its own port, as a static host serves a single-page app: a file when one
 * exists (its brotli or gzip sibling when the browser accepts it, hashed assets cached for a year), else index.html
 * for every other address, so that the router draws the page. `/api/` is passed through to the product's server
 * (the same API and database as the product's pages), byte for byte. /robots.txt is plain text, so that the
 * benchmark can put a session in place on this origin without running the app.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { Agent, createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** A running peer server. */
export interface PeerServer {
  origin: string;
  stop(): Promise<void>;
}

/** The file an address names inside `root` (never outside it, never a dot file); undefined when none. */
function fileFor(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || /(^|\/)\./.test(decoded)) return undefined;
  const full = normalize(join(root, decoded));
  if (!full.startsWith(root + sep)) return undefined;
  return existsSync(full) && statSync(full).isFile() ? full : undefined;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([name, ext]) => accepts.includes(name ?? '') && existsSync(`${file}${ext}`));
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
  };
  if (encoding) headers['content-encoding'] = encoding[0] ?? '';
  const path = encoding ? `${file}${encoding[1]}` : file;
  headers['content-length'] = String(statSync(path).size);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
}

/** Starts the peer's server for the build in `root` on 127.0.0.1:`port`, passing /api/ on to `apiOrigin`. */
export async function startPeerServer(root: string, port: number, apiOrigin: string): Promise<PeerServer> {
  const agent = new Agent({ keepAlive: true });
  const api = new URL(apiOrigin);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const upstream = request(
        { host: api.hostname, port: api.port, path: url, method: req.method, headers: req.headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    if (pathname === '/robots.txt') {
      res.writeHead(200, { 'content-type': TYPES['.txt'] ?? 'text/plain' });
      res.end('User-agent: *\nDisallow: /\n');
      return;
    }
    const file = fileFor(root, pathname);
    if (file)
      sendFile(req, res, file, pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    else sendFile(req, res, join(root, 'index.html'), 'no-cache');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const stop = async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { origin: `http://127.0.0.1:${port}`, stop };
}

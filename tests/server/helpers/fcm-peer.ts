/**
 * A loopback FCM (HTTP v1) peer: it checks the OAuth2 JWT bearer exchange at /token and records every
 * `messages:send` with its bearer token; `failing` makes it refuse sends with 503. Writes a service-account file
 * (a fresh RSA key) whose token_uri is the peer, for FCM_SERVICE_ACCOUNT.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One message the peer received. */
interface FcmSent {
  auth: string | undefined;
  url: string | undefined;
  message: { token: string; notification: { title: string; body: string }; data: { link: string } };
}

/** The running peer. */
export interface FcmPeer {
  /** FCM_API_BASE. */
  url: string;
  /** FCM_SERVICE_ACCOUNT. */
  serviceAccountFile: string;
  sent: FcmSent[];
  /** Tokens the peer answers as UNREGISTERED (404). */
  unregistered: Set<string>;
  /** Token exchanges refused because the grant was wrong. */
  badGrants: number;
  close(): Promise<void>;
}

async function read(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

/** Starts the peer on 127.0.0.1 (a random port unless given), its service account in a new file unless given. */
export async function startFcmPeer(at: { port?: number; serviceAccountFile?: string } = {}): Promise<FcmPeer> {
  const peer = { sent: [] as FcmSent[], unregistered: new Set<string>(), badGrants: 0 };
  const server = createServer((request, response) => {
    void read(request).then((text) => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/token') {
        if (new URLSearchParams(text).get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
          peer.badGrants += 1;
          response.statusCode = 400;
          response.end('{"error":"invalid_grant"}');
          return;
        }
        response.end(JSON.stringify({ access_token: 'ya29.loopback', expires_in: 3600, token_type: 'Bearer' }));
        return;
      }
      const body = JSON.parse(text) as { message: FcmSent['message'] };
      if (peer.unregistered.has(body.message.token)) {
        response.statusCode = 404;
        response.end('{"error":{"code":404,"status":"NOT_FOUND","details":[{"errorCode":"UNREGISTERED"}]}}');
        return;
      }
      peer.sent.push({ auth: request.headers.authorization, url: request.url, message: body.message });
      response.end('{"name":"projects/demo-project/messages/1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(at.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dir = at.serviceAccountFile ? undefined : mkdtempSync(join(tmpdir(), 'portal-fcm-'));
  const serviceAccountFile = at.serviceAccountFile ?? join(dir ?? '', 'service-account.json');
  writeFileSync(
    serviceAccountFile,
    JSON.stringify({
      project_id: 'demo-project',
      client_email: 'push@demo-project.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${url}/token`,
    }),
  );
  return Object.assign(peer, {
    url,
    serviceAccountFile,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir ?? serviceAccountFile, { recursive: true, force: true });
    },
  });
}

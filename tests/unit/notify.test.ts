/** `npm run notify`: the FCM HTTP v1 sender against a loopback peer that plays Google's token endpoint and FCM. */
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify, runNotify } from '../../scripts/notify.ts';
import { fcmMessage, type ServiceAccount, signJwt } from '../../src/server/services/push/fcm.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { pushSubscriptions } from '../../src/server/db/schema.ts';
import { insertMember } from '../server/helpers/fixtures.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const sent: {
  auth: string | undefined;
  body: { message: { token: string; notification: object; webpush: object } };
}[] = [];
let assertions: Record<string, unknown>[] = [];
let server: Server;
let peer: string;
let account: ServiceAccount;
let database: Database;
let dir: string;

async function read(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

/** Checks the JWT's RS256 signature with the account's public key and returns its claims. */
function verifiedClaims(jwt: string): Record<string, unknown> {
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const ok = createVerify('RSA-SHA256')
    .update(`${header}.${claims}`)
    .verify(publicKey, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('bad signature');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void read(request).then((text) => {
      if (request.url === '/token') {
        const form = new URLSearchParams(text);
        assertions.push({ grant: form.get('grant_type'), ...verifiedClaims(form.get('assertion') ?? '') });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ access_token: 'ya29.loopback', expires_in: 3600, token_type: 'Bearer' }));
        return;
      }
      const body = JSON.parse(text) as (typeof sent)[number]['body'];
      sent.push({ auth: request.headers.authorization, body });
      const stale = body.message.token === 'stale-token-0001';
      response.statusCode = stale ? 404 : 200;
      response.end(
        JSON.stringify(
          stale
            ? { error: { code: 404, status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } }
            : { name: 'projects/demo-project/messages/1' },
        ),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  peer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  account = {
    project_id: 'demo-project',
    client_email: 'notify@demo-project.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${peer}/token`,
  };
  database = await openDatabase('memory://');
  await migrate(database);
  const cardio = await insertMember(database.db, { countryCode: '91', phone: '9000000001', focus: 'Cardiology' });
  const diabetes = await insertMember(database.db, { countryCode: '91', phone: '9000000002', focus: 'Diabetology' });
  await database.db.insert(pushSubscriptions).values([
    { token: 'cardio-token-0001', memberId: cardio, topics: ['Common', 'Cardiology'] },
    { token: 'stale-token-0001', memberId: cardio, topics: ['Common', 'Cardiology'] },
    { token: 'diabetes-token-01', memberId: diabetes, topics: ['Common', 'Diabetology'] },
  ]);
  dir = mkdtempSync(join(tmpdir(), 'portal-notify-'));
}, 60_000);

afterAll(async () => {
  server.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('notify', () => {
  it('signs a JWT the token endpoint can verify', () => {
    const claims = verifiedClaims(signJwt(account, 1_700_000_000));
    expect(claims).toEqual({
      iss: account.client_email,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: account.token_uri,
      iat: 1_700_000_000,
      exp: 1_700_003_600,
    });
  });

  it('sends one HTTP v1 message per token of the topic and forgets unregistered tokens', async () => {
    const env = { FCM_API_BASE: peer, PUBLIC_SITE_URL: 'https://portal.example.com' };
    const result = await notify(
      database.db,
      account,
      { topic: 'Cardiology', title: 'New guideline', body: 'Read it', link: '/articles' },
      env,
    );
    expect(result).toEqual({ sent: 1, failed: 0, stale: ['stale-token-0001'] });
    expect(assertions).toEqual([
      expect.objectContaining({ grant: 'urn:ietf:params:oauth:grant-type:jwt-bearer', iss: account.client_email }),
    ]);
    expect(sent.map((s) => s.body.message.token).sort()).toEqual(['cardio-token-0001', 'stale-token-0001']);
    expect(sent.every((s) => s.auth === 'Bearer ya29.loopback')).toBe(true);
    expect(sent.find((s) => s.body.message.token === 'cardio-token-0001')?.body).toEqual({
      message: {
        token: 'cardio-token-0001',
        notification: { title: 'New guideline', body: 'Read it' },
        data: { link: 'https://portal.example.com/articles' },
        webpush: { fcm_options: { link: 'https://portal.example.com/articles' } },
      },
    });
    const left = await database.db.select({ token: pushSubscriptions.token }).from(pushSubscriptions);
    expect(left.map((row) => row.token).sort()).toEqual(['cardio-token-0001', 'diabetes-token-01']);
  });

  it('reaches Common subscribers of every focus, and nobody for an unknown topic', async () => {
    sent.length = 0;
    assertions = [];
    const note = { title: 'Hello', body: 'Everyone', link: '/home' };
    const env = { FCM_API_BASE: peer };
    expect(await notify(database.db, account, { ...note, topic: 'Common' }, env)).toEqual({
      sent: 2,
      failed: 0,
      stale: [],
    });
    expect(await notify(database.db, account, { ...note, topic: 'Neurology' }, env)).toEqual({
      sent: 0,
      failed: 0,
      stale: [],
    });
    expect(assertions).toHaveLength(1);
    expect(fcmMessage('t', note, 'http://localhost:4321')).toMatchObject({
      message: { webpush: {} },
    });
  });

  it('runs as a command: usage errors, a missing service account, then a send to an empty topic', async () => {
    const file = join(dir, 'service-account.json');
    writeFileSync(file, JSON.stringify(account));
    const env = { FCM_SERVICE_ACCOUNT: file, FCM_API_BASE: peer };
    await expect(runNotify(['--title', 'x'], env, database)).rejects.toThrow(/Usage: npm run notify/);
    const note = ['--topic', 'Oncology', '--title', 'Hi', '--body', 'There'];
    await expect(runNotify(note, { ...env, FCM_SERVICE_ACCOUNT: '' }, database)).rejects.toThrow(/FCM_SERVICE_ACCOUNT/);
    expect(await runNotify(note, env, database)).toEqual({
      summary: 'Topic Oncology: 0 sent, 0 failed, 0 unregistered token(s) removed.',
      ok: true,
    });
  });
});

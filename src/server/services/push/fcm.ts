/**
 * Firebase Cloud Messaging over the HTTP v1 API: an OAuth2 access token from a JWT signed by the service account's
 * key (node:crypto), exchanged at the account's token_uri, then one `messages:send` per token. Tokens FCM reports
 * as unregistered are forgotten. Used by `npm run notify` (topics) and by the orders queue (one doctor's devices).
 */
import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

/** The fields of a Google service-account JSON that are used. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

/** What a push says and where a click leads. */
export interface PushNote {
  title: string;
  body: string;
  /** Where a click leads: a path of the portal or an https:// address. */
  link: string;
}

/** How the sending went. */
export interface NotifyResult {
  sent: number;
  failed: number;
  /** Tokens FCM no longer knows (forgotten from the database). */
  stale: string[];
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const base64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');

/** Reads and checks a service-account JSON file. */
export function readServiceAccount(file: string): ServiceAccount {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServiceAccount>;
  for (const field of ['project_id', 'client_email', 'private_key', 'token_uri'] as const) {
    if (typeof value[field] !== 'string' || value[field] === '') throw new Error(`${file}: "${field}" is missing.`);
  }
  return value as ServiceAccount;
}

/** The RS256-signed JWT assertion of the OAuth2 JWT bearer grant (valid one hour). */
export function signJwt(account: ServiceAccount, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.client_email,
      scope: SCOPE,
      aud: account.token_uri,
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key);
  return `${header}.${claims}.${base64url(signature)}`;
}

/** Exchanges the signed JWT for an access token at the account's token_uri. */
async function accessToken(account: ServiceAccount): Promise<string> {
  const response = await fetch(account.token_uri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: signJwt(account),
    }),
  });
  const answer = (await response.json().catch(() => ({}))) as { access_token?: string; error?: string };
  if (!response.ok || !answer.access_token)
    throw new Error(`token exchange failed (${response.status} ${answer.error ?? ''})`);
  return answer.access_token;
}

/** The HTTP v1 message for one token. */
export function fcmMessage(token: string, note: PushNote, siteUrl: string): object {
  const link = new URL(note.link, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
  return {
    message: {
      token,
      notification: { title: note.title, body: note.body },
      data: { link },
      webpush: link.startsWith('https://') ? { fcm_options: { link } } : {},
    },
  };
}

/** The tokens subscribed to a topic. */
export async function topicTokens(db: Db, topic: string): Promise<string[]> {
  const rows = await db
    .select({ token: pushSubscriptions.token })
    .from(pushSubscriptions)
    .where(sql`${pushSubscriptions.topics} @> ${JSON.stringify([topic])}::jsonb`);
  return rows.map((row) => row.token);
}

function isUnregistered(status: number, text: string): boolean {
  return status === 404 || text.includes('UNREGISTERED');
}

/** Where pushes go: FCM's API origin and the portal's address (for the links). */
export interface PushTarget {
  apiBase: string;
  siteUrl: string;
}

/** Sends a push to each token (20 at a time); forgets tokens FCM reports as unregistered. */
export async function sendPush(
  db: Db,
  account: ServiceAccount,
  tokens: readonly string[],
  note: PushNote,
  target: PushTarget,
): Promise<NotifyResult> {
  const result: NotifyResult = { sent: 0, failed: 0, stale: [] };
  if (tokens.length === 0) return result;
  const bearer = await accessToken(account);
  const url = `${target.apiBase.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  for (let i = 0; i < tokens.length; i += 20) {
    await Promise.all(
      tokens.slice(i, i + 20).map(async (token) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify(fcmMessage(token, note, target.siteUrl)),
        });
        if (response.ok) result.sent += 1;
        else if (isUnregistered(response.status, await response.text())) result.stale.push(token);
        else result.failed += 1;
      }),
    );
  }
  if (result.stale.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.token, result.stale));
  return result;
}

/** The tokens of one member's subscribed browsers. */
export async function memberTokens(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ token: pushSubscriptions.token })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId));
  return rows.map((row) => row.token);
}

/**
 * `npm run notify -- --topic Cardiology --title "New guideline" --body "Read it in the portal" [--link /articles]`
 * Sends a push notification to every browser subscribed (firebase_subcribe.php) to a topic, through the FCM
 * HTTP v1 API: an OAuth2 access token is obtained with a JWT signed by the service account's key (node:crypto)
 * and exchanged at the account's token_uri, then one `messages:send` per token. Tokens FCM reports as
 * unregistered are forgotten. Settings: FCM_SERVICE_ACCOUNT (or GOOGLE_APPLICATION_CREDENTIALS) = path of the
 * service-account JSON; FCM_API_BASE (default https://fcm.googleapis.com); DATABASE_URL; PUBLIC_SITE_URL.
 */
import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { pushSubscriptions } from '../src/server/db/schema.ts';

/** The fields of a Google service-account JSON that are used. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

/** What to send, and to whom. */
export interface Notification {
  topic: string;
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
export async function accessToken(account: ServiceAccount): Promise<string> {
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
export function fcmMessage(token: string, note: Notification, siteUrl: string): object {
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

/** Sends a notification to every token of its topic; forgets tokens FCM reports as unregistered. */
export async function notify(
  db: Db,
  account: ServiceAccount,
  note: Notification,
  env: NodeJS.ProcessEnv = process.env,
): Promise<NotifyResult> {
  const apiBase = (env.FCM_API_BASE?.trim() || 'https://fcm.googleapis.com').replace(/\/+$/, '');
  const siteUrl = env.PUBLIC_SITE_URL?.trim() || 'http://localhost:4321';
  const tokens = await topicTokens(db, note.topic);
  const result: NotifyResult = { sent: 0, failed: 0, stale: [] };
  if (tokens.length === 0) return result;
  const bearer = await accessToken(account);
  const url = `${apiBase}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  for (let i = 0; i < tokens.length; i += 20) {
    await Promise.all(
      tokens.slice(i, i + 20).map(async (token) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify(fcmMessage(token, note, siteUrl)),
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

/** Reads `--topic`, `--title`, `--body` and `--link` (default /home). */
export function parseNotifyArgs(argv: string[]): Notification {
  const { values } = parseArgs({
    args: argv,
    options: {
      topic: { type: 'string' },
      title: { type: 'string' },
      body: { type: 'string' },
      link: { type: 'string', default: '/home' },
    },
  });
  const { topic, title, body, link } = values;
  if (!topic?.trim() || !title?.trim() || !body?.trim()) {
    throw new Error('Usage: npm run notify -- --topic <Common|focus> --title <text> --body <text> [--link /path]');
  }
  return { topic: topic.trim(), title: title.trim(), body: body.trim(), link: link ?? '/home' };
}

/**
 * The command without its process: arguments and environment in, the summary line and whether every send worked
 * out. It opens DATABASE_URL (and migrates it) unless given an open database.
 */
export async function runNotify(
  argv: string[],
  env: NodeJS.ProcessEnv,
  open?: Database,
): Promise<{ summary: string; ok: boolean }> {
  const note = parseNotifyArgs(argv);
  const file = env.FCM_SERVICE_ACCOUNT?.trim() || env.GOOGLE_APPLICATION_CREDENTIALS?.trim();
  if (!file) throw new Error('Set FCM_SERVICE_ACCOUNT to the path of the Firebase service-account JSON.');
  const account = readServiceAccount(file);
  const database = open ?? (await openDatabase(env.DATABASE_URL?.trim() || 'file://.data/db', 2));
  try {
    if (!open) await migrate(database);
    const result = await notify(database.db, account, note, env);
    const summary = `Topic ${note.topic}: ${result.sent} sent, ${result.failed} failed, ${result.stale.length} unregistered token(s) removed.`;
    return { summary, ok: result.failed === 0 };
  } finally {
    if (!open) await database.close();
  }
}

async function main(): Promise<void> {
  const { summary, ok } = await runNotify(process.argv.slice(2), process.env);
  console.log(summary);
  if (!ok) process.exitCode = 1;
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

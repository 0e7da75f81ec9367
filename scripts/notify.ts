/**
 * `npm run notify -- --topic Cardiology --title "New guideline" --body "Read it in the portal" [--link /articles]`
 * Sends a push notification to every browser subscribed (firebase_subcribe.php) to a topic, through the FCM
 * HTTP v1 API: an OAuth2 access token is obtained with a JWT signed by the service account's key (node:crypto)
 * and exchanged at the account's token_uri, then one `messages:send` per token. Tokens FCM reports as
 * unregistered are forgotten. Settings: FCM_SERVICE_ACCOUNT (or GOOGLE_APPLICATION_CREDENTIALS) = path of the
 * service-account JSON; FCM_API_BASE (default https://fcm.googleapis.com); DATABASE_URL; PUBLIC_SITE_URL.
 */
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import {
  type NotifyResult,
  type PushNote,
  readServiceAccount,
  type ServiceAccount,
  sendPush,
  topicTokens,
} from '../src/server/services/push/fcm.ts';
import { failureLine } from './lib/failure.ts';
import { answerHelp } from './lib/usage.ts';

/** What to send, and to whom. */
export interface Notification extends PushNote {
  topic: string;
}

/** Sends a notification to every token of its topic; forgets tokens FCM reports as unregistered. */
export async function notify(
  db: Database['db'],
  account: ServiceAccount,
  note: Notification,
  env: NodeJS.ProcessEnv = process.env,
): Promise<NotifyResult> {
  const apiBase = env.FCM_API_BASE?.trim() || 'https://fcm.googleapis.com';
  const siteUrl = env.PUBLIC_SITE_URL?.trim() || 'http://localhost:4321';
  return sendPush(db, account, await topicTokens(db, note.topic), note, { apiBase, siteUrl });
}

/** How to call the command. */
const NOTIFY_USAGE = 'Usage: npm run notify -- --topic <Common|focus> --title <text> --body <text> [--link /path]';

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
    throw new Error(NOTIFY_USAGE);
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
  answerHelp(process.argv.slice(2), NOTIFY_USAGE);
  main().catch((error: unknown) => {
    console.error(failureLine(error, process.env));
    process.exit(1);
  });
}

/**
 * The app of the medical-question and side-effect tests: the order catalogue (with Plaintab to ask about) and a
 * loopback SMTP peer that receives the safety mails.
 */
import { eq } from 'drizzle-orm';
import { products } from '../../../src/server/db/schema.ts';
import type { Env } from '../../../src/shared/public-config.ts';
import { build, type TestApp } from './app.ts';
import { insertOrderCatalogue, PLAIN } from './order-fixtures.ts';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer.ts';

/** A started safety test app. */
export interface SafetyApp {
  t: TestApp;
  peer: SmtpPeer;
  /** Plaintab's id. */
  productId: number;
  /** Closes the app and the mail peer. */
  close(): Promise<void>;
}

/** Starts the app with `env`, its mailer pointed at a new SMTP peer, and the order catalogue inserted. */
export async function startSafetyApp(env: Env = {}): Promise<SafetyApp> {
  const peer = await startSmtpPeer();
  const t = await build({ MAIL_SMTP_URL: peer.url, ...env });
  await insertOrderCatalogue(t.database.db);
  const [product] = await t.database.db.select().from(products).where(eq(products.title, PLAIN));
  const close = async () => {
    await t.close();
    await peer.close();
  };
  return { t, peer, productId: product?.id ?? 0, close };
}

/** POSTs `payload` to `/api<url>` as the member whose session key is `key`, in `language`, with extra headers. */
export function memberPost(
  t: TestApp,
  url: string,
  key: string,
  payload: object,
  { language = 'en', headers = {} }: { language?: string; headers?: Record<string, string> } = {},
) {
  return t.request({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${key}`, 'accept-language': language, ...headers },
    payload,
  });
}

/** A complete, valid side-effect report about `productId`; `changes` replaces fields. */
export function aeReport(productId: number, changes: object = {}) {
  return {
    product_id: productId,
    patient_initials: 'R.K.',
    patient_age: '54',
    patient_sex: 'male',
    event: 'Itchy rash on both arms\nthree days after starting the product.',
    serious: false,
    serious_criteria: [],
    onset_date: '2026-11-18',
    stop_date: '2026-11-20',
    outcome: 'recovered',
    other_medicines: 'Metformin 500 mg',
    ...changes,
  };
}

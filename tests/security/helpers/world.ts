/**
 * A test app with the demo data, our own order catalogue, real storage and outbox folders, an SMS gateway peer and
 * signed-in members: enough for a successful request to every endpoint (tests/security/helpers/endpoints.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../../../src/server/services/demo-seed.ts';
import {
  articles,
  categories,
  consentRecords,
  emailers,
  files,
  focuses,
  journals,
  members,
  portals,
  videos,
} from '../../../src/server/db/schema.ts';
import { CONSENT_PURPOSES } from '../../../src/shared/privacy.ts';
import type { Env } from '../../../src/shared/public-config.ts';
import { build, type TestApp } from '../../server/helpers/app.ts';
import { insertMember } from '../../server/helpers/fixtures.ts';
import { VERIFIED_REGISTRATION, insertOrderCatalogue } from '../../server/helpers/order-fixtures.ts';
import { startSmsPeer, type SmsPeer } from '../../server/helpers/sms-peer.ts';

/** Values a valid request to each endpoint needs, read from the seeded database. */
interface Refs {
  categoryId: number;
  journalId: number;
  focus: string;
  articleTherapy: string;
  emailer: { subCategoryTitle: string; focus: string };
  videoLink: string;
  portalLink: string;
  fileLink: string;
}

/** A member with a live session key. */
export interface Member {
  id: number;
  phone: string;
  focus: string;
  key: string;
}

/** The app, its folders, the SMS peer and the reference values. */
export interface World {
  t: TestApp;
  sms: SmsPeer;
  /** A temporary folder holding `storage/` and `outbox/` (and anything a test puts beside them). */
  root: string;
  storageDir: string;
  refs: Refs;
  /** Inserts a member (a fresh Indian number) and opens a session. */
  member(values?: Partial<typeof members.$inferInsert>): Promise<Member>;
  close(): Promise<void>;
}

let phoneSeq = 0;

/** A fresh Indian mobile number that is not one of the demo numbers. */
export function freshPhone(): string {
  phoneSeq += 1;
  return `70${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(5, '0')}`;
}

async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`the demo seed has no ${what}`);
  return row;
}

async function readRefs(t: TestApp): Promise<Refs> {
  const db = t.database.db;
  const category = await first(
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).limit(1),
    'category',
  );
  const journal = await first(
    db.select({ id: journals.id }).from(journals).orderBy(asc(journals.id)).limit(1),
    'journal',
  );
  const focus = await first(
    db.select({ name: focuses.name }).from(focuses).orderBy(asc(focuses.sort)).limit(1),
    'focus',
  );
  const article = await first(db.select({ therapy: articles.therapy }).from(articles).limit(1), 'article');
  const emailer = await first(db.select().from(emailers).limit(1), 'emailer');
  const video = await first(db.select({ link: videos.linkName }).from(videos).limit(1), 'video');
  const portal = await first(db.select({ link: portals.linkName }).from(portals).limit(1), 'portal');
  const file = await first(db.select({ link: files.linkName }).from(files).limit(1), 'file');
  return {
    categoryId: category.id,
    journalId: journal.id,
    focus: focus.name,
    articleTherapy: article.therapy,
    emailer: { subCategoryTitle: emailer.subCategoryTitle, focus: emailer.therapeuticFocus },
    videoLink: video.link,
    portalLink: portal.link,
    fileLink: file.link,
  };
}

/** Reference values of a world without the demo data (enough for login, member and order calls). */
const NO_DEMO: Refs = {
  categoryId: 1,
  journalId: 1,
  focus: 'Cardiology',
  articleTherapy: 'Cardiology',
  emailer: { subCategoryTitle: '-', focus: '' },
  videoLink: '-',
  portalLink: '-',
  fileLink: '-',
};

/** Builds the world; `env` overrides configuration; `demo: false` skips the demo data (faster, for OTP and order tests). */
export async function buildWorld(env: Env = {}, options: { demo?: boolean } = {}): Promise<World> {
  const root = await mkdtemp(join(tmpdir(), 'portal-security-'));
  const storageDir = join(root, 'storage');
  await mkdir(storageDir, { recursive: true });
  const sms = await startSmsPeer();
  const demo = options.demo !== false;
  const t = await build(
    {
      STORAGE_DIR: storageDir,
      MAIL_OUTBOX_DIR: join(root, 'outbox'),
      TEST_NUMBERS: 'off',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: sms.url,
      SMS_HTTP_TOKEN: 'gateway-token',
      ...env,
    },
    { seeded: demo },
  );
  // From the seeded template, seedDemo only writes the demo files.
  if (demo) await seedDemo(t.database.db, { storageDir });
  await insertOrderCatalogue(t.database.db);
  const refs = demo ? await readRefs(t) : NO_DEMO;
  return {
    t,
    sms,
    root,
    storageDir,
    refs,
    async member(values = {}) {
      const phone = values.phone ?? freshPhone();
      const focus = values.therapeuticFocus ?? refs.focus;
      // Verified, so sample orders pass the registration gate (tests/server/samples.test.ts tests the gate).
      const id = await insertMember(t.database.db, {
        countryCode: '91',
        phone,
        focus,
        registration: VERIFIED_REGISTRATION,
      });
      if (Object.keys(values).length > 0) await t.database.db.update(members).set(values).where(eq(members.id, id));
      // The notice answered with every optional purpose, so push subscribes (issue 27).
      await t.database.db.insert(consentRecords).values(
        CONSENT_PURPOSES.map((purpose) => ({
          memberId: id,
          purpose,
          granted: true,
          noticeVersion: 1,
          channel: 'notice',
        })),
      );
      return { id, phone, focus, key: await t.app.deps.sessions.create(id) };
    },
    async close() {
      await t.close();
      await sms.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

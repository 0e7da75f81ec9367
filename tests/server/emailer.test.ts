/** SendEmailer.php: the journal PDF mailed to the member's own address (real SMTP server, and the default outbox). */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailers, journals } from '../../src/server/db/schema.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember, type SignedIn } from './helpers/member-session.ts';
import { parseMail, startSmtpPeer, type SmtpPeer } from './helpers/smtp-peer.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
let peer: SmtpPeer;
let folder: string;
let t: TestApp;
let asha: SignedIn;
let journalId: number;
let missingFileId: number;

/** Inserts a journal with an active emailer naming it and, unless told not to, writes its PDF into storage. */
async function addJournal(app: TestApp, title: string, withFile = true): Promise<number> {
  const [row] = await app.database.db.insert(journals).values({ title }).returning({ id: journals.id });
  if (!row) throw new Error('journal not inserted');
  const emailer = { title, journalId: row.id, subCategoryTitle: 'Journal Emailers', therapeuticFocus: 'Cardiology' };
  await app.database.db.insert(emailers).values(emailer);
  if (withFile) await app.app.deps.storage.write('journals', `${row.id}.pdf`, pdf);
  return row.id;
}

beforeAll(async () => {
  peer = await startSmtpPeer();
  folder = await mkdtemp(join(tmpdir(), 'portal-emailer-'));
  t = await build({ MAIL_SMTP_URL: peer.url, STORAGE_DIR: join(folder, 'storage') });
  asha = await signedInMember(t, { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.com' });
  journalId = await addJournal(t, 'Cardiology Update: Heart Failure 2026');
  missingFileId = await addJournal(t, 'Journal without a file', false);
});
afterAll(async () => {
  await t.close();
  await peer.close();
  await rm(folder, { recursive: true, force: true });
});

describe('SendEmailer.php', () => {
  it("mails the journal PDF as an attachment to the member's own address", async () => {
    const before = peer.received.length;
    const response = await t.request(
      post('/SendEmailer.php', { journalID: String(journalId), email: 'thief@example.com' }, asha.key),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { status: 'success' },
      { Message: 'The journal has been sent to asha.rao@example.com.' },
    ]);
    await peer.waitFor(before + 1);
    const got = peer.received.at(-1);
    expect(got?.to).toEqual(['asha.rao@example.com']);
    const mail = parseMail(got?.raw ?? '');
    expect(mail.headers.get('subject')).toBe('Cardiology Update: Heart Failure 2026');
    expect(mail.text).toContain('Dear Dr. Asha Rao');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'Cardiology-Update-Heart-Failure-2026.pdf',
      contentType: 'application/pdf',
    });
    expect(mail.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('answers 404 for an unknown journal and for a journal whose PDF is missing, sending nothing', async () => {
    const before = peer.received.length;
    for (const id of [String(journalId + 1000), String(missingFileId)]) {
      const response = await t.request(post('/SendEmailer.php', { journalID: id }, asha.key));
      expect(response.statusCode).toBe(404);
      expect(response.json()[0].code).toBe('NOT_FOUND');
    }
    expect(peer.received.length).toBe(before);
  });

  it('answers 404 for a journal whose emailers staff deactivated, sending nothing', async () => {
    const before = peer.received.length;
    const withdrawn = await addJournal(t, 'Withdrawn journal');
    await t.database.db.update(emailers).set({ active: false }).where(eq(emailers.journalId, withdrawn));
    const response = await t.request(post('/SendEmailer.php', { journalID: String(withdrawn) }, asha.key));
    expect(response.statusCode).toBe(404);
    expect(response.json()[0].code).toBe('NOT_FOUND');
    expect(peer.received.length).toBe(before);
  });

  it('answers 400 naming email when the member has no e-mail address', async () => {
    const noMail = await signedInMember(t, { email: '' });
    const response = await t.request(post('/SendEmailer.php', { journalID: String(journalId) }, noMail.key));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { status: 'error', code: 'VALIDATION_FAILED', field: 'email' },
      { Message: 'There is no valid e-mail address in your profile. Please ask your representative to add it.' },
    ]);
  });

  it('refuses a journalID that is not a number naming journalID, and answers 401 without a key', async () => {
    const bad = await t.request(post('/SendEmailer.php', { journalID: '../1' }, asha.key));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'journalID' });
    expect((await t.request(post('/SendEmailer.php', { journalID: String(journalId) }))).statusCode).toBe(401);
  });

  it('mails at most RATE_LIMIT_EMAILERS_PER_HOUR (10) journals a member an hour: the next answers 429, mailing nothing', async () => {
    const member = await signedInMember(t, { email: 'busy@example.com' });
    const before = peer.received.length;
    for (let i = 0; i < 10; i += 1) {
      const sent = await t.request(post('/SendEmailer.php', { journalID: String(journalId) }, member.key));
      expect(sent.statusCode).toBe(200);
    }
    await peer.waitFor(before + 10);
    const refused = await t.request(post('/SendEmailer.php', { journalID: String(journalId) }, member.key));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()[0]).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    expect(refused.json()[1].Message).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(peer.received.length).toBe(before + 10);
    t.clock.advance(3600);
    expect((await t.request(post('/SendEmailer.php', { journalID: String(journalId) }, member.key))).statusCode).toBe(
      200,
    );
  });

  it('over the cap (and without an e-mail address) the journal PDF is not read from storage at all', async () => {
    const member = await signedInMember(t, { email: 'reader@example.com' });
    const noMail = await signedInMember(t, { email: '' });
    const reads = vi.spyOn(t.app.deps.storage, 'read');
    try {
      for (let i = 0; i < 10; i += 1)
        expect(
          (await t.request(post('/SendEmailer.php', { journalID: String(journalId) }, member.key))).statusCode,
        ).toBe(200);
      expect(reads).toHaveBeenCalledTimes(10);
      for (let i = 0; i < 5; i += 1)
        expect(
          (await t.request(post('/SendEmailer.php', { journalID: String(journalId) }, member.key))).statusCode,
        ).toBe(429);
      expect((await t.request(post('/SendEmailer.php', { journalID: String(journalId) }, noMail.key))).statusCode).toBe(
        400,
      );
      expect(reads).toHaveBeenCalledTimes(10);
    } finally {
      reads.mockRestore();
      t.clock.advance(3600);
    }
  });

  it('with no MAIL_SMTP_URL the mail lands in the outbox folder as a readable .eml with the PDF', async () => {
    const outbox = join(folder, 'outbox');
    const local = await build({ MAIL_OUTBOX_DIR: outbox, STORAGE_DIR: join(folder, 'local-storage') });
    try {
      const member = await signedInMember(local, { email: 'bikash@example.com' });
      const id = await addJournal(local, 'Diabetes Digest');
      expect((await local.request(post('/SendEmailer.php', { journalID: String(id) }, member.key))).statusCode).toBe(
        200,
      );
      const [name] = await readdir(outbox);
      const mail = parseMail(await readFile(join(outbox, name ?? ''), 'latin1'));
      expect(mail.headers.get('to')).toBe('bikash@example.com');
      expect(mail.attachments[0]?.content.equals(pdf)).toBe(true);
    } finally {
      await local.close();
    }
  });
  it('answers 503 with a plain message (and logs the cause) when the mail server cannot be reached', async () => {
    const listener = createServer();
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    const down = await build({ MAIL_SMTP_URL: `smtp://127.0.0.1:${port}`, STORAGE_DIR: join(folder, 'down-storage') });
    try {
      const member = await signedInMember(down, { email: 'asha@example.com' });
      const id = await addJournal(down, 'Unsendable');
      const response = await down.request(post('/SendEmailer.php', { journalID: String(id) }, member.key));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual([
        { status: 'error', code: 'INTERNAL' },
        { Message: 'We could not send the e-mail right now. Please try again in a few minutes.' },
      ]);
      expect(down.logs.join('')).toContain('mailing a journal failed');
    } finally {
      await down.close();
    }
  });
});

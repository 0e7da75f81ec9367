/** Mail providers (outbox .eml files, SMTP against a real local server) and PriorityMessage.php mailing the managers. */
import { eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managers, priorityMessages } from '../../src/server/db/schema.ts';
import { createMailer } from '../../src/server/services/mail/index.ts';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';
import { signedInMember } from './helpers/member-session.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';
import { parseMail, startSmtpPeer, type SmtpPeer } from './helpers/smtp-peer.ts';

const FROM = 'Doctors Portal <no-reply@example-pharma.com>';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
let peer: SmtpPeer;
let folder: string;

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  peer = await startSmtpPeer();
  folder = await mkdtemp(join(tmpdir(), 'portal-mail-'));
});
afterAll(async () => {
  await peer.close();
  await rm(folder, { recursive: true, force: true });
});

describe('mail providers', () => {
  it('outbox (default) writes each mail as a readable .eml file, atomically (no temp file left)', async () => {
    const dir = join(folder, 'outbox');
    const mailer = createMailer({ provider: 'outbox', dir, from: FROM });
    await mailer.send({
      to: ['asha@example.com'],
      subject: 'Journal',
      text: 'Attached.',
      attachments: [{ filename: 'j.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    const names = await readdir(dir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^[0-9TZ-]+-[A-Za-z0-9_-]+\.eml$/);
    const mail = parseMail(await readFile(join(dir, names[0] ?? ''), 'latin1'));
    expect(mail.headers.get('to')).toBe('asha@example.com');
    expect(mail.headers.get('from')).toBe(FROM);
    expect(mail.headers.get('subject')).toBe('Journal');
    expect(mail.text.trim()).toBe('Attached.');
    expect(mail.attachments).toEqual([{ filename: 'j.pdf', contentType: 'application/pdf', content: pdf }]);
  });

  it('SMTP logs in with the URL credentials and delivers the message and attachment to the server', async () => {
    const mailer = createMailer({ provider: 'smtp', url: peer.url, from: FROM });
    const before = peer.received.length;
    await mailer.send({
      to: ['a@example.com', 'b@example.com'],
      subject: 'Hello',
      text: 'Body text',
      attachments: [{ filename: 'x.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    await peer.waitFor(before + 1);
    const got = peer.received.at(-1);
    expect(got).toMatchObject({
      from: 'no-reply@example-pharma.com',
      to: ['a@example.com', 'b@example.com'],
      user: 'portal',
    });
    const mail = parseMail(got?.raw ?? '');
    expect(mail.text.trim()).toBe('Body text');
    expect(mail.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('SMTP rejects when the server refuses the login or is not there', async () => {
    const wrong = createMailer({ provider: 'smtp', url: peer.url.replace('smtp-secret', 'wrong'), from: FROM });
    await expect(wrong.send({ to: ['a@example.com'], subject: 'x', text: 'x' })).rejects.toThrow();
    const down = createMailer({ provider: 'smtp', url: `smtp://127.0.0.1:${await closedPort()}`, from: FROM });
    await expect(down.send({ to: ['a@example.com'], subject: 'x', text: 'x' })).rejects.toThrow();
  });
});

describe('PriorityMessage.php', () => {
  let t: TestApp;
  let down: TestApp;

  beforeAll(async () => {
    t = await build({ MAIL_SMTP_URL: peer.url, STORAGE_DIR: join(folder, 'storage') });
    down = await build({
      MAIL_SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      STORAGE_DIR: join(folder, 'storage'),
    });
    for (const app of [t, down]) {
      await app.database.db.insert(managers).values([
        { code: 'T1', name: 'Tara', level: 'tbm', mail: 'tara@example.com', country: '91', phone: '1' },
        { code: 'A1', name: 'Arun', level: 'abm', mail: '', country: '91', phone: '2' },
        { code: 'R1', name: 'Rekha', level: 'rbm', mail: 'rekha@example.com', country: '91', phone: '3' },
        { code: 'S1', name: 'Sunil', level: 'sm', mail: 'TARA@example.com', country: '91', phone: '4' },
      ]);
    }
  });
  afterAll(async () => {
    await t.close();
    await down.close();
  });

  const managed = {
    firstName: 'Asha',
    lastName: 'Rao',
    phone: '9876543210',
    tbm: 'T1',
    abm: 'A1',
    rbm: 'R1',
    sm: 'S1',
  };

  it('stores the message and mails it once to each distinct manager address, with the name and phone', async () => {
    const asha = await signedInMember(t, managed);
    const before = peer.received.length;
    const response = await t.request(
      post('/PriorityMessage.php', { message: '  Please call me about the CME on Friday.  ' }, asha.key),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { status: 'success' },
      { Message: 'Your message has been sent to your managers.' },
    ]);
    const rows = await t.database.db.select().from(priorityMessages).where(eq(priorityMessages.memberId, asha.id));
    expect(rows.map((row) => row.message)).toEqual(['Please call me about the CME on Friday.']);
    await peer.waitFor(before + 1);
    const got = peer.received.at(-1);
    expect(got?.to).toEqual(['tara@example.com', 'rekha@example.com']);
    const mail = parseMail(got?.raw ?? '');
    expect(mail.headers.get('subject')).toBe('Priority message from Dr. Asha Rao');
    expect(mail.text).toContain('Phone: +91 9876543210');
    expect(mail.text).toContain('Please call me about the CME on Friday.');
  });

  it('when the mail server is down, the message is still stored and the answer says it was saved', async () => {
    const asha = await signedInMember(down, managed);
    const response = await down.request(post('/PriorityMessage.php', { message: 'Urgent: samples needed.' }, asha.key));
    expect(response.statusCode).toBe(200);
    expect(response.json()[1].Message).toMatch(/^Your message has been saved, but it could not be e-mailed/);
    expect(await down.database.db.$count(priorityMessages, eq(priorityMessages.memberId, asha.id))).toBe(1);
    expect(down.logs.join('')).toContain('mailing it to the managers failed');
  });

  it('a member without managers gets the "saved" answer, and the message is kept', async () => {
    const lonely = await signedInMember(t);
    const response = await t.request(post('/PriorityMessage.php', { message: 'Hello?' }, lonely.key));
    expect(response.json()[1].Message).toMatch(/^Your message has been saved/);
    expect(await t.database.db.$count(priorityMessages, eq(priorityMessages.memberId, lonely.id))).toBe(1);
  });

  it('a retry under the same Idempotency-Key (the answer was lost) replays the answer and mails nothing more', async () => {
    const asha = await signedInMember(t, { ...managed, phone: '9876543212' });
    const send = (message: string, key: string) => {
      const request = post('/PriorityMessage.php', { message }, asha.key);
      return t.request({ ...request, headers: { ...request.headers, 'idempotency-key': key } });
    };
    const before = peer.received.length;
    const first = await send('Please call me today.', 'contact-1');
    await peer.waitFor(before + 1);
    const again = await send('Please call me today.', 'contact-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json()[1].Message).toBe('Your message has been sent to your managers.');
    expect(await t.database.db.$count(priorityMessages, eq(priorityMessages.memberId, asha.id))).toBe(1);
    // Another text under the same key is refused; a new key is a new message.
    expect((await send('Something else.', 'contact-1')).statusCode).toBe(422);
    expect((await send('Something else.', 'contact-2')).statusCode).toBe(200);
    await peer.waitFor(before + 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(peer.received.length).toBe(before + 2);
  });

  it('mails only the managers still active; with every manager deactivated, the message is kept and "saved"', async () => {
    await t.database.db.insert(managers).values([
      { code: 'T8', name: 'Tanvi', level: 'tbm', mail: 'tanvi@example.com', country: '91', phone: '1' },
      { code: 'R8', name: 'Ravi', level: 'rbm', mail: 'ravi@example.com', country: '91', phone: '3' },
    ]);
    const dev = await signedInMember(t, { firstName: 'Dev', phone: '9876500088', tbm: 'T8', rbm: 'R8' });
    const staff = await signedInStaff(t, 'admin');
    const deactivate = async (code: string) => {
      const request = { code, active: false };
      const answer = await t.request({ ...post('/admin/managers/update', request), headers: staffHeader(staff.key) });
      expect(answer.statusCode).toBe(200);
    };
    await deactivate('R8');
    const before = peer.received.length;
    const sent = await t.request(post('/PriorityMessage.php', { message: 'Please call me.' }, dev.key));
    expect(sent.json()[1].Message).toBe('Your message has been sent to your managers.');
    await peer.waitFor(before + 1);
    expect(peer.received.at(-1)?.to).toEqual(['tanvi@example.com']);

    await deactivate('T8');
    const saved = await t.request(post('/PriorityMessage.php', { message: 'Anyone there?' }, dev.key));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()[1].Message).toMatch(/^Your message has been saved, but it could not be e-mailed/);
    expect(await t.database.db.$count(priorityMessages, eq(priorityMessages.memberId, dev.id))).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(peer.received.length).toBe(before + 1);
  });

  it('refuses a blank message naming message, and answers 401 without a key', async () => {
    const asha = await signedInMember(t, { ...managed, phone: '9876543211' });
    const blank = await t.request(post('/PriorityMessage.php', { message: '   ' }, asha.key));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'message' });
    expect((await t.request(post('/PriorityMessage.php', { message: 'x' }))).statusCode).toBe(401);
  });
});

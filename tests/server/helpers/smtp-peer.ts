/** A real SMTP server on 127.0.0.1 (smtp-server) that requires a login and keeps every mail, with a small MIME reader. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the server received it. */
interface ReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A part of a parsed mail that is an attachment. */
interface MailAttachmentPart {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail read back: lower-case headers, the plain text and the attachments. */
export interface ParsedMail {
  headers: Map<string, string>;
  text: string;
  attachments: MailAttachmentPart[];
}

/** The running peer. */
export interface SmtpPeer {
  /** smtp://user:pass@127.0.0.1:port, for MAIL_SMTP_URL. */
  url: string;
  /** The port it listens on (a second peer may take it over). */
  port: number;
  received: ReceivedMail[];
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts the server (on `port`, or any free one); only `user`/`pass` may send, STARTTLS is not offered (loopback only). */
export async function startSmtpPeer(user = 'portal', pass = 'smtp-secret', port = 0): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const sessionUser: unknown = session.user;
        received.push({
          from,
          to,
          user: typeof sessionUser === 'string' ? sessionUser : undefined,
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${bound}`,
    port: bound,
    received,
    async waitFor(count) {
      for (let i = 0; i < 500 && received.length < count; i += 1) await new Promise((r) => setTimeout(r, 10));
      if (received.length < count) throw new Error(`expected ${count} mails, got ${received.length}`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(body, 'latin1');
}

function param(header: string, name: string): string | undefined {
  return new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header)?.[1];
}

/** Reads a raw mail (nodemailer's output): headers, text/plain parts joined, attachments decoded. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const result: ParsedMail = { headers, text: '', attachments: [] };
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (boundary && /^multipart\//i.test(type)) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'));
    for (const part of parts.map((p) => parseMail(p.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))) {
      result.text += part.text;
      result.attachments.push(...part.attachments);
    }
    return result;
  }
  const content = decodeBody(body, (headers.get('content-transfer-encoding') ?? '').toLowerCase());
  const disposition = headers.get('content-disposition') ?? '';
  if (/^attachment/i.test(disposition)) {
    result.attachments.push({
      filename: param(disposition, 'filename') ?? '',
      contentType: type.split(';')[0] ?? '',
      content,
    });
  } else if (/^text\/plain/i.test(type)) {
    result.text = content.toString('utf8');
  }
  return result;
}

/** A loopback SMS gateway that records what the HTTP adapter sends and checks its token. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SMS the gateway received. */
interface ReceivedSms {
  to: string;
  sender: string;
  message: string;
  authorization: string | undefined;
}

/** The running peer: its address, what it received, and a way to stop it. */
export interface SmsPeer {
  url: string;
  received: ReceivedSms[];
  /** The 6-digit code of the last SMS sent to a number (country code + mobile). */
  lastCode(to: string): string;
  /** How many SMS a number (country code + mobile) has received so far. */
  sentTo(to: string): number;
  /** Answers every later message with this HTTP status (a gateway outage), or accepts them again (undefined). */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

/** Starts the peer on 127.0.0.1 with a random port. */
export async function startSmsPeer(): Promise<SmsPeer> {
  const received: ReceivedSms[] = [];
  let failing: number | undefined;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const parsed = JSON.parse(body) as Omit<ReceivedSms, 'authorization'>;
      received.push({ ...parsed, authorization: req.headers.authorization });
      if (failing !== undefined) {
        res.writeHead(failing, { 'content-type': 'application/json' }).end('{"type":"error"}');
        return;
      }
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"type":"success"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    lastCode(to) {
      const last = received.filter((sms) => sms.to === to).at(-1);
      const code = last?.message.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no SMS with a code was sent to ${to}`);
      return code;
    },
    sentTo: (to) => received.filter((sms) => sms.to === to).length,
    failWith(status) {
      failing = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the peer has received `count` messages (SMS are sent without blocking the answer). */
export async function waitForSms(peer: SmsPeer, count: number): Promise<void> {
  for (let i = 0; i < 1000 && peer.received.length < count; i += 1) await new Promise((r) => setTimeout(r, 10));
  if (peer.received.length < count) throw new Error(`expected ${count} SMS, got ${peer.received.length}`);
}

/**
 * Waits for the next SMS to one number and returns its code. Waiting on the total count instead would let a
 * late SMS of an earlier test (they are sent without blocking the answer) stand in for this one.
 */
export async function waitForCode(peer: SmsPeer, to: string, sentBefore: number): Promise<string> {
  for (let i = 0; i < 1000 && peer.sentTo(to) <= sentBefore; i += 1) await new Promise((r) => setTimeout(r, 10));
  if (peer.sentTo(to) <= sentBefore) throw new Error(`no new SMS was sent to ${to}`);
  return peer.lastCode(to);
}

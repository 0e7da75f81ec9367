/** A loopback WhatsApp Business Cloud API that records the template messages the adapter sends. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the peer received: its path, bearer header and JSON body. */
interface ReceivedWhatsApp {
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; sub_type?: string; index?: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

/** The running peer: its API base, what it received, and a way to stop it. */
export interface WhatsAppPeer {
  apiBase: string;
  received: ReceivedWhatsApp[];
  /** How many messages a number (country code + mobile) has received so far. */
  sentTo(to: string): number;
  close(): Promise<void>;
}

/** Starts the peer on 127.0.0.1 with a random port; it answers as the Cloud API does on success. */
export async function startWhatsAppPeer(): Promise<WhatsAppPeer> {
  const received: ReceivedWhatsApp[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const parsed = JSON.parse(body) as ReceivedWhatsApp['body'];
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body: parsed });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.${received.length}` }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/v21.0`,
    received,
    sentTo: (to) => received.filter((message) => message.body.to === to).length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Waits for the next message to one number and returns the code of its body parameter. */
export async function waitForWhatsAppCode(peer: WhatsAppPeer, to: string, sentBefore: number): Promise<string> {
  for (let i = 0; i < 1000 && peer.sentTo(to) <= sentBefore; i += 1) await new Promise((r) => setTimeout(r, 10));
  const last = peer.received.filter((message) => message.body.to === to).at(-1);
  if (!last || peer.sentTo(to) <= sentBefore) throw new Error(`no new WhatsApp message was sent to ${to}`);
  return last.body.template.components[0]?.parameters[0]?.text ?? '';
}

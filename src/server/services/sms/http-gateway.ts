/**
 * HTTP SMS gateway adapter: POSTs JSON {to, sender, message} with a bearer token to SMS_HTTP_URL, the shape
 * that MSG91-style and most in-house gateways accept through a thin relay. A non-2xx answer is an error.
 */
import type { SmsConfig } from '../../config.ts';
import type { SmsMessage, SmsSender } from './index.ts';

/** Gateway settings. */
type HttpConfig = Extract<SmsConfig, { provider: 'http' }>;

/** Sends each SMS with one HTTP request, with a 10 s timeout. */
export class HttpSmsGateway implements SmsSender {
  readonly #config: HttpConfig;

  /** Uses the gateway address, token and sender id of the configuration. */
  constructor(config: HttpConfig) {
    this.#config = config;
  }

  /** Delivers one message; throws when the gateway refuses it or does not answer in time. */
  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.#config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.#config.token}` },
      body: JSON.stringify({ to: message.to, sender: this.#config.sender, message: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  }
}

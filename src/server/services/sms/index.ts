/** SMS providers behind one interface: the log default (development only) and an HTTP gateway adapter. */
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import { HttpSmsGateway } from './http-gateway.ts';

/** One text message to a number in E.164 digits (country code + mobile, no plus sign). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Something that delivers text messages. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Development default: writes the message to the server log (refused in production by the config). */
class LogSms implements SmsSender {
  readonly #log: FastifyBaseLogger;

  /** Writes to the given logger. */
  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  /** Logs the message as the development SMS outbox. */
  async send(message: SmsMessage): Promise<void> {
    this.#log.warn({ smsTo: message.to }, `[development SMS outbox] ${message.text}`);
  }
}

/** Builds the configured SMS sender. */
export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  if (config.provider === 'http') return new HttpSmsGateway(config);
  return new LogSms(log);
}

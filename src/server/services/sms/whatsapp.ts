/**
 * WhatsApp Business Cloud API adapter (issue 43 §4): sends a login code with the approved authentication template
 * (POST {base}/{phone-number-id}/messages). The template's text is Meta's own; we pass only the code, once for the
 * body and once for the copy-code button. A non-2xx answer is an error.
 */
import type { WhatsAppConfig } from '../../whatsapp-config.ts';

/** Something that delivers a login code by WhatsApp. */
export interface WhatsAppSender {
  /** Sends `code` to a number in E.164 digits (country code + mobile, no plus sign). */
  sendCode(to: string, code: string): Promise<void>;
}

/** The Cloud API request body of one authentication template message. */
function templateMessage(config: WhatsAppConfig, to: string, code: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: config.template,
      language: { code: config.language },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    },
  };
}

/** Sends each code with one HTTP request, with a 10 s timeout. */
export class WhatsAppCloudSender implements WhatsAppSender {
  readonly #config: WhatsAppConfig;

  /** Uses the API base, token, phone number id and template of the configuration. */
  constructor(config: WhatsAppConfig) {
    this.#config = config;
  }

  /** Delivers one code; throws when the API refuses it or does not answer in time. */
  async sendCode(to: string, code: string): Promise<void> {
    const { apiBase, phoneNumberId, token } = this.#config;
    const response = await fetch(`${apiBase}/${phoneNumberId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(templateMessage(this.#config, to, code)),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`WhatsApp Cloud API answered HTTP ${response.status}`);
  }
}

/** WhatsApp settings of the second OTP channel (issue 43 §4): off unless token, phone number id and template are set. */
import type { Env } from '../shared/public-config.ts';

/** The WhatsApp Business Cloud API account that sends login codes with an approved authentication template. */
export interface WhatsAppConfig {
  /** Graph API base with its version, e.g. https://graph.facebook.com/v21.0. */
  apiBase: string;
  /** A system user's access token with whatsapp_business_messaging. */
  token: string;
  /** The id of the business phone number that sends. */
  phoneNumberId: string;
  /** The approved authentication template's name. */
  template: string;
  /** The template's language code as registered, e.g. en or en_US. */
  language: string;
}

/** The settings that together turn the channel on. */
const REQUIRED = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TEMPLATE'] as const;

/** Thrown for a WhatsApp configuration that must not start (the caller wraps it as its ConfigError). */
export class WhatsAppConfigError extends Error {}

/**
 * Reads WHATSAPP_*: undefined (channel off) when none of the three required settings is set; half a configuration
 * is refused in production and leaves the channel off elsewhere.
 */
export function whatsappConfig(env: Env, production: boolean): WhatsAppConfig | undefined {
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length > 0) {
    if (!production) return undefined;
    throw new WhatsAppConfigError(`${missing.join(', ')} must be set too, or all WHATSAPP_* settings left unset.`);
  }
  const apiBase = (env.WHATSAPP_API_BASE?.trim() || 'https://graph.facebook.com/v21.0').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(apiBase)) throw new WhatsAppConfigError('WHATSAPP_API_BASE must be an http(s) address.');
  if (production && !apiBase.startsWith('https://')) {
    throw new WhatsAppConfigError('WHATSAPP_API_BASE must be an https address when NODE_ENV=production.');
  }
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim() ?? '';
  if (!/^\d+$/.test(phoneNumberId)) throw new WhatsAppConfigError('WHATSAPP_PHONE_NUMBER_ID must be digits.');
  const template = env.WHATSAPP_TEMPLATE?.trim() ?? '';
  if (!/^[a-z0-9_]+$/.test(template)) {
    throw new WhatsAppConfigError('WHATSAPP_TEMPLATE must be a template name (lower-case letters, digits, _).');
  }
  const language = env.WHATSAPP_TEMPLATE_LANGUAGE?.trim() || 'en';
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(language)) {
    throw new WhatsAppConfigError('WHATSAPP_TEMPLATE_LANGUAGE must be a language code such as en or en_US.');
  }
  return { apiBase, token: env.WHATSAPP_TOKEN?.trim() ?? '', phoneNumberId, template, language };
}

/** Hindi texts of errors (same keys as en/errors.ts). */
import type { errors as en } from '../en/errors.ts';
import type { Shape } from '../shape.ts';

export const errors = {
  network: 'लगता है आप ऑफ़लाइन हैं। कृपया अपना कनेक्शन जांचें और फिर से कोशिश करें।',
  server: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर में फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
} as const satisfies Shape<typeof en>;

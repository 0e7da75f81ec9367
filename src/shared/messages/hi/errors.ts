/** Hindi texts of errors (same keys as en/errors.ts). */
import type { errors as en } from '../en/errors.ts';
import type { Shape } from '../shape.ts';

export const errors = {
  network: 'पोर्टल से कोई जवाब नहीं मिला। कृपया अपना कनेक्शन जांचें और फिर से कोशिश करें।',
  server: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर में फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  offline: 'कनेक्शन नहीं था, इसलिए कुछ भी नहीं भेजा गया। कृपया कनेक्ट होने पर इसे फिर से भेजें।',
  sessionEnded: 'आपका सेशन समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
} as const satisfies Shape<typeof en>;

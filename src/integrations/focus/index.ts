/** Astro integration that adds the `client:focus` hydration directive (directive.ts). */
import type { AstroIntegration } from 'astro';
import { clientDirective } from '../client-directive.ts';

/** Registers `client:focus`. */
export default function focusDirective(): AstroIntegration {
  return clientDirective('focus', new URL('./directive.ts', import.meta.url));
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first focus, pointer or key inside the island (src/integrations/focus). */
    'client:focus'?: boolean;
  }
}

/** Astro integration that adds the `client:later` hydration directive (directive.ts). */
import type { AstroIntegration } from 'astro';
import { clientDirective } from '../client-directive.ts';

/** Registers `client:later`. */
export default function laterDirective(): AstroIntegration {
  return clientDirective('later', new URL('./directive.ts', import.meta.url));
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction, else when idle, one island at a time (src/integrations/later). */
    'client:later'?: boolean;
  }
}

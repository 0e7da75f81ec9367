/** Astro integration that adds the `client:painted` hydration directive (directive.ts). */
import type { AstroIntegration } from 'astro';
import { clientDirective } from '../client-directive.ts';

/** Registers `client:painted`. */
export default function paintedDirective(): AstroIntegration {
  return clientDirective('painted', new URL('./directive.ts', import.meta.url));
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page's first screen has painted without React; "static": after the next paint. */
    'client:painted'?: boolean | 'static';
  }
}

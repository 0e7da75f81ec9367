/** Astro integration that adds the `client:focus` hydration directive (directive.ts). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:focus`. */
export default function focusDirective(): AstroIntegration {
  return {
    name: 'portal:client-focus',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'focus', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first focus, pointer or key inside the island (src/integrations/focus). */
    'client:focus'?: boolean;
  }
}

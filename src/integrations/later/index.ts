/** Astro integration that adds the `client:later` hydration directive (directive.ts). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:later`. */
export default function laterDirective(): AstroIntegration {
  return {
    name: 'portal:client-later',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'later', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction, else when idle, one island at a time (src/integrations/later). */
    'client:later'?: boolean;
  }
}

/** Astro integration that adds the `client:painted` hydration directive (directive.ts). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:painted`. */
export default function paintedDirective(): AstroIntegration {
  return {
    name: 'portal:client-painted',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'painted', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page's first screen has painted without React (src/integrations/painted). */
    'client:painted'?: boolean;
  }
}

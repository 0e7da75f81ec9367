/** The one way this project registers a custom Astro hydration directive (`client:focus`, `client:later`, `client:painted`). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** An integration that adds the directive `client:{name}`, whose code is the file at `entrypoint`. */
export function clientDirective(name: string, entrypoint: URL): AstroIntegration {
  return {
    name: `portal:client-${name}`,
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name, entrypoint: fileURLToPath(entrypoint) });
      },
    },
  };
}

/**
 * The code a page loads once it is idle (boot.ts `mountStatusWhenIdle`): the status parts (page-status.ts), and what
 * they load in turn, the privacy notice's dialog (mount-notice.tsx) and the outbox panel (outbox-panel.ts). Vite
 * puts a `<link rel="modulepreload">` into the page for each file such an `import()` needs, before it runs; at a 10x
 * slower CPU adding them took 50–120 ms of the task that mounts the status parts (`npm run bench:tasks`). Nothing
 * waits for this code, so each of these imports fetches its files as the browser meets them; every other `import()`
 * (an order form, the chat, a console screen, answering a tap) keeps its preloads.
 */
import type { Plugin } from 'vite';

/** The built files (`_astro/<name>.<hash>.js`) of the modules loaded when idle. */
const IDLE_FILE = /^_astro\/(?:page-status|mount-notice|outbox-panel)\.[\w-]+\.js$/;

/** The files to preload for an `import()` of the built `file` (vite `build.modulePreload.resolveDependencies`). */
export function preloadsFor(file: string, deps: string[]): string[] {
  return IDLE_FILE.test(file) ? [] : deps;
}

/** Has the client build preload nothing for the imports made when idle. */
export function idleImports(): Plugin {
  return {
    name: 'portal:idle-imports',
    // Astro sets the build's `modulePreload` itself; the client environment's own setting is merged over it.
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return { build: { modulePreload: { resolveDependencies: preloadsFor } } };
    },
  };
}

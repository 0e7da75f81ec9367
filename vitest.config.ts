/** Vitest projects: `unit` (pure modules) and `server` (the API through app.inject on a fresh database). */
import { defineConfig } from 'vitest/config';

/** Two projects, run separately by scripts/test.ts (`vitest run --project unit|server`). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own PGlite (WASM, CPU-bound) or PostgreSQL database: two at a time on 2 cores.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          // A fresh PGlite plus migrations (and the demo seed) takes a second or two, more on a busy CI machine.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

/**
 * Vitest projects: `unit` (pure modules), `stores` (src/stores against the in-process API), `server` (the API through
 * app.inject on a fresh database) and `security`.
 */
import { defineConfig } from 'vitest/config';
import { DESTR_ALIAS } from './src/integrations/destr-alias.ts';
import { getPublicConfig } from './src/shared/public-config.ts';

/** The PUBLIC_* settings the site build bakes into src/lib/config.ts (src/integrations/delivery.ts), for the tests. */
const PUBLIC_CONFIG = JSON.stringify(getPublicConfig(process.env));

/** The API client as the site builds it: ofetch run through Vite, so that its JSON parser is ours (destr-alias.ts). */
const AS_BUILT = { resolve: { alias: [DESTR_ALIAS] } };
/** ofetch is transformed, not loaded as it is from node_modules, so the alias applies to its import. */
const OFETCH_INLINED = { server: { deps: { inline: ['ofetch'] } } };

/*
 * Isolation: the unit, server and security files share their worker's module graph (`isolate: false`): each server
 * file opens its own database and app (tests/server/helpers), no file changes process.env or mocks a module, and a
 * spy restores itself. This halves those steps (the imports and PGlite's WASM compile once per worker, not per file).
 * A file that needs a module of its own state belongs in the stores project, which stays isolated.
 */
/** Four projects, run separately by scripts/test.ts (`vitest run --project unit|stores|server|security`). */
export default defineConfig({
  test: {
    // Off by default; scripts/test.ts turns it on for the stores step (src/stores) and the PGlite server step
    // (src/server/services), each with --coverage.include of its own folder, so the thresholds below apply there.
    coverage: {
      provider: 'v8',
      reporter: ['text-summary'],
      reportOnFailure: true,
      // Just below what the suites reach (README "What npm test runs"); raise them as tests are added. The PDF
      // checks run in worker threads (services/uploads/pdf-*.ts), which v8 coverage of the test process does not
      // see; tests/unit/pdf-check.test.ts exercises them directly.
      thresholds: {
        'src/stores/**': { statements: 40, branches: 28, functions: 35, lines: 44 },
        'src/server/services/**': { statements: 81, branches: 72, functions: 87, lines: 85 },
      },
    },
    projects: [
      {
        define: { __PORTAL_PUBLIC_CONFIG__: PUBLIC_CONFIG },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Pure modules: one module graph per worker, not per file (Isolation above).
          isolate: false,
        },
      },
      {
        // The API client's tests (client.test.ts) load src/lib/config.ts.
        define: { __PORTAL_PUBLIC_CONFIG__: PUBLIC_CONFIG },
        ...AS_BUILT,
        test: {
          ...OFETCH_INLINED,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Template databases (migrated; seeded) made once per run and copied per file.
          globalSetup: ['tests/server/helpers/templates.ts'],
          // Each file opens its own database and app; the imports and PGlite's WASM are loaded once per worker.
          isolate: false,
          // Each file starts its own PGlite (WASM, CPU-bound) or PostgreSQL database: two at a time on 2 cores.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          // A fresh PGlite plus migrations (and the demo seed) takes a second or two, more on a busy CI machine.
          hookTimeout: 60_000,
        },
      },
      {
        // Store builds read the Firebase flag the site build defines; the store tests run without Firebase.
        define: { __PORTAL_FIREBASE__: 'null', __PORTAL_PUBLIC_CONFIG__: PUBLIC_CONFIG },
        ...AS_BUILT,
        test: {
          ...OFETCH_INLINED,
          // src/stores through the real API client against the in-process API (tests/stores/helpers).
          name: 'stores',
          include: ['tests/stores/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/stores/helpers/browser.ts'],
          globalSetup: ['tests/server/helpers/templates.ts'],
          // The stores are module-level atoms: each file keeps its own module graph (isolated, the default), in a
          // process of its own (the default pool, forks). Not threads: two PGlite instances compiling their WASM at
          // once in threads of one process race V8's process-wide JIT-page registry, which now and then aborts the
          // whole run (`Check failed: jit_page.has_value()`) before any report is written.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        define: { __PORTAL_PUBLIC_CONFIG__: PUBLIC_CONFIG },
        test: {
          // Attack-scale checks of issue 7 (docs/SECURITY.md); SECURITY_FULL=1 (npm run test:security) runs the full counts.
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          // Fuzzing and probes send non-conforming requests on purpose: no OpenAPI conformance check of their traffic.
          env: { OPENAPI_CONFORMANCE: 'off' },
          globalSetup: ['tests/server/helpers/templates.ts'],
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

/**
 * The e2e servers of a run and their ports. Each Playwright worker has its own e2e server (scripts/e2e-server.ts)
 * with its own fresh database, so specs in two workers never share a doctor, an order or a staff session:
 * E2E_WORKERS (default 1) servers, one block of ports each from E2E_PORT (default 4399).
 */

/** How many workers, and so servers, the run has. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);

/** The first port of the run. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4399);

/** Ports a worker's block holds: its e2e server, the FCM peer that server pushes to, the push and analytics sites. */
const BLOCK = 4;

/** The ports of the worker in `slot` (0 … E2E_WORKERS − 1). */
export function portsOf(slot: number): { server: number; fcm: number; push: number; analytics: number } {
  const server = FIRST_PORT + BLOCK * slot;
  return { server, fcm: server + 1, push: server + 2, analytics: server + 3 };
}

/**
 * This process's slot: Playwright sets TEST_PARALLEL_INDEX in each worker (0 … workers − 1) before it loads the
 * config; the runner itself is slot 0. More workers than servers share them round.
 */
export const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_WORKERS;

/** The ports of this process's worker. */
export const PORTS = portsOf(SLOT);

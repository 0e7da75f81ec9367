/**
 * Builds the peer single-page app (vite.config.ts) into .data/bench/peer-spa/ and writes the same brotli and gzip
 * siblings the product's build writes (src/integrations/precompress.ts), so both are served compressed alike.
 */
import { build } from 'vite';
import { precompress } from '../../../../src/integrations/precompress.ts';
import { PEER_OUT_DIR } from './vite.config.ts';

/** Builds the peer and precompresses it; returns its folder. */
export async function buildPeer(): Promise<string> {
  await build({ configFile: new URL('./vite.config.ts', import.meta.url).pathname });
  await precompress(PEER_OUT_DIR);
  return PEER_OUT_DIR;
}

/** A throw-away folder holding given files, for tests of build steps that read and write a dist folder. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Creates a temporary folder named `prefix…` with `files` (relative path → content) and returns its path. */
export function tempTree(prefix: string, files: Readonly<Record<string, string>>): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), body);
  }
  return root;
}

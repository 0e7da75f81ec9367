/**
 * A media query written in a script names a breakpoint of src/styles/_tokens.scss by its value (a script cannot read
 * Sass): each such query must match a token, so the chat window turns into a modal exactly where its style does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const tokens = readFileSync(join(ROOT, 'src/styles/_tokens.scss'), 'utf8');
const breakpoints = new Map([...tokens.matchAll(/^\$(bp-\w+): ([\d.]+rem);/gm)].map((m) => [m[2], m[1]]));

/** Every `(min-width|max-width: …)` query in the scripts under src, with its file. */
function scriptQueries(): { file: string; width: string }[] {
  const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  return files.flatMap((file) =>
    [...readFileSync(join(ROOT, 'src', file), 'utf8').matchAll(/\((?:min|max)-width: ([\d.]+\w+)\)/g)].map((m) => ({
      file,
      width: m[1] ?? '',
    })),
  );
}

describe('breakpoints in scripts', () => {
  it('are the tokens of _tokens.scss', () => {
    expect(breakpoints.size).toBeGreaterThan(0);
    const queries = scriptQueries();
    expect(queries.map((q) => q.file)).toContain(join('islands', 'chat', 'covering.ts'));
    for (const { file, width } of queries) expect(breakpoints.get(width), `${file}: ${width}`).toBeDefined();
  });
});

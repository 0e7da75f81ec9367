/** Every placeholder height has its rule in the stylesheet (the CSP allows no inline style to stand in for one). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SKELETON_HEIGHTS } from '../../src/ui/Skeleton.tsx';

describe('skeleton heights', () => {
  it('each height of SKELETON_HEIGHTS is a rule of styles/_feedback.scss, and no other', () => {
    const scss = readFileSync(new URL('../../src/styles/_feedback.scss', import.meta.url), 'utf8');
    const list = /@each \$height in ([^{]+)\{/
      .exec(scss)?.[1]
      ?.split(',')
      .map((value) => value.trim());
    expect(list).toEqual([...SKELETON_HEIGHTS]);
  });
});

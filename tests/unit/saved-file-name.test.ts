/** The name a download is saved under (src/lib/saved-file-name.ts). */
import { describe, expect, it } from 'vitest';
import { savedFileName } from '../../src/lib/saved-file-name.ts';

describe('savedFileName', () => {
  it('names the file after its title, in any script', () => {
    expect(savedFileName('Lipid Update 2026', 'pdf')).toBe('Lipid Update 2026.pdf');
    expect(savedFileName('हृदय जर्नल', 'pdf')).toBe('हृदय जर्नल.pdf');
  });

  it('drops what file systems refuse, collapses spaces and trims dots, and keeps at most 80 characters', () => {
    expect(savedFileName('Heart: A/B "trial" <2026>? | *new*\u0007', 'pdf')).toBe('Heart A B trial 2026 new.pdf');
    expect(savedFileName('  ..Hidden..  ', 'pdf')).toBe('Hidden.pdf');
    expect(savedFileName('x'.repeat(200), 'pdf')).toBe(`${'x'.repeat(80)}.pdf`);
  });

  it('gives nothing for a title with nothing left, so the caller keeps its own name', () => {
    expect(savedFileName(' /:*? ', 'pdf')).toBeUndefined();
    expect(savedFileName('', 'pdf')).toBeUndefined();
  });
});

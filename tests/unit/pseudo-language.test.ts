/** The pseudo-language (docs/LANGUAGES.md): bracketed, accented, longer texts, and the build's rewrite of index.ts. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messagesIndexPseudo, pseudoModules } from '../../src/integrations/language.ts';
import * as en from '../../src/shared/messages/en.ts';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText, t } from '../../src/shared/messages/pseudo.ts';

describe('pseudo-language', () => {
  it('brackets, accents and lengthens a text, and leaves an empty one empty', () => {
    const text = pseudoText('Order Now');
    expect(text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(text).toContain('Ördér Ñöw');
    expect(text.length).toBeGreaterThan('Order Now'.length * 1.3);
    expect(pseudoText('')).toBe('');
  });

  it('wraps every text of every area, the results of text functions included', () => {
    expect(t.nav.menu).toBe(pseudoText(en.nav.menu));
    expect(t.welcome('Asha')).toBe(pseudoText(en.welcome('Asha')));
    expect(Object.keys(t).sort()).toEqual(Object.keys(en).sort());
  });

  it('the pseudo build rewrites messages/index.ts to it; other builds have no plugin', () => {
    const index = readFileSync('src/shared/messages/index.ts', 'utf8');
    const pseudo = messagesIndexPseudo(index);
    expect(pseudo).toContain(`export { t } from './pseudo.ts';`);
    expect(pseudo).toContain(`import { apiMessages } from './pseudo.ts';`);
    expect(pseudo).not.toContain(`'./en.ts'`);
    expect(pseudoModules({})).toEqual([]);
    expect(pseudoModules({ PORTAL_PSEUDO: '1' })).toHaveLength(1);
  });
});

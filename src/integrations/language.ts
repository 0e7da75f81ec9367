/**
 * Per-language builds of the static site (docs/LANGUAGES.md). The English build is the site; when it is done it
 * builds each other language into dist/<language>/ (base /<language>/) with PORTAL_LANGUAGE set, before the
 * delivery integration indexes, hashes and compresses the whole of dist/. In a language build, a Vite plugin rewrites
 * src/shared/messages/index.ts to import that language's modules, so islands keep `import { t, m } from
 * '…/shared/messages/index.ts'` and each page carries only its own language's texts.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isLanguage, LANGUAGES, type Language } from '../shared/messages/languages.ts';

/** The three lines of messages/index.ts a language build rewrites, and what each becomes. */
const REWRITES = [
  [`import { apiMessages } from './api.ts';`, (l: Language) => `import { apiMessages } from './${l}/api.ts';`],
  [`export * as t from './en.ts';`, (l: Language) => `export * as t from './${l}.ts';`],
  [`export const language: Language = 'en';`, (l: Language) => `export const language: Language = '${l}';`],
] as const;

/** messages/index.ts rewritten for a language; throws when a line to rewrite is missing (the file changed). */
export function messagesIndexIn(code: string, language: Language): string {
  return REWRITES.reduce((text, [line, replace]) => {
    if (!text.includes(line)) throw new Error(`src/shared/messages/index.ts no longer has the line: ${line}`);
    return text.replace(line, replace(language));
  }, code);
}

/** messages/index.ts rewritten for the pseudo build: English keys, pseudo texts (messages/pseudo.ts). */
export function messagesIndexPseudo(code: string): string {
  const [[apiLine], [textLine]] = REWRITES;
  for (const line of [apiLine, textLine])
    if (!code.includes(line)) throw new Error(`src/shared/messages/index.ts no longer has the line: ${line}`);
  return code
    .replace(apiLine, `import { apiMessages } from './pseudo.ts';`)
    .replace(textLine, `export { t } from './pseudo.ts';`);
}

/**
 * The Vite plugin of the pseudo build (PORTAL_PSEUDO=1: English pages whose every text is bracketed ⟦…⟧, for the
 * check that no visible text escaped translation; docs/LANGUAGES.md); none otherwise.
 */
export function pseudoModules(env: Readonly<Record<string, string | undefined>>): Plugin[] {
  if (env.PORTAL_PSEUDO !== '1') return [];
  return [
    {
      name: 'portal:pseudo-language',
      enforce: 'pre',
      transform(code, id) {
        return id.split('?')[0]?.endsWith('/src/shared/messages/index.ts') ? messagesIndexPseudo(code) : null;
      },
    },
  ];
}

/** The Vite plugin of a language build (none for English). */
export function languageModules(language: Language): Plugin[] {
  if (language === 'en') return [];
  return [
    {
      name: 'portal:language-modules',
      enforce: 'pre',
      transform(code, id) {
        return id.split('?')[0]?.endsWith('/src/shared/messages/index.ts') ? messagesIndexIn(code, language) : null;
      },
    },
  ];
}

/** The language a build is for: PORTAL_LANGUAGE, English when unset. */
export function buildLanguage(env: Readonly<Record<string, string | undefined>>): Language {
  const asked = env.PORTAL_LANGUAGE ?? 'en';
  if (!isLanguage(asked)) throw new Error(`PORTAL_LANGUAGE must be one of ${LANGUAGES.join(', ')}`);
  return asked;
}

/**
 * Builds one more language of the site into dist/<language>/ with the same environment; throws when it fails. The
 * staff console (/admin/) is English only (docs/CONSOLE.md), so the language build's copy of it is removed.
 */
export function buildLanguageSite(root: string, dist: string, language: Language): void {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORTAL_LANGUAGE: language, PORTAL_LANGUAGE_OUT: join(dist, language) },
  });
  if (result.status !== 0) throw new Error(`the ${language} build failed (exit ${result.status})`);
  rmSync(join(dist, language, 'admin'), { recursive: true, force: true });
}

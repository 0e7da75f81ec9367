/** Markup to plain text, for descriptions that may contain HTML but are shown as text (SPEC §2 Home). */

/** Inline formatting tags vanish without a space ('<b>heart</b>,' → 'heart,'); other tags separate words. */
const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|font|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED[name.toLowerCase()] ?? entity;
}

/** Strips tags (dropping script and style content), decodes common entities and collapses white space. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Checks of addresses that come from the server before they become links. */

/** Only web and in-site addresses are followed; anything else (javascript:, data:…) gives undefined. */
export function safeHref(link: string): string | undefined {
  const value = link.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return undefined;
}

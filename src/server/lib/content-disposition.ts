/** The one Content-Disposition of a file sent to save: an ASCII fallback name and the RFC 5987 UTF-8 name. */

/** `attachment` with `name` safe in a header: other characters become `_` in filename, percent-encoded in filename*. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._\- ]/g, '_') || 'download';
  // RFC 5987 attr-char leaves out ' ( ) * too, which encodeURIComponent keeps.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

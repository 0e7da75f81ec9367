/** HTML that the API has already sanitised to its allow-list (src/server/lib/sanitize-html.ts, DESIGN §4). */

/** Props of SanitisedHtml. */
export interface SanitisedHtmlProps {
  /** Only ever a description or reference of an article-shaped API answer, which the server sanitises. */
  html: string;
  className?: string;
  /** The language of the text when it is not the page's (articles are English only). */
  lang?: string;
}

/** The one place where the content islands render HTML; nothing else may be passed here. */
export default function SanitisedHtml({ html, className, lang }: SanitisedHtmlProps) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitised this HTML to its allow-list (see above).
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A head script that is the same text on every page, so the whole site needs one CSP hash for it (a `_headers` file
 * of Cloudflare Pages has room for one policy, docs/DEPLOY.md): what differs between pages rides in `data-`
 * attributes, which the script reads through `document.currentScript`.
 */

/** The code (hashed into the policy) and the page's values for it. */
export interface InlineScript {
  code: string;
  data: Record<`data-${string}`, string>;
}

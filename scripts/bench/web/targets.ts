/**
 * The pages the web benchmark audits: every route of src/shared/routes.ts with the parameters of real demo
 * records (the values the e2e tests use), the Markdown content and campaign pages, and the 404 answer.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathFor, ROUTES, type RouteId, type RouteParams } from '../../../src/shared/routes.ts';

/** Who the browser is when the page is audited. */
type Visitor = 'guest' | 'pending-login' | 'member';

/** One page to audit. */
export interface Target {
  /** Route id, or 'content' / 'campaign' / 'notFound'. */
  name: string;
  /** The address audited (path and encoded segments). */
  path: string;
  visitor: Visitor;
  /** The answer is a 404 on purpose (Lighthouse is told to audit it anyway). */
  notFound: boolean;
}

/** Parameters of real demo records for the parameterised routes (see tests/e2e/delivery.spec.ts). */
const DEMO_PARAMS: Partial<Record<RouteId, RouteParams>> = {
  subcategories: { catId: '1', desc: 'Order Samples & Services' },
  products: { title: 'Antihypertensives' },
  files: { linkName: 'brochures.php', subCatTitle: 'Product Brochures' },
  therapyArticles: { therapy: 'Antihypertensives' },
  articleLink: { link: 'https://journals.example.org/ihr/articles/2025-q001' },
  searchArticles: { searchedString: 'heart' },
  searchProducts: { searchedString: 'amlo' },
  journal: { journalId: '1' },
  emailer: { subCatTitle: 'Journal Emailers', therapeuticFocus: 'Cardiology' },
  videos: { linkName: 'cme-videos', therapeuticFocus: 'Cardiology', subCatTitle: 'CME Videos' },
  portals: { linkName: 'medical-portals', therapeuticFocus: 'Cardiology', subCatTitle: 'Medical Portals' },
  viewFile: { file_name: 'Amlocard-Brochure.pdf' },
};

/** Content pages written in Markdown by marketing (besides /privacy, which is a route). */
const CONTENT_PAGES = ['/terms', '/disclaimer'];

function visitorOf(id: RouteId, access: 'public' | 'guest' | 'member'): Visitor {
  if (access === 'member') return 'member';
  return id === 'verify' ? 'pending-login' : 'guest';
}

/** Every page to audit, in route-table order, then content, campaigns (of the site built in `dist`, if given) and 404. */
export function allTargets(dist?: string): Target[] {
  const routes = ROUTES.map(
    (route): Target => ({
      name: route.id,
      path: pathFor(route.id, DEMO_PARAMS[route.id] ?? {}),
      visitor: visitorOf(route.id, route.access),
      notFound: false,
    }),
  );
  const content = CONTENT_PAGES.map((path): Target => ({ name: 'content', path, visitor: 'guest', notFound: false }));
  const campaignDir = join(dist ?? '', 'campaign');
  const campaigns = (dist !== undefined && existsSync(campaignDir) ? readdirSync(campaignDir) : [])
    .filter((slug) => existsSync(join(campaignDir, slug, 'index.html')))
    .map((slug): Target => ({ name: 'campaign', path: `/campaign/${slug}`, visitor: 'guest', notFound: false }));
  const notFound: Target = { name: 'notFound', path: '/no-such-page', visitor: 'guest', notFound: true };
  return [...routes, ...content, ...campaigns, notFound];
}

/** Keeps the targets named by `--routes=/home,/privacy` (paths, compared without trailing slashes, or route ids). */
export function selectTargets(targets: Target[], wanted: string[] | undefined): Target[] {
  if (!wanted || wanted.length === 0) return targets;
  const norm = (path: string) => path.replace(/\/+$/, '') || '/';
  const keys = new Set(wanted.map(norm));
  const chosen = targets.filter((t) => keys.has(norm(t.path)) || keys.has(t.name) || (t.notFound && keys.has('404')));
  const unknown = [...keys].filter(
    (k) => !chosen.some((t) => norm(t.path) === k || t.name === k || (t.notFound && k === '404')),
  );
  if (unknown.length > 0) throw new Error(`Unknown route(s) for --routes: ${unknown.join(', ')}`);
  return chosen;
}

/** Throws on a `--routes` name no page has, before a build is spent; campaign pages are known only once built. */
export function checkRouteNames(wanted: string[] | undefined): void {
  selectTargets(
    allTargets(),
    wanted?.filter((r) => r !== 'campaign' && !r.startsWith('/campaign/')),
  );
}

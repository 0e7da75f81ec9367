/** Shared by the delivery specs: a deep link per route (demo seed parameters), the build folders and a free port. */
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { RouteId } from '../../src/shared/routes.ts';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');
/** The published folder the e2e server builds. */
export const DIST = join(ROOT, 'dist');
/** The deploy configuration beside it (never published). */
export const DIST_DEPLOY = join(ROOT, 'dist-deploy');
/** Files the build writes for deploying that must never be in the published folder. */
export const BUILD_ONLY_FILES = ['/.delivery.json', '/delivery.json', '/nginx.conf', '/vercel.json', '/.build-stamp'];

/** A deep link per route, with parameters from the demo seed. */
export const DEEP_LINKS: Record<RouteId, string> = {
  login: '/',
  verify: '/verify',
  privacy: '/privacy',
  memberPrivacy: '/privacy/member',
  home: '/home',
  subcategories: '/subcategories/3/Order%20samples',
  therapies: '/therapies',
  services: '/services',
  products: '/products/Antihypertensives',
  files: '/files/brochures.php/Product%20Brochures',
  therapyArticles: '/articles/therapy/Antihypertensives',
  articles: '/articles',
  articleLink: `/articles/${encodeURIComponent('https://journals.example.org/ihr/articles/2025-q001')}`,
  searchArticles: '/searcharticles/heart',
  searchProducts: '/searchproducts/amlo',
  journal: '/journals/1',
  profile: '/profile',
  editProfile: '/edit-profile',
  contact: '/contact',
  medicalQuestion: '/medical-question',
  reportSideEffect: '/report-side-effect',
  emailer: '/emailer/Journal%20Emailers/Cardiology',
  videos: '/videos/cme-videos/Cardiology/CME%20Videos',
  portals: '/portals/medical-portals/Cardiology/Medical%20Portals',
  settings: '/settings',
  viewFile: '/viewfile/brochure.pdf',
};

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

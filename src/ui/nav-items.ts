/** The navigation entries of SPEC §2 "Header and navigation", shared by the static shell and the menu island. */
import { t } from '../shared/messages/index.ts';
import { pathFor, type RouteId } from '../shared/routes.ts';
import type { IconName } from './icon-paths.ts';

/** One navigation link. */
export interface NavItem {
  route: RouteId;
  href: string;
  label: string;
  icon: IconName;
}

const item = (route: RouteId, label: string, icon: IconName): NavItem => ({ route, href: pathFor(route), label, icon });

const home = item('home', t.nav.home, 'home');
const articles = item('articles', t.nav.articles, 'articles');
const profile = item('profile', t.nav.profile, 'profile');
const services = item('services', t.nav.services, 'services');
const contact = item('contact', t.nav.contact, 'contact');
const privacy = item('privacy', t.nav.privacy, 'privacy');
const settings = item('settings', t.nav.settings, 'settings');

/** Header links at medium widths and up: /settings, /privacy, /services. */
export const HEADER_NAV: readonly NavItem[] = [settings, privacy, services];

/** Bottom bar links after its menu button: /home, /articles, /profile, /services. */
export const BOTTOM_NAV: readonly NavItem[] = [home, articles, profile, services];

/** Slide-in menu links (Logout and Company Portal follow them). */
export const MENU_NAV: readonly NavItem[] = [home, articles, profile, services, contact, privacy, settings];

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

const item = (route: RouteId, label: string, icon: IconName, hash = ''): NavItem => ({
  route,
  href: `${pathFor(route)}${hash}`,
  label,
  icon,
});

const home = item('home', t.nav.home, 'home');
const articles = item('articles', t.nav.articles, 'articles');
const profile = item('profile', t.nav.profile, 'profile');
const services = item('services', t.nav.services, 'services');
const contact = item('contact', t.nav.contact, 'contact');
const orders = item('services', t.nav.orders, 'articles', '#order-history');
const medicalQuestion = item('medicalQuestion', t.nav.medicalQuestion, 'contact');
const reportSideEffect = item('reportSideEffect', t.nav.reportSideEffect, 'privacy');
const privacy = item('memberPrivacy', t.nav.privacy, 'privacy');
const settings = item('settings', t.nav.settings, 'settings');

/** Header links at medium widths and up: every page of the phone's menu (the brand link is Home). */
export const HEADER_NAV: readonly NavItem[] = [
  articles,
  profile,
  services,
  orders,
  contact,
  medicalQuestion,
  reportSideEffect,
  settings,
  privacy,
];

/** Bottom bar links after its menu button: /home, /articles, /profile, /services. */
export const BOTTOM_NAV: readonly NavItem[] = [home, articles, profile, services];

/** Slide-in menu links (Logout and Company Portal follow them). */
export const MENU_NAV: readonly NavItem[] = [
  home,
  articles,
  profile,
  services,
  orders,
  contact,
  medicalQuestion,
  reportSideEffect,
  privacy,
  settings,
];

/** True when a link is the page being shown (a link to a section of it, such as Order History, is not). */
export function isCurrent(item: NavItem, route: RouteId | undefined): boolean {
  return item.route === route && !item.href.includes('#');
}

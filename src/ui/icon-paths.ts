/** Outline icons (24×24, stroked) shared by static components and islands. */

/** Names of the portal's icons. */
export type IconName =
  | 'menu'
  | 'home'
  | 'articles'
  | 'profile'
  | 'services'
  | 'search'
  | 'logout'
  | 'external'
  | 'close'
  | 'contact'
  | 'privacy'
  | 'settings'
  | 'portal';

/** The menu icon's SVG path. */
const ICON_MENU = 'M4 6h16M4 12h16M4 18h16';
/** The home icon's SVG path. */
const ICON_HOME = 'M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10';
/** The articles icon's SVG path. */
const ICON_ARTICLES = 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7';
/** The profile icon's SVG path. */
const ICON_PROFILE = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6';
/** The services icon's SVG path. */
const ICON_SERVICES = 'M4 7h16v13H4zM9 7V4h6v3M4 12h16';
/** The search icon's SVG path. */
export const ICON_SEARCH = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4';
/** The logout icon's SVG path. */
const ICON_LOGOUT = 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10';
/** The external icon's SVG path. */
export const ICON_EXTERNAL = 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6';
/** The close icon's SVG path. */
export const ICON_CLOSE = 'M6 6l12 12M18 6 6 18';
/** The contact icon's SVG path. */
const ICON_CONTACT = 'M4 5h16v12H8l-4 4z';
/** The privacy icon's SVG path. */
const ICON_PRIVACY = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z';
/** The settings icon's SVG path. */
const ICON_SETTINGS = 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4';
/** The portal icon's SVG path. */
const ICON_PORTAL = 'M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z';

/** The SVG path of each icon, by name (static components; islands import the one path they draw, so the rest stay out of their code). */
export const ICON_PATHS: Record<IconName, string> = {
  menu: ICON_MENU,
  home: ICON_HOME,
  articles: ICON_ARTICLES,
  profile: ICON_PROFILE,
  services: ICON_SERVICES,
  search: ICON_SEARCH,
  logout: ICON_LOGOUT,
  external: ICON_EXTERNAL,
  close: ICON_CLOSE,
  contact: ICON_CONTACT,
  privacy: ICON_PRIVACY,
  settings: ICON_SETTINGS,
  portal: ICON_PORTAL,
};

/** The console areas of issue 25 (dashboard, categories, products, articles, lists, notifications), registered in Console.tsx. */
import { lazy, type ReactNode } from 'react';
import type { StaffRole } from '../shared/contract/admin/define.ts';
import { bannerText } from './banners/banner-text.ts';
import { contentText } from './content-text.ts';
import { DashboardScreen } from './dashboard/DashboardScreen.tsx';
import { listsText } from './lists/lists-text.ts';

// Screens load on their first visit, the dashboard (every role's start) excepted (Console.tsx wraps each in Suspense).
const ArticlesScreen = lazy(() =>
  import('./catalogue/ArticlesScreen.tsx').then((m) => ({ default: m.ArticlesScreen })),
);
const CategoriesScreen = lazy(() =>
  import('./catalogue/CategoriesScreen.tsx').then((m) => ({ default: m.CategoriesScreen })),
);
const ProductsScreen = lazy(() =>
  import('./catalogue/ProductsScreen.tsx').then((m) => ({ default: m.ProductsScreen })),
);
const BannersScreen = lazy(() => import('./banners/BannersScreen.tsx').then((m) => ({ default: m.BannersScreen })));
const ContentListsScreen = lazy(() =>
  import('./lists/ContentListsScreen.tsx').then((m) => ({ default: m.ContentListsScreen })),
);
const NotificationsScreen = lazy(() =>
  import('./notifications/NotificationsScreen.tsx').then((m) => ({ default: m.NotificationsScreen })),
);

/** One area: its address, label, the roles that see it (the server checks the same) and its screen. */
interface ContentArea {
  hash: string;
  label: string;
  roles: readonly StaffRole[];
  screen: () => ReactNode;
}

const CONTENT: readonly StaffRole[] = ['admin', 'content'];

/** The areas, in the order of the navigation. */
export const CONTENT_AREAS: readonly ContentArea[] = [
  {
    hash: '#/dashboard',
    label: contentText.nav.dashboard,
    roles: ['admin', 'content', 'fulfilment', 'compliance'],
    screen: () => <DashboardScreen />,
  },
  { hash: '#/categories', label: contentText.nav.categories, roles: CONTENT, screen: () => <CategoriesScreen /> },
  { hash: '#/products', label: contentText.nav.products, roles: CONTENT, screen: () => <ProductsScreen /> },
  { hash: '#/articles', label: contentText.nav.articles, roles: CONTENT, screen: () => <ArticlesScreen /> },
  { hash: '#/lists', label: listsText.nav, roles: CONTENT, screen: () => <ContentListsScreen /> },
  { hash: '#/banners', label: bannerText.nav, roles: CONTENT, screen: () => <BannersScreen /> },
  {
    hash: '#/notifications',
    label: contentText.nav.notifications,
    roles: CONTENT,
    screen: () => <NotificationsScreen />,
  },
];

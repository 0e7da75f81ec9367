/**
 * The peer single-page app's entry (docs/PERFORMANCE.md "Peer"): React Router's data mode as its documentation sets
 * up a single-page app (`createBrowserRouter` + `RouterProvider`), every route and layout loaded by `lazy` (one chunk
 * each), the product's stylesheet, and each page's data fetched by the product's islands when they mount.
 */
import '../../../../../src/styles/global.scss';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** Nothing is drawn until the first route's code has loaded (what React Router asks for, instead of a warning). */
const HydrateFallback = () => null;

const router = createBrowserRouter([
  {
    HydrateFallback,
    lazy: async () => ({ Component: (await import('./shell/PublicShell.tsx')).default }),
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('./pages/LoginPage.tsx')).default }) },
      { path: '/verify', lazy: async () => ({ Component: (await import('./pages/VerifyPage.tsx')).default }) },
    ],
  },
  {
    HydrateFallback,
    lazy: async () => ({ Component: (await import('./shell/MemberShell.tsx')).default }),
    children: [
      { path: '/home', lazy: async () => ({ Component: (await import('./pages/HomePage.tsx')).default }) },
      { path: '/articles', lazy: async () => ({ Component: (await import('./pages/ArticlesPage.tsx')).default }) },
      {
        path: '/products/:title',
        lazy: async () => ({ Component: (await import('./pages/ProductsPage.tsx')).default }),
      },
    ],
  },
]);

const root = document.getElementById('root');
if (root) createRoot(root).render(<RouterProvider router={router} />);

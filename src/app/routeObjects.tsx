import type { RouteObject } from 'react-router';
import { textsReady } from '../shared/i18n/i18n.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { RouteFallback } from './Splash.tsx';
import { routes, type AppRoute, type RouteHandle } from './routes.ts';

/**
 * The route table as react-router route objects. The browser router (router.tsx) and the build-time
 * static shell (shell/prerender.tsx) both build on these, so the shell is the real lobby.
 */
function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { titleKey: route.titleKey, hideTopBar: route.hideTopBar, guard: route.guard, authModal: route.authModal, activityId: route.activityId };
  const { validate } = route;
  return {
    path: route.path,
    handle,
    // A failed validation renders the error element's 404 ("Page Not Found" plus the path).
    loader: validate
      ? ({ params, request }) => {
          const verdict = validate({ params, search: new URL(request.url).searchParams });
          if (verdict !== true) throw new Response(null, { status: verdict === false ? 404 : verdict, statusText: 'Not Found' });
          return null;
        }
      : undefined,
    // The page chunk loads on first navigation; the guard wraps it once, here, for every route.
    lazy: async () => {
      const { default: Page } = await route.page();
      // In Filipino, the texts the page's chunk asked for (shared/i18n: addNamespace) before it renders.
      await textsReady();
      return {
        Component: () => (
          <RouteGuard guard={route.guard} activityId={route.activityId}>
            <Page />
          </RouteGuard>
        ),
      };
    },
  };
}

export function buildRouteObjects(table: AppRoute[] = routes): RouteObject[] {
  return [
    {
      Component: RootLayout,
      // Only for a layout that fails itself: it replaces the top bar too.
      errorElement: <RouteErrorPage />,
      // Page chunks load lazily; until the first one arrives the splash shows (or the static shell stays).
      HydrateFallback: RouteFallback,
      // A page's error (a failed validation's 404, a page that threw) is caught here, inside the layout,
      // so it keeps the top bar and its title like every other page.
      children: [{ errorElement: <RouteErrorPage />, children: table.map(toRouteObject) }],
    },
  ];
}


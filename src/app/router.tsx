import { createBrowserRouter } from 'react-router';
import { buildRouteObjects } from './routeObjects.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | null = null;

/**
 * The app's router, made on first use rather than when this module runs: making it starts the first
 * navigation (matching, the page's lazy chunk), work that start-up gives a task of its own.
 */
export function appRouter(): AppRouter {
  router ??= createBrowserRouter(buildRouteObjects());
  return router;
}

import type { createBrowserRouter } from 'react-router';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'navigate' | 'subscribe'>;
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

/**
 * A navigate for start-up code (a 401 sends the player to sign in, maintenance to its page) that
 * waits until the router has finished its first navigation: interrupting that one, while the
 * first page chunk is still loading, can leave the page empty.
 */
export function navigateWhenReady(router: Router): Navigate {
  return (to, options) => {
    if (router.state.initialized) return router.navigate(to, options);
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      // Not from inside the router's own state update: it is still finishing the first navigation.
      setTimeout(() => void router.navigate(to, options), 0);
    });
    return undefined;
  };
}

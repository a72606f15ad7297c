/**
 * Registers /sw.js (scope /). A new worker takes over open tabs (skipWaiting in sw.js); when that
 * happens under a page that already had a worker, the page asks the build check whether it runs an
 * older build and reloads once if so. The first install (no worker before) needs no reload.
 */
export function registerServiceWorker(onUpdate: () => void, nav: Navigator = navigator): void {
  if (!('serviceWorker' in nav)) return;
  const hadController = Boolean(nav.serviceWorker.controller);
  nav.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) onUpdate();
  });
  const register = () => void nav.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  // After load, in a task of its own: registering is an IPC round trip the first render need not wait for.
  const registerSoon = () => setTimeout(register, 0);
  if (document.readyState === 'complete') registerSoon();
  else window.addEventListener('load', registerSoon, { once: true });
}

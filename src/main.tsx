import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/styles/base.css';
import './app/shell/shell.css';
import { bootstrap } from './app/bootstrap.ts';
import { appRouter } from './app/router.tsx';
import { navigateWhenReady } from './app/shell/navigateWhenReady.ts';
import { initI18n, textsReady } from './shared/i18n/i18n.ts';
import { captureInstallPrompt } from './shared/platform/installPrompt.ts';
import { nextTask } from './shared/platform/nextTask.ts';

/**
 * Start-up in steps, each a task of its own: texts, then the router (its first navigation), then
 * React's first render (which React itself slices). The static shell is on screen meanwhile; on a
 * slow phone one long task would keep a tap on it waiting for the whole of start-up (Lighthouse's
 * TBT counts every task over 50 ms after the first paint).
 */
async function start(root: HTMLElement): Promise<void> {
  initI18n(() => import('./shared/i18n/packs/fil-PH.ts'));
  // In Filipino, its texts' chunk first: the app never paints keys or English (en-PH: already here).
  await textsReady();
  captureInstallPrompt();
  await nextTask();
  const router = appRouter();
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // Start-up calls and the PWA watchers run in tasks of their own, after the first render is under way.
  setTimeout(() => bootstrap(router, navigateWhenReady(router)), 0);
  // The PWA watchers are a chunk of their own: nothing of them is needed for the first paint. A failed
  // load (offline) leaves the page as it is; the next start registers them.
  if (import.meta.env.PROD) setTimeout(() => void import('./app/pwa/index.ts').then((pwa) => pwa.startPwa(), () => {}), 0);
}

/**
 * The static shell's boot script inserts the entry from <head> at once when the page is hidden (a
 * background tab): a cached entry can then run before the parser has reached #root. Wait for it.
 */
function boot(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  void start(root);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();

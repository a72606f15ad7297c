import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/styles/base.css';
import './app/shell/shell.css';
import { bootstrap } from './app/bootstrap.ts';
import { startPwa } from './app/pwa/index.ts';
import { router } from './app/router.tsx';
import { navigateWhenReady } from './app/shell/navigateWhenReady.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { captureInstallPrompt } from './shared/platform/installPrompt.ts';

initI18n();
captureInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Start-up calls and the PWA watchers run in tasks of their own, after the first render is under way.
setTimeout(() => bootstrap(navigateWhenReady(router)), 0);
if (import.meta.env.PROD) setTimeout(startPwa, 0);

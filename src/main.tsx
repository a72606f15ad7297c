import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/styles/base.css';
import { bootstrap } from './app/bootstrap.ts';
import { startPwa } from './app/pwa/index.ts';
import { router } from './app/router.tsx';
import { initI18n } from './shared/i18n/i18n.ts';
import { captureInstallPrompt } from './shared/platform/installPrompt.ts';

initI18n();
captureInstallPrompt();
if (import.meta.env.PROD) startPwa();
bootstrap((to, options) => router.navigate(to, options));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

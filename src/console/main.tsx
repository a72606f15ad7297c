import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './console.css';
import { initConsoleI18n } from './i18n.ts';
import { consoleRouter } from './router.tsx';

/** The operator console's entry (ops/index.html, served at /ops/): texts, then the router. */
initConsoleI18n();
const root = document.getElementById('root');
if (!root) throw new Error('ops/index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={consoleRouter()} />
  </StrictMode>,
);

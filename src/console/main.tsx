import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './console.css';
import { initConsoleI18n } from './i18n.ts';
import { followChatPresence } from './chatPresence.ts';
import { followOpsLive } from './live.ts';
import { consoleRouter } from './router.tsx';

/** The operator console's entry (ops/index.html, served at /ops/): texts, then the router. */
initConsoleI18n();
// The live channel follows the console session (docs/live.md).
followOpsLive();
// A support operator with the console open is "online" for the players' chat (docs/chat.md).
followChatPresence();
const root = document.getElementById('root');
if (!root) throw new Error('ops/index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={consoleRouter()} />
  </StrictMode>,
);

/**
 * Build-time only (scripts/shell/plugin.ts loads it through Vite's SSR loader): renders the static
 * shell that the built index.html carries — the lobby for visitors and for players, the splash, and
 * the first-visit notice — from the real components, routes, texts and CSS-module class names, so
 * the shell can never drift from the app. Nothing here runs in the browser.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import EligibilityNotice from '../../features/notice/EligibilityNotice.tsx';
import { SHELL_NOTICE_ATTR, SHELL_VARIANT_ATTR, STATIC_SHELL_ID } from '../../shared/platform/staticShell.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { LOCALE, LOCALE_COOKIE, LOCALES } from '../../shared/locale/locale.ts';
import { StorageKey } from '../../shared/storage.ts';
import { THEME_VALUE, THEME_VARIABLE } from '../../shared/theme/applyTheme.ts';
import { useAppStore, type AppState } from '../../store/index.ts';
import { buildRouteObjects } from '../routeObjects.tsx';
import { lobbyPaths } from '../routes.ts';
import { Splash } from '../Splash.tsx';
import { bootShell, type ShellBootConfig } from './boot.ts';

export interface StaticShell {
  /** `<div id="static-shell">` with every variant, to go before #root. */
  html: string;
  /** The boot script's source, to inline at the top of <head>. */
  bootScript: string;
}

/**
 * zustand's hook gives the server renderer the store's *initial* state (its server snapshot), so a
 * variant's state is written into that object. Safe here: this module only ever runs in the build.
 */
function withState(patch: Partial<AppState>): void {
  Object.assign(useAppStore.getInitialState(), patch);
}

async function renderLobby(prefix: string): Promise<string> {
  const handler = createStaticHandler(buildRouteObjects());
  const context = await handler.query(new Request('http://shell.invalid/'));
  if (context instanceof Response) throw new Error(`the lobby route answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return render(<StaticRouterProvider router={router} context={context} hydrate={false} />, prefix);
}

function render(element: ReactElement, prefix: string): string {
  return (
    renderToString(element, { identifierPrefix: prefix })
      // The shell is inert and hidden from assistive technology: its fixed ids (not the useId ones,
      // which carry the prefix and which SVG gradients need) would only clash with the app's.
      .replace(/ id="(?!_shell-)[^"]*"/g, '')
      .replace(/ (aria-labelledby|aria-describedby)="[^"]*"/g, '')
      // Suspense markers of lazy parts (start popups) that the shell leaves out.
      .replace(/<!--\/?\$[!?]?-->/g, '')
  );
}

const part = (name: string, html: string) => `<div data-shell-part="${name}">${html}</div>`;

export async function renderStaticShell(scripts: ShellBootConfig['scripts']): Promise<StaticShell> {
  initI18n();
  withState({ token: null, notice: 'accepted', authModal: null });
  const guest = await renderLobby('shell-guest-');
  withState({ token: 'static-shell' });
  const player = await renderLobby('shell-player-');
  withState({ token: null, notice: 'pending' });
  // The app opens the notice with showModal(); the shell shows it as an open dialog over a backdrop.
  const notice = render(<EligibilityNotice />, 'shell-notice-').replace(/^<dialog /, '<dialog open="" ');
  const splash = render(<Splash />, 'shell-splash-');
  const html = `<div id="${STATIC_SHELL_ID}" inert="" aria-hidden="true">${part('lobby-guest', guest)}${part('lobby-player', player)}${part('splash', splash)}${part('notice', notice)}</div>`;

  const config: ShellBootConfig = {
    lobbyPaths,
    keys: { token: StorageKey.token, noticeAccepted: StorageKey.noticeAccepted, theme: StorageKey.theme },
    attrs: { variant: SHELL_VARIANT_ATTR, notice: SHELL_NOTICE_ATTR },
    theme: { variable: THEME_VARIABLE.source, value: THEME_VALUE.source },
    // The shell is drawn in en-PH; another language's player sees the splash (no words) until the app's page.
    locale: { cookie: LOCALE_COOKIE, others: LOCALES.filter((locale) => locale !== LOCALE) },
    scripts,
  };
  return { html, bootScript: `(${bootShell.toString()})(${JSON.stringify(config)});` };
}

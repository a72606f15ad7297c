/**
 * The service worker, built by vite-plugin-pwa (injectManifest) into the build as sw.js, with the
 * shell list (scripts/pwa/precache.ts) in place of self.__WB_MANIFEST. Routes are tried in order:
 * - Navigations go to the network first, so a deploy is seen at once; without a network they get
 *   offline.html (the app cannot do anything useful offline: every screen needs /app/v1).
 * - The shell is served from the precache, which Workbox fills on install and prunes on activate.
 * - Other /assets files (lazy pages, scene assets) are cache-first in a bounded runtime cache: each
 *   has a content hash in its name, so a cached copy is never stale.
 * - /app/v1, build.json and sw.js match no route, so the worker never answers them (nor other origins):
 *   balances and build ids must be live.
 * - Nor anything under /ops (the operator console, its page and its calls): an operator's navigation
 *   must reach the server, never the player's offline page or a cached copy.
 * skipWaiting + clientsClaim: a new build takes over open tabs, which reload once (src/app/pwa).
 * Push (docs/push.md): a push shows its notification in the words of locales/<lng>/push.json (bundled
 * here: the payload carries only the kind, its values and the page to open), and a tap focuses an open
 * tab of the app on that page, or opens one.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import enPush from '../../locales/en-PH/push.json';
import filPush from '../../locales/fil-PH/push.json';

/**
 * What this worker uses of its global scope. The project type-checks against the DOM's lib, and adding
 * the webworker lib would give every file worker globals; Workbox's types add __WB_MANIFEST.
 */
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
}
declare const self: ServiceWorkerGlobalScope & WorkerScope;

const NETWORK_ONLY = [/^\/app\/v1(\/|$)/, /^\/ops(\/|$)/, /^\/build\.json$/, /^\/sw\.js$/];
/** Old builds' chunks pile up in the runtime cache otherwise. */
const RUNTIME_LIMIT = 120;
/** The caches of the hand-written worker this one replaced: dropped once, on the first activate. */
const isLegacyCache = (name: string) => name.startsWith('swerte-shell-') || name === 'swerte-runtime';

const ours = (url: URL) => url.origin === self.location.origin && !NETWORK_ONLY.some((pattern) => pattern.test(url.pathname));

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(isLegacyCache).map((name) => caches.delete(name)))));
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && ours(url),
  new NetworkOnly({ plugins: [{ handlerDidError: async () => matchPrecache('/offline.html') }] }),
);
// oxlint-disable-next-line no-underscore-dangle -- Workbox's injection point: the build replaces this exact expression
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  ({ url }) => ours(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'swerte-assets', plugins: [new ExpirationPlugin({ maxEntries: RUNTIME_LIMIT })] }),
);

/** What the server sends (server/push/notify.ts): the kind, values for its texts, the path to open, the language. */
interface PushMessage {
  kind?: string;
  params?: Record<string, string | number>;
  url?: string;
  lang?: string;
  tag?: string;
}
interface PushEventLike {
  data: { json(): unknown } | null;
  waitUntil(promise: Promise<unknown>): void;
}
interface NotificationClickLike {
  notification: { close(): void; data?: { url?: string } };
  waitUntil(promise: Promise<unknown>): void;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface PushScope {
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
  registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>; openWindow(url: string): Promise<unknown> };
}
const pushScope = self as unknown as PushScope;

const TEXTS: Record<string, Record<string, { title: string; body: string }>> = { 'en-PH': enPush.notifications, 'fil-PH': filPush.notifications };
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
/** Only paths of this app open: a payload can never send the player elsewhere. */
const appPath = (url: unknown) => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/');

pushScope.addEventListener('push', (event) => {
  let message: PushMessage = {};
  try {
    message = (event.data?.json() ?? {}) as PushMessage;
  } catch {
    // Not JSON: shown as the generic mail notice below rather than dropped (the browser requires a notification).
  }
  const texts = TEXTS[message.lang ?? 'en-PH'] ?? TEXTS['en-PH']!;
  const words = texts[message.kind ?? ''] ?? texts.mail!;
  const params = message.params ?? {};
  event.waitUntil(
    pushScope.registration.showNotification(fill(words.title, params), {
      body: fill(words.body, params),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: message.tag ?? message.kind ?? 'swerte',
      data: { url: appPath(message.url) },
    }),
  );
});

pushScope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = appPath(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const target = new URL(path, self.location.origin).href;
      const tabs = await pushScope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        await tab.navigate(target).catch(() => undefined);
        await tab.focus();
        return;
      }
      await pushScope.clients.openWindow(target);
    })(),
  );
});

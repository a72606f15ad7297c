import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { assetManifest } from './scripts/assets/plugin.ts';
import { localeParity } from './scripts/locales/plugin.ts';
import { pwaBuild } from './scripts/pwa/plugin.ts';
import { staticShell } from './scripts/shell/plugin.ts';

/**
 * Where `npm run dev` runs the /app/v1 server; Vite proxies the API there so the app stays same-origin.
 * The proxy keeps the browser's Host (no changeOrigin): the server compares a POST's Origin with the
 * Host it was sent to (server/plugins/cross-site.ts), and the page's origin is Vite's.
 */
const DEV_API_TARGET = 'http://127.0.0.1:8081';
/** The page the route `/` shows: the static shell pre-renders it, the service worker precaches it. */
const LOBBY_PAGE = 'src/features/home/HomePage.tsx';
/** The chunks of the library groups below (and the runtime) that every entry imports statically. */
const ENTRY_LIBRARIES = /(^|\/)(rolldown-runtime|react|router|i18next)-[\w-]{8}\.js$/;

/**
 * `npm run dev`: a console route opened directly (/ops/players/7, a reload) is the console's page, as
 * the server answers it in production (server/plugins/static.ts); Vite's own fallback would answer the
 * player app's index.html. Files (a dot in the last part) and /ops/v1 (proxied) are left alone.
 */
function consoleRoutesInDev(): Plugin {
  return {
    name: 'swerte-console-routes-in-dev',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const route = path === '/ops' || (path.startsWith('/ops/') && !path.startsWith('/ops/v1/') && !path.split('/').pop()!.includes('.'));
        if (route) req.url = '/ops/index.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // assets/<bundle>/… → the alias manifest scenes load from (assets/README.md).
    assetManifest(),
    // The build stops when fil-PH lacks a key of en-PH or the reverse (scripts/locales, docs/locales.md).
    localeParity(),
    // build.json, offline.html, .br/.gz copies, and vite-plugin-pwa's sw.js with the shell precached (scripts/pwa).
    pwaBuild({ publicDir: 'public', localeFile: 'locales/en-PH/pwa.json', lobbyPage: LOBBY_PAGE }),
    // The lobby, splash and notice as HTML in index.html, painted before any script runs (README, Static
    // shell). After pwaBuild: it takes the scripts pwaBuild's preloads join.
    staticShell({ module: '/src/app/shell/prerender.tsx', lobbyPage: LOBBY_PAGE }),
    consoleRoutesInDev(),
  ],
  server: {
    proxy: {
      '/app/v1': { target: DEV_API_TARGET },
      '/ops/v1': { target: DEV_API_TARGET },
    },
  },
  preview: {
    proxy: {
      '/app/v1': { target: DEV_API_TARGET },
      '/ops/v1': { target: DEV_API_TARGET },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written for bench/bundle.ts (which modules a chunk holds) and for reading crash stacks,
    // but "hidden": no sourceMappingURL comment points a browser at them, and the server never serves
    // a .map file (server/plugins/static.ts), so the unminified source stays on the build machine.
    sourcemap: 'hidden',
    // .vite/manifest.json: bench/bundle.ts reads entries, static imports and lazy chunks from it.
    manifest: true,
    // A lazy chunk's preload list leaves out the library chunks every page's entry imports already
    // (the runtime, react, the router, i18next): a modulepreload of a loaded file does nothing, and the
    // lobby's entry repeats the list for each of its ~60 routes (issue 30: −0.3 KiB gzipped of its first load).
    modulePreload: {
      resolveDependencies: (_url, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ENTRY_LIBRARIES.test(dep)) : deps),
    },
    // react-dom alone is ~190 kB minified; no single chunk should grow past that.
    chunkSizeWarningLimit: 250,
    rolldownOptions: {
      // The scene gallery is a page of its own (QA, designers): the server serves it only with SCENE_GALLERY=1.
      // The operator console (ops/index.html → dist/ops/index.html, src/console) is the build's third entry:
      // the server serves it at /ops/ (server/plugins/static.ts); the service worker neither precaches nor answers it.
      input: { index: 'index.html', gallery: 'gallery.html', ops: 'ops/index.html' },
      output: {
        // Libraries change far less often than app code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // ky, Vite's preload helper and its modulepreload polyfill ride with the router: the player app and
            // the console (ops/index.html) both use them, and left alone they would make a shared chunk, one more
            // file in the lobby's first load (bench/bundle.ts; with the router: +10 bytes gzipped, the least tried).
            { name: 'router', test: /node_modules[\\/](react-router|ky)[\\/]|vite[\\/](preload-helper|modulepreload-polyfill)/ },
            { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // No group for the scene libraries (pixi.js, gsap, howler): a group takes in its modules'
            // dependencies, Vite's preload helper among them, which the entry then imports, and the lobby
            // would download pixi. Left alone they land in a chunk only the engine and scenes import.
          ],
        },
      },
    },
  },
});

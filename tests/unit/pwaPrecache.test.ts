import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { keepOnly, precacheList } from '../../scripts/pwa/precache.ts';

const chunk = (fileName: string, imports: string[], css: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, name: fileName, isEntry: false, imports, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() }, ...extra }) as unknown as Rollup.OutputChunk;
const asset = (fileName: string, originalFileNames: string[]) => ({ type: 'asset', fileName, originalFileNames }) as unknown as Rollup.OutputAsset;

describe('the service worker precache', () => {
  it('is the shell: the entry and the lobby with their static imports and CSS, HUD fonts and public files, never lazy pages, the gallery, the console or scene fonts', () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'swerte-public-'));
    mkdirSync(join(publicDir, 'icons'));
    writeFileSync(join(publicDir, 'icons', 'icon-192.png'), '');
    writeFileSync(join(publicDir, 'manifest.webmanifest'), '{}');
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], ['assets/index.css'], { isEntry: true, name: 'index' }),
      'assets/react.js': chunk('assets/react.js', [], []),
      'assets/HomePage.js': chunk('assets/HomePage.js', ['assets/games.js'], ['assets/HomePage.css'], { facadeModuleId: '/app/src/features/home/HomePage.tsx' }),
      'assets/games.js': chunk('assets/games.js', [], ['assets/games.css']),
      'assets/WalletPage.js': chunk('assets/WalletPage.js', ['assets/react.js'], ['assets/WalletPage.css']),
      'assets/gallery.js': chunk('assets/gallery.js', ['assets/pixi.js'], [], { isEntry: true, name: 'gallery' }),
      'assets/pixi.js': chunk('assets/pixi.js', [], []),
      // The operator console (ops/index.html): an entry of its own, never in the player's precache.
      'assets/ops.js': chunk('assets/ops.js', ['assets/react.js', 'assets/ops-only.js'], ['assets/ops.css'], { isEntry: true, name: 'ops' }),
      'assets/ops-only.js': chunk('assets/ops-only.js', [], []),
      'assets/hud-font.woff2': asset('assets/hud-font.woff2', ['src/shared/ui/hud.woff2']),
      'assets/scene-font.woff2': asset('assets/scene-font.woff2', ['assets/fonts/scene.woff2']),
    } as unknown as Rollup.OutputBundle;
    const isLobby = (item: Rollup.OutputChunk) => Boolean(item.facadeModuleId?.endsWith('src/features/home/HomePage.tsx'));
    expect(precacheList(bundle, isLobby, publicDir)).toEqual([
      '/',
      '/assets/HomePage.css',
      '/assets/HomePage.js',
      '/assets/games.css',
      '/assets/games.js',
      '/assets/hud-font.woff2',
      '/assets/index.css',
      '/assets/index.js',
      '/assets/react.js',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
      '/offline.html',
    ]);
  });

  it("keeps exactly the shell's files from Workbox's glob, index.html as /, with their revisions", async () => {
    const glob = [
      { url: 'index.html', revision: 'r1', size: 10 },
      { url: 'offline.html', revision: 'r2', size: 10 },
      { url: 'assets/index.js', revision: null, size: 10 },
      { url: 'assets/WalletPage.js', revision: null, size: 10 },
      { url: 'gallery.html', revision: 'r3', size: 10 },
    ];
    const result = await keepOnly(() => ['/', '/assets/index.js', '/offline.html'])(glob);
    expect(result.manifest).toEqual([
      { url: '/', revision: 'r1', size: 10 },
      { url: '/assets/index.js', revision: null, size: 10 },
      { url: '/offline.html', revision: 'r2', size: 10 },
    ]);
  });

  it('fails the build when a shell file is missing from the output, or the list was never made', async () => {
    const glob = [{ url: 'index.html', revision: 'r1', size: 10 }];
    await expect(async () => keepOnly(() => ['/', '/offline.html'])(glob)).rejects.toThrow('/offline.html is in the shell but not in the build');
    await expect(async () => keepOnly(() => undefined)(glob)).rejects.toThrow('precache list was not made');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerStatic } from './static.ts';

const dist = mkdtempSync(join(tmpdir(), 'swerte-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(dist, 'gallery.html'), '<!doctype html><title>gallery</title>');
mkdirSync(join(dist, 'ops'));
writeFileSync(join(dist, 'ops', 'index.html'), '<!doctype html><title>console</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function get(path: string, sceneGallery?: boolean) {
  const app = Fastify();
  await registerStatic(app, dist, sceneGallery === undefined ? undefined : { sceneGallery });
  const res = await app.inject({ method: 'GET', url: path });
  await app.close();
  return res;
}

describe('the scene gallery page', () => {
  it('is a 404 unless SCENE_GALLERY turned it on', async () => {
    expect((await get('/gallery.html')).statusCode).toBe(404);
    expect((await get('/gallery.html', false)).statusCode).toBe(404);
    const on = await get('/gallery.html', true);
    expect(on.statusCode).toBe(200);
    expect(on.body).toContain('gallery');
    expect((await get('/', false)).body).toContain('app');
  });
});

describe('source maps', () => {
  it('are never served, with or without a compressed copy', async () => {
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    writeFileSync(join(dist, 'assets', 'index-abc.js.map.br'), 'br');
    expect((await get('/assets/index-abc.js')).statusCode).toBe(200);
    for (const path of ['/assets/index-abc.js.map', '/assets/index-abc.js.MAP', '/assets/index-abc.js.map?x=1']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('sources');
    }
  });
});

describe('the operator console page', () => {
  it('answers /ops, /ops/ and every console route with ops/index.html, never cached', async () => {
    for (const path of ['/ops', '/ops/', '/ops/sign-in', '/ops/withdrawals', '/ops/players/42', '/ops/audit?call=x']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('console');
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('never answers a console call path or a missing file with the page', async () => {
    for (const path of ['/ops/v1', '/ops/v1/consoleSignIn', '/ops/v1/cli/withdrawals', '/ops/assets/missing.js']) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });

  it("leaves the player's routes to the player's page", async () => {
    for (const path of ['/', '/opsx', '/operators', '/member']) expect((await get(path)).body, path).toContain('app');
  });
});

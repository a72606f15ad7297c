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

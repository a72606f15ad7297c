import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { observePages, reloadCount, waitForRead } from './observe.ts';

// Every other spec blocks the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

/** The build the e2e server serves from disk: a test can deploy a "new build" by rewriting its files. */
const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Opens the lobby and waits until the service worker controls the page (it claims open tabs). */
async function openControlled(page: import('@playwright/test').Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);
  // The app has drawn its first page (it takes the static shell away then), so its start-up, which
  // listens for a new worker taking over, has run.
  await expect(page.locator('#static-shell')).toHaveCount(0);
}

test('the manifest is linked and makes the app installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({ name: 'Swerte', short_name: 'Swerte', display: 'standalone', start_url: '/', scope: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const size of [192, 512]) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && i.purpose?.split(' ').includes(purpose));
      expect(icon, `${size} ${purpose} icon`).toBeTruthy();
      const png = await request.get(icon!.src);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(pngSize(await png.body())).toEqual([size, size]);
    }
  }
});

test('the service worker registers, is never cached by the browser, and controls the page after a reload', async ({ page, request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  await openControlled(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(new URL('/', page.url()).href);
  // The lobby still works under the worker.
  await expect(page.getByRole('link', { name: 'Swerte home' })).toBeVisible();
});

test('offline, a navigation shows the offline page and /app/v1 is never answered from cache', async ({ page, context }) => {
  await openControlled(page);
  // Fetched once online, so a caching worker would have a copy.
  const online = await page.evaluate(() => fetch('/app/v1/anonymous/appConfig').then((r) => r.status));
  expect(online).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto('/member');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Swerte needs an internet connection')).toBeVisible();
  await expect(page).toHaveURL(/\/member$/);
  const api = await page.evaluate(async () => {
    const get = await fetch('/app/v1/anonymous/appConfig').then(() => 'answered', () => 'failed');
    const post = await fetch('/app/v1/anonymous/appConfig', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
      () => 'answered',
      () => 'failed',
    );
    return { get, post };
  });
  expect(api).toEqual({ get: 'failed', post: 'failed' });

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Swerte home' })).toBeVisible();
});

test('a new service worker taking over (a deploy) reloads the page once', async ({ page, context }) => {
  await observePages(context);
  await openControlled(page);
  const reloadsBefore = await reloadCount(page);
  let loads = 0;
  page.on('load', () => loads++);
  const swPath = join(DIST_DIR, 'sw.js');
  const buildPath = join(DIST_DIR, 'build.json');
  const [sw, build] = await Promise.all([readFile(swPath, 'utf8'), readFile(buildPath, 'utf8')]);
  try {
    await writeFile(buildPath, JSON.stringify({ buildId: 'e2e0new0build000' }));
    await writeFile(swPath, `${sw}\n// e2e: a new deploy\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
    await expect(page.getByRole('link', { name: 'Swerte home' })).toBeVisible();
    expect(await reloadCount(page)).toBe(reloadsBefore + 1);
    // Once: the new worker is in charge with nothing else on its way, and when the reloaded page
    // checks the build again (the tab comes back to view) and has read the answer, it stays put.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(navigator.serviceWorker.controller && registration?.active && !registration.installing && !registration.waiting);
        }),
      )
      .toBe(true);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitForRead(page, '/build.json');
    expect(await reloadCount(page)).toBe(reloadsBefore + 1);
    expect(loads).toBe(1);
  } finally {
    await Promise.all([writeFile(swPath, sw), writeFile(buildPath, build)]);
  }
});

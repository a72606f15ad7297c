import { expect, test, type Page } from '@playwright/test';
import { observePages, reloadCount, waitForRead } from './observe.ts';

/** Counts full page loads (the first one and every reload). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

/** What the app does when the tab becomes visible again: it checks build.json at once. */
const becomeVisible = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test('a new build id on the server reloads the page exactly once', async ({ page, context }) => {
  await observePages(context);
  const loads = countLoads(page);
  let buildRequests = 0;
  let served: string | null = null;
  await page.route('**/build.json', async (route) => {
    buildRequests++;
    if (!served) return route.continue();
    await route.fulfill({ json: { buildId: served } });
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Swerte home' })).toBeVisible();
  const booted = await page.locator('meta[name="swerte-build"]').getAttribute('content');
  expect(booted).toMatch(/^[0-9a-f]{16}$/);

  // Same build: once the page has read the answer, it has not reloaded.
  await becomeVisible(page);
  await waitForRead(page, '/build.json', 1);
  expect(buildRequests).toBe(1);
  expect(await reloadCount(page)).toBe(0);
  expect(loads()).toBe(1);

  served = 'fedcba9876543210';
  await becomeVisible(page);
  await expect.poll(loads).toBe(2);
  await expect(page.getByRole('link', { name: 'Swerte home' })).toBeVisible();
  expect(await reloadCount(page)).toBe(1);
  // The reload still boots the old build (the deploy is not really there): it must not reload again,
  // which it would have decided by the time it has read build.json's answer (a new page counts anew).
  const before = buildRequests;
  await becomeVisible(page);
  await waitForRead(page, '/build.json', 1);
  expect(buildRequests).toBe(before + 1);
  expect(await reloadCount(page)).toBe(1);
  expect(loads()).toBe(2);
});

test('a page chunk that fails to load reloads once, then shows the error page instead of looping', async ({ page, context }) => {
  await observePages(context);
  const loads = countLoads(page);
  // Chunk requests per document the tab loaded (a navigation request opens a new count).
  const chunkRequests: number[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) chunkRequests.push(0);
  });
  await page.route(/\/assets\/NotFoundPage-[^/]+\.js$/, (route) => {
    chunkRequests[chunkRequests.length - 1] = (chunkRequests.at(-1) ?? 0) + 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible();
  // The error page shows only once the second failure was let through instead of reloading, so by
  // now there was exactly one reload, and the reloaded page asked for the chunk as the first did.
  expect(await reloadCount(page)).toBe(1);
  await expect.poll(loads).toBe(2);
  expect(chunkRequests).toHaveLength(2);
  expect(chunkRequests[0]).toBeGreaterThan(0);
  expect(chunkRequests[1]).toBe(chunkRequests[0]);
});

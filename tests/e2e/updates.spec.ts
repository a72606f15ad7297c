import { expect, test, type Page } from '@playwright/test';

/** Counts full page loads (the first one and every reload). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

/** What the app does when the tab becomes visible again: it checks build.json at once. */
const becomeVisible = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test('a new build id on the server reloads the page exactly once', async ({ page }) => {
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

  // Same build: nothing happens.
  await becomeVisible(page);
  await expect.poll(() => buildRequests).toBe(1);
  expect(loads()).toBe(1);

  served = 'fedcba9876543210';
  await becomeVisible(page);
  await expect.poll(loads).toBe(2);
  await expect(page.getByRole('link', { name: 'Swerte home' })).toBeVisible();
  // The reload still boots the old build (the deploy is not really there): it must not reload again.
  const before = buildRequests;
  await becomeVisible(page);
  await expect.poll(() => buildRequests).toBeGreaterThan(before);
  await page.waitForTimeout(1000);
  expect(loads()).toBe(2);
});

test('a page chunk that fails to load reloads once, then shows the error page instead of looping', async ({ page }) => {
  const loads = countLoads(page);
  let chunkRequests = 0;
  await page.route(/\/assets\/NotFoundPage-[^/]+\.js$/, (route) => {
    chunkRequests++;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible();
  const requestsSoFar = chunkRequests;
  expect(requestsSoFar).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  expect(loads()).toBe(2);
  expect(chunkRequests).toBe(requestsSoFar);
});

import { expect, test, type Page } from '@playwright/test';

// The static shell build: index.html carries the lobby, splash and notice as HTML; the app takes over.

const shell = (page: Page) => page.locator('#static-shell');
const remember = { 'swerte.noticeAccepted': '2026-11-01T00:00:00.000Z' };

async function withStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, values);
}

test.describe('without its scripts, the page is drawn from the HTML alone', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  });

  test('a first visit sees the visitor lobby under the eligibility notice', async ({ page }) => {
    await page.goto('/');
    // The inline boot script ran under the server's CSP (its hash is allowed) and picked the variant.
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'lobby-guest');
    await expect(shell(page).getByText('Before you play')).toBeVisible();
    await expect(shell(page).getByText('Government officials and employees')).toBeVisible();
    await expect(shell(page).getByRole('button', { name: 'I am 21+ and I agree', includeHidden: true })).toBeVisible();
    // Nothing in the shell can be used: it is inert until the app replaces it.
    await expect(shell(page)).toHaveAttribute('inert', '');
  });

  test('a returning player sees the player lobby without the notice', async ({ page }) => {
    await withStorage(page, { ...remember, 'swerte.token': 'a-saved-token' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'lobby-player');
    await expect(shell(page).getByText('Coin balance', { exact: false }).first()).toBeVisible();
    await expect(shell(page).getByText('Before you play').filter({ visible: true })).toHaveCount(0);
    await expect(shell(page).getByRole('button', { name: 'Register', includeHidden: true }).filter({ visible: true })).toHaveCount(0);
  });

  test('a deep link to another page shows the splash, not the lobby', async ({ page }) => {
    await withStorage(page, remember);
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'splash');
    await expect(shell(page).locator('[data-shell-part="splash"] svg').first()).toBeVisible();
    await expect(shell(page).getByText('Mabuhay!', { exact: false }).filter({ visible: true })).toHaveCount(0);
  });
});

/** The size of the page's largest contentful paint so far (px², CSS pixels). */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve((list.getEntries().at(-1) as PerformanceEntry & { size: number }).size)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );

test('the app takes over in place: one notice, no larger paint, and it works', async ({ page }) => {
  // The largest thing the shell alone paints, its scripts refused (what a slow phone shows first).
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'lobby-guest');
  const shellPaint = await largestPaint(page);
  await page.unrouteAll();

  await page.goto('/');
  const notice = page.getByRole('dialog', { name: 'Before you play' });
  await expect(notice).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await expect(page.getByText('Before you play')).toHaveCount(1);
  // The app draws the same page over the shell: its largest paint is no larger than the shell's own,
  // however the machine's speed orders the two (a size, not a time, so a slow run cannot fail it).
  expect(shellPaint).toBeGreaterThan(0);
  expect(await largestPaint(page)).toBeLessThanOrEqual(shellPaint);

  await notice.getByRole('button', { name: 'I am 21+ and I agree' }).click();
  await expect(notice).toBeHidden();
  // Then a visitor's start popups (spec §4): they come up over the page, so they are closed first.
  await page.getByRole('dialog', { name: 'Get the Swerte app' }).getByRole('button', { name: 'Not now' }).click();
  await page.getByRole('dialog', { name: 'Welcome to Swerte' }).getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('a saved token the server no longer accepts signs out and opens sign-in, from the shell', async ({ page }) => {
  await withStorage(page, { ...remember, 'swerte.token': 'revoked-or-unknown' });
  await page.goto('/member');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
});

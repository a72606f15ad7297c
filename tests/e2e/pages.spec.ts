import { expect, test } from '@playwright/test';
import { skipNotice } from './helpers.ts';

test.beforeEach(async ({ context }) => {
  await skipNotice(context);
});

test('about, FAQ, terms and privacy pages show their title and content, and home links to them', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'About Swerte' });
  await footer.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL('/about-us');
  await expect(page).toHaveTitle('About us · Swerte');
  await expect(page.getByRole('heading', { name: 'About Swerte', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fair by design' })).toBeVisible();
  await expect(page.getByText('Swerte is for players aged 21 and over.')).toBeVisible();

  await page.goto('/faq');
  await expect(page).toHaveTitle('FAQ · Swerte');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  for (const section of ['Account', 'Deposits and withdrawals', 'Bonuses', 'Responsible gaming', 'Security']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  const answer = page.getByText('Free bonuses need at least one valid top-up on your account');
  await expect(answer).toBeHidden();
  await page.getByText("Why can't I use my free bonus yet?").click();
  await expect(answer).toBeVisible();

  await page.goto('/terms-of-use');
  await expect(page).toHaveTitle('Terms of Use · Swerte');
  await expect(page.getByRole('heading', { name: '2. Who may play' })).toBeVisible();
  for (const group of ['Government officials and employees', 'Members of the armed forces and the police', 'Persons under 21 years of age', 'Anyone playing in a public place']) {
    await expect(page.getByText(group)).toBeVisible();
  }
  await expect(page.getByText(/funds, winnings and bonuses are forfeited/)).toBeVisible();

  await page.goto('/privacy-policy');
  await expect(page).toHaveTitle('Privacy Policy · Swerte');
  await expect(page.getByText(/Data Privacy Act of 2012/)).toBeVisible();
  await expect(page.getByText(/National Privacy Commission/)).toBeVisible();
});

test('/faq/<section> opens that section; an unknown section fails validation to "Page Not Found" with the path', async ({ page }) => {
  await page.goto('/faq/bonuses');
  await expect(page.getByText('Each event has its own rules page.')).toBeVisible();
  await expect(page.getByText('No. One person, one account.')).toBeHidden();

  const response = await page.goto('/faq/jackpots');
  expect(response?.status()).toBe(200); // The SPA shell answers; the 404 is the client's.
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('/faq/jackpots')).toBeVisible();
});

test('/error/404 is the not-found page', async ({ page }) => {
  await page.goto('/error/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/error/404')).toBeVisible();
});

test('the download page offers the Android install and the iOS steps in a browser', async ({ page }) => {
  await page.goto('/download');
  await expect(page).toHaveTitle('Download the app · Swerte');
  await expect(page.getByRole('heading', { name: 'Get the Swerte app' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Android' })).toBeVisible();
  // Chromium offers no install prompt here (not installable over http in a test), so the manual way shows.
  await expect(page.getByText(/open the Chrome menu/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'iPhone and iPad' })).toBeVisible();
  await expect(page.getByText('Scroll down and tap "Add to Home Screen".')).toBeVisible();
});

test('a server failure on a page shows the error-500 page with the request id, and Try again recovers', async ({ page }) => {
  await page.route('**/app/v1/activityGetStatusList', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errcode: 500, msg: 'errors.internal', requestId: 'req-e2e-500' }) }),
  );
  await page.goto('/activity/notice');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByText('req-e2e-500')).toBeVisible();

  await page.unroute('**/app/v1/activityGetStatusList');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Swerte' })).toBeVisible();
});

test.describe('inside the Android wrapper', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 SwerteApp/1.0' });

  test('the download page says the app is installed and home does not link to it', async ({ page }) => {
    await page.goto('/download');
    await expect(page.getByRole('heading', { name: 'You already have the app' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install Swerte' })).toHaveCount(0);
    await expect(page.getByText('Add to Home Screen')).toHaveCount(0);
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'About Swerte' });
    await expect(footer.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Get the app' })).toHaveCount(0);
  });
});

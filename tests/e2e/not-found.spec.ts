import { expect, test } from '@playwright/test';
import { skipNotice } from './helpers.ts';

test('an unknown path shows "Page not found" and the path', async ({ page, context }) => {
  await skipNotice(context);
  await page.goto('/no/such-page?x=1');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such-page')).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Swerte');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL('/');
});

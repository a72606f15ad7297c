import { expect, test, type Page } from '@playwright/test';
import { ADULT_BIRTH_DATE, ownAddress, skipNotice } from './helpers.ts';

// Sign in with Google, LINE and Facebook through the development fakes the server serves
// (docs/social.md): a new player per provider (the birth-date step), then binding and unbinding a
// second provider in the profile.

/** On a fake's authorize page: a new test person (the last choice), so every run makes a new player. */
async function pickNewPerson(page: Page) {
  await expect(page.getByRole('heading', { name: /\(fake\)/ })).toBeVisible();
  await page.getByText(/^Test Player /).last().click();
}

async function signUpWith(page: Page, provider: 'Google' | 'LINE' | 'Facebook') {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  await pickNewPerson(page);
  await expect(page).toHaveURL(new RegExp(`/auth/callback/${provider.toLowerCase()}`));
  await expect(page.getByText(/To create your account, tell us your date of birth/)).toBeVisible();
  await page.getByLabel('Date of birth').fill(ADULT_BIRTH_DATE);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

for (const provider of ['Google', 'LINE', 'Facebook'] as const) {
  test(`a new player signs up with ${provider} (birth date asked)`, async ({ page, context }) => {
    await skipNotice(context);
    await ownAddress(page);
    await signUpWith(page, provider);
    await page.goto('/member/profile');
    const row = page.locator(`li[data-provider="${provider.toLowerCase()}"]`);
    await expect(row).toContainText(/Linked: Test Player/);
  });
}

test('a LINE player links Google in the profile, then unlinks it', async ({ page, context }) => {
  await skipNotice(context);
  await ownAddress(page);
  await signUpWith(page, 'LINE');
  await page.goto('/member/profile');
  const google = page.locator('li[data-provider="google"]');
  await expect(google).toContainText('Not linked');
  await google.getByRole('button', { name: 'Link' }).click();
  await pickNewPerson(page);
  await expect(page).toHaveURL(/\/member\/profile/);
  await expect(google).toContainText(/Linked: Test Player/);
  await google.getByRole('button', { name: 'Unlink' }).click();
  await expect(google).toContainText('Not linked');
  // LINE is now the only way in: unlinking it is refused.
  await page.locator('li[data-provider="line"]').getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('This is your only way to sign in.', { exact: false })).toBeVisible();
});

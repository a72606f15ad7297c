import { expect, test } from '@playwright/test';
import { registerWithPhone, skipNotice } from './helpers.ts';

test('a 13-character nickname is refused with the translated message; 12 is saved', async ({ page, context }) => {
  await skipNotice(context);
  await registerWithPhone(page);
  await page.goto('/auth/info');
  const nickname = page.getByLabel('Nickname', { exact: true });
  await expect(nickname).toHaveValue(/^Player\d{4}$/);

  await nickname.fill('ThirteenChars');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nicknames can be at most 12 characters.')).toBeVisible();
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');

  await nickname.fill('TwelveChars!');
  await page.getByRole('radio', { name: 'Avatar 7' }).check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Profile saved.')).toBeVisible();
  await page.goto('/member');
  await expect(page.getByText('TwelveChars!')).toBeVisible();
});

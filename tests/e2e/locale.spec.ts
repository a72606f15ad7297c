import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { freshPlayer, signInAs, skipNotice } from './helpers.ts';

/**
 * Filipino beside English (issue 27, spec §9): chosen in the profile, applied at once, kept in the
 * locale cookie for 365 days, the server's messages shown in it (the server sends keys), a reload
 * that never paints English or keys first, and back to English from the sign-in form.
 * The texts come from the locale files, so a reworded string does not break the spec.
 */

type Texts = Record<string, unknown>;
const texts = (locale: string, ns: string): Texts => JSON.parse(readFileSync(new URL(`../../locales/${locale}/${ns}.json`, import.meta.url), 'utf8')) as Texts;
const text = (locale: string, ns: string, key: string): string => key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], texts(locale, ns)) as string;

const en = (ns: string, key: string) => text('en-PH', ns, key);
const fil = (ns: string, key: string) => text('fil-PH', ns, key);

/** The locale cookie as the browser keeps it. */
async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'locale');
}

/** Everything #root showed, every time it changed, from the first script on (what the player could have seen). */
async function recordRootTexts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { swerteSeenTexts: string[]; swerteShellVariant: string | null }).swerteSeenTexts = seen;
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { swerteShellVariant: string | null }).swerteShellVariant = document.documentElement.getAttribute('data-shell');
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver(() => {
        const now = root.innerText;
        if (now && seen.at(-1) !== now) seen.push(now);
      }).observe(root, { childList: true, subtree: true, characterData: true });
    });
  });
}

async function pickLanguage(page: Page, name: 'Filipino' | 'English') {
  await page.getByTestId('language-picker').getByText(name, { exact: true }).click();
}

test('a player switches to Filipino in the profile: texts, server messages, the cookie and a reload follow; and back to English', async ({ page, context }) => {
  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player, '/member/profile');

  // English first: the picker shows under its English legend, English chosen.
  const picker = page.getByTestId('language-picker');
  await expect(picker.getByText(en('locale', 'label'), { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(picker.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.getByRole('heading', { name: en('profile', 'title') })).toBeVisible();

  // Filipino: the page redraws in place, <html lang> follows, the cookie lasts a year.
  await pickLanguage(page, 'Filipino');
  await expect(picker.getByText(fil('locale', 'label'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: fil('profile', 'title') })).toBeVisible();
  await expect(picker.getByRole('radio', { name: 'Filipino' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil-PH');
  await expect(page).toHaveTitle(`${fil('common', 'titles.profile')} · Swerte`);
  const cookie = await localeCookie(context);
  expect(cookie?.value).toBe('fil-PH');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);

  // A reload starts in Filipino: the shell shows its wordless splash, and the app never draws
  // English or a key before the Filipino lobby.
  await recordRootTexts(context);
  await page.goto('/');
  await expect(page.getByText(fil('home', 'balance.label'), { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { swerteShellVariant: string | null }).swerteShellVariant)).toBe('splash');
  const seen = await page.evaluate(() => (window as unknown as { swerteSeenTexts: string[] }).swerteSeenTexts);
  expect(seen.length).toBeGreaterThan(0);
  for (const shown of seen) {
    expect(shown).not.toContain(en('home', 'balance.label'));
    expect(shown).not.toContain('balance.label');
    expect(shown).not.toContain('titles.');
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil-PH');

  // A lazy page's own texts (the wallet) arrive in Filipino too.
  await page.goto('/wallets');
  await expect(page.getByText(fil('wallet', 'page.balance'), { exact: true }).first()).toBeVisible({ timeout: 20_000 });

  // The server's refusal arrives as a key and reads in Filipino: a wrong password at sign-in.
  await page.evaluate(() => localStorage.removeItem('swerte.token'));
  await page.goto('/auth/login');
  const dialog = page.getByRole('dialog', { name: fil('auth', 'login.title') });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('tab', { name: fil('auth', 'login.tabPassword') }).click();
  await dialog.getByLabel(fil('auth', 'fields.accountOrMobile'), { exact: true }).fill(player.account);
  await dialog.getByLabel(fil('auth', 'fields.password'), { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: fil('auth', 'login.submit') }).click();
  await expect(dialog.getByText(fil('errors', 'auth.wrongCredentials'))).toBeVisible();

  // Back to English from the sign-in form (before an account is signed in): at once, and after a reload.
  // By keyboard here (a radio group's arrow keys): the bottom sheet resizes with the viewport while
  // the page settles, and a pointer aimed at the tile can land on the group's edge meanwhile.
  await dialog.getByRole('radio', { name: 'Filipino' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: en('auth', 'login.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-PH');
  expect((await localeCookie(context))?.value).toBe('en-PH');
  await page.reload();
  await expect(page.getByRole('dialog', { name: en('auth', 'login.title') })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(en('home', 'guest.title'), { exact: true })).toBeVisible();
});

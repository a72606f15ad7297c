import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';

/** Where the development SMS adapter of the e2e server writes its messages (one JSON object a line). */
const OUTBOX = join(import.meta.dirname, '..', '..', E2E_DATA_DIR, 'sms-outbox.jsonl');

interface OutboxLine {
  mobile: string;
  purpose: number;
  code: string;
  text: string;
  at: string;
}

export const AuthPurpose = { register: 0, bind: 1, forget: 2, loginAndRegister: 3 } as const;

/** A fresh PH mobile number per test, so tests never collide on "number already registered". */
export function uniqueMobile(): string {
  return `0917${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** 09171234567 → 639171234567, the form the server stores and the outbox shows. */
const international = (mobile: string) => `63${mobile.slice(1)}`;

/** Waits for the newest code sent to `mobile` for `purpose`, as the player would read it from the SMS. */
export async function smsCodeFor(mobile: string, purpose: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const text = await readFile(OUTBOX, 'utf8').catch(() => '');
        const lines = text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as OutboxLine)
          .filter((line) => line.mobile === international(mobile) && line.purpose === purpose);
        code = lines.at(-1)?.code;
        return code;
      },
      { message: `SMS code for ${mobile} (purpose ${purpose})`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * Marks the eligibility notice as accepted before any page script runs (every test but the notice's
 * own), and the start popups as already shown this session, so they do not cover the page under
 * test. The start-popup tests use `acceptNoticeOnly`.
 */
export async function skipNotice(context: BrowserContext): Promise<void> {
  await acceptNoticeOnly(context);
  await context.addInitScript(() => {
    // Download, first-deposit tips, notice, first deposit, sign-in, red-vs-blue.
    if (!sessionStorage.getItem('swerte.startPopupsShown')) sessionStorage.setItem('swerte.startPopupsShown', '[32,60,25,44,36,59]');
  });
}

/** Accepts the eligibility notice only: the start popups run as for a real player. */
export async function acceptNoticeOnly(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!localStorage.getItem('swerte.noticeAccepted')) localStorage.setItem('swerte.noticeAccepted', new Date().toISOString());
  });
}

/** An adult's birth date. */
export const ADULT_BIRTH_DATE = '1995-04-12';

/** Registers a new player with a mobile number and the code from the outbox; ends on home, signed in. */
export async function registerWithPhone(page: Page, mobile = uniqueMobile(), password = 'Lucky2026'): Promise<{ mobile: string; password: string }> {
  await page.goto('/auth/register');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('SMS code', { exact: true }).fill(await smsCodeFor(mobile, AuthPurpose.register));
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Date of birth', { exact: true }).fill(ADULT_BIRTH_DATE);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance')).toBeVisible();
  return { mobile, password };
}

export const DEMO = { account: 'demo', password: 'Swerte2026', nickname: 'Demo Player', balance: '1,050' } as const;

/** Signs in with account + password in an already open sign-in dialog. */
export async function signInWithPassword(page: Page, account: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'With password' }).click();
  await dialog.getByLabel('Account name or mobile number', { exact: true }).fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

/** The peso amount a player reads on screen: "₱1,050" → 1050, "−₱5" → -5, "+₱5" → 5, "Balance ₱150" → 150. */
export function readPesos(text: string | null): number {
  const match = /([+−-]?)₱([\d,]+)/.exec(text ?? '');
  if (!match) throw new Error(`No peso amount in ${JSON.stringify(text)}`);
  const size = Number(match[2]!.replaceAll(',', ''));
  return match[1] === '−' || match[1] === '-' ? -size : size;
}

/** Deposits whole `pesos` as a player does: wallet, "Other amount", the sandbox checkout's Pay, back to the wallet. */
export async function depositWithSandbox(page: Page, pesos: number): Promise<void> {
  const shown = `₱${new Intl.NumberFormat('en-PH').format(pesos)}`;
  await page.goto('/wallets?name=deposit');
  await page.getByLabel('Other amount (₱)').fill(String(pesos));
  await page.getByRole('button', { name: `Deposit ${shown}` }).click();
  await page.getByRole('button', { name: /^Pay ₱/ }).click();
  await expect(page.getByText(`Deposit received: ${shown} is in your balance.`)).toBeVisible();
}

/** The first house slot of the seeded catalog that answers slotInfo (for a player's own spins). */
export async function playableSlotId(request: Page['request']): Promise<number> {
  const { version } = JSON.parse(await readFile(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
  const common = { appId: 'swerte', channel: 'WEB', clientReferrer: '', platform: 'web', appVersion: version, appWebName: 'swerte' };
  const config = await request.post('/app/v1/anonymous/appConfig', { data: { ...common, configKeyList: ['gameList'] } });
  const { config: body } = (await config.json()) as { config: { gameList: { id: number; status: number }[] } };
  for (const game of body.gameList.filter((g) => g.status === 1)) {
    const info = (await (await request.post('/app/v1/slotInfo', { data: { ...common, gameId: game.id } })).json().catch(() => null)) as { errcode?: number } | null;
    if (info?.errcode === 0) return game.id;
  }
  throw new Error('The seeded catalog has no playable house slot');
}

import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TOTP, URI } from 'otpauth';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config.ts';

/**
 * The operator console in the browser: accounts made as an operator makes them (the command line,
 * `operators add`, beside the running e2e server), codes from their enrolment URI as an authenticator
 * app computes them, and a desktop-sized page signed in through the sign-in form.
 */
const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..', '..');

export interface Operator {
  name: string;
  role: 'support' | 'finance' | 'compliance' | 'admin';
  /** The one-time password, then the operator's own once changed. */
  password: string;
  /** Their authenticator, once they enrolled it at their first sign-in (the secret the console showed them). */
  totp?: TOTP;
}

let made = 0;
/** A fresh operator account by `npm run ops -- operators add` (names are 2–64 of a-z, 0-9, . _ -). */
export async function addOperator(role: Operator['role']): Promise<Operator> {
  made += 1;
  const name = `e2e-${role}-${Date.now().toString(36)}-${made}`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/cli/ops.ts', 'operators', 'add', name, '--role', role, '--operator', 'e2e', '--json'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, PORT: String(E2E_PORT), DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  const report = JSON.parse(stdout) as { ok: boolean; password: string };
  expect(report.ok, stdout).toBe(true);
  return { name, role, password: report.password };
}

/** The operator's code now. Codes are single-use: a second sign-in in the same 30-s step waits for the next one. */
const lastStep = new Map<string, number>();
export async function nextCode(operator: Operator): Promise<string> {
  const totp = operator.totp;
  if (!totp) throw new Error(`${operator.name} has not enrolled an authenticator yet`);
  const step = () => Math.floor(Date.now() / 1000 / totp.period);
  const used = lastStep.get(operator.name) ?? -1;
  for (let now = step(); now <= used; now = step()) await new Promise((settle) => setTimeout(settle, 500));
  lastStep.set(operator.name, step());
  return totp.generate();
}

/** A desktop-sized context (the console is desktop-first), with no session yet. */
export function consoleContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, serviceWorkers: 'block' });
}

/** Signs in through the form; a first sign-in sets the operator's own password, as the console asks. */
export async function signInToConsole(page: Page, operator: Operator): Promise<void> {
  await page.goto('/ops/sign-in');
  await page.getByLabel('Name').fill(operator.name);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  // No code at the first sign-in: the operator has no authenticator yet.
  if (operator.totp) await page.getByLabel('Authenticator code').fill(await nextCode(operator));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/ops\/(change-password)?$/);
  if (page.url().endsWith('/change-password')) {
    // Not the name in it (the console refuses that), nothing a breach list knows.
    const own = `Tanod-${Math.random().toString(36).slice(2, 10)}-Lakas`;
    const form = page.locator('form');
    await form.getByLabel('Current password').fill(operator.password);
    await form.getByLabel('New password', { exact: true }).fill(own);
    await form.getByLabel('New password again').fill(own);
    await form.getByRole('button', { name: 'Change password' }).click();
    operator.password = own;
    await enrolOnPage(page, operator);
  }
  await expect(page.getByRole('navigation', { name: 'Console pages' })).toBeVisible();
}

/** The enrolment after the first password change: the secret the console shows, as the authenticator app takes it, then a code. */
export async function enrolOnPage(page: Page, operator: Operator): Promise<void> {
  await expect(page).toHaveURL(/\/ops\/enrol$/);
  const enrolment = page.getByTestId('totp-enrolment');
  await expect(enrolment.getByRole('img', { name: `QR code of the authenticator setup for ${operator.name}` })).toBeVisible();
  const uri = (await enrolment.getByTestId('totp-uri').textContent())?.trim() ?? '';
  const totp = URI.parse(uri);
  if (!(totp instanceof TOTP)) throw new Error(`not a TOTP URI: ${uri}`);
  operator.totp = totp;
  await enrolment.getByLabel('Authenticator code').fill(await nextCode(operator));
  await enrolment.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(/\/ops\/?$/);
}

/** The console session token of a signed-in tab (sessionStorage), for calls the test makes itself. */
export async function consoleTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('swerte.console.session') ?? '{}') as { token?: string }).token ?? '');
}

/**
 * A second admin, signed in in a browser of its own: money settings take effect only when a second
 * admin approves them (docs/console.md "Two admins"). Its page and token.
 */
export async function secondAdmin(browser: Browser): Promise<{ operator: Operator; page: Page; token: string }> {
  const operator = await addOperator('admin');
  const page = await (await consoleContext(browser)).newPage();
  await signInToConsole(page, operator);
  return { operator, page, token: await consoleTokenOf(page) };
}

/** That admin approves every money setting's change waiting (through the API: the page's own flow is tested apart). */
export async function approvePendingConfig(page: Page, token: string, reason = 'e2e: second admin'): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const got = await page.request.post('/ops/v1/consoleConfigGet', { headers, data: {} });
  const { config } = (await got.json()) as { config: { pendingChanges: { id: number }[] } };
  for (const change of config.pendingChanges) {
    const res = await page.request.post('/ops/v1/consolePendingChangeDecide', { headers, data: { id: change.id, decision: 'approve', reason } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return config.pendingChanges.length;
}

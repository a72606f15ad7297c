import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { URI, type TOTP } from 'otpauth';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config.ts';
import { confirmItsMe, freshPlayer, fund, playerCall, signInAs, skipNotice } from './helpers.ts';

/**
 * The operator console (issue 17) end to end: an admin made with the command line signs in with the
 * one-time password, changes it and enrols their own authenticator (issue 26), adds a finance and a
 * support operator in the Operators page (a one-time password each; they enrol their own); finance
 * approves a player's withdrawal, which the player's record shows paid; support cannot open the
 * withdrawals; the audit shows the approval. TOTP codes are computed here from the enrolment URI the
 * console shows the operator, as their authenticator app does; each code is single-use, so a second
 * sign-in waits for the next step.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const NEW_PASSWORD = 'Console-e2e-2026!';

interface Operator {
  name: string;
  password: string;
  /** Their authenticator, from the enrolment the console showed them at their first sign-in. */
  totp?: TOTP;
  /** The last TOTP step a sign-in used: the server refuses it (and older ones) from then on. */
  usedStep: number;
}

const stepAt = (ms: number) => Math.floor(ms / 1000 / 30);

/** A code of a step this operator has not used yet (waits for the next 30-second step if needed). */
async function freshCode(op: Operator): Promise<string> {
  const totp = op.totp!;
  for (;;) {
    const now = Date.now();
    if (stepAt(now) > op.usedStep) {
      op.usedStep = stepAt(now);
      return totp.generate({ timestamp: now });
    }
    await new Promise((resolve) => setTimeout(resolve, (op.usedStep + 1) * 30_000 - now + 200));
  }
}

/** `npm run ops -- operators add <name> --role admin` against the running e2e server; its one-time password (no enrolment: the admin makes their own). */
async function adminFromCli(name: string): Promise<Operator> {
  const { stdout } = await run('node', ['--import', 'tsx', 'server/cli/ops.ts', 'operators', 'add', name, '--role', 'admin', '--operator', 'e2e', '--json'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, PORT: String(E2E_PORT), DATABASE_URL: '' },
  });
  const report = JSON.parse(stdout) as { ok: boolean; password: string };
  expect(report.ok).toBe(true);
  return { name, password: report.password, usedStep: 0 };
}

async function signIn(page: Page, op: Operator, password = op.password): Promise<void> {
  await page.goto('/ops/sign-in');
  await page.getByLabel('Name').fill(op.name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // No code before the operator enrolled one (their first sign-in).
  if (op.totp) await page.getByLabel('Authenticator code').fill(await freshCode(op));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The first sign-in: the one-time password must be changed, then the operator's own authenticator enrolled, before anything else. */
async function firstSignIn(page: Page, op: Operator): Promise<void> {
  await signIn(page, op);
  await expect(page).toHaveURL(/\/ops\/change-password$/);
  await expect(page.getByText('You signed in with a one-time password.', { exact: false })).toBeVisible();
  // Nothing else opens meanwhile.
  await page.goto('/ops/audit');
  await expect(page).toHaveURL(/\/ops\/change-password$/);
  await page.getByLabel('Current password').fill(op.password);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  op.password = NEW_PASSWORD;
  // Their own authenticator next: shown to them alone, confirmed with a current code; nothing else opens meanwhile.
  await expect(page).toHaveURL(/\/ops\/enrol$/);
  await page.goto('/ops/audit');
  await expect(page).toHaveURL(/\/ops\/enrol$/);
  const enrolment = page.getByTestId('totp-enrolment');
  await expect(enrolment.getByRole('img', { name: `QR code of the authenticator setup for ${op.name}` })).toBeVisible();
  op.totp = URI.parse((await enrolment.getByTestId('totp-uri').textContent())?.trim() ?? '') as TOTP;
  await expect(enrolment.getByTestId('totp-secret')).toHaveText(op.totp.secret.base32.replace(/(.{4})/g, '$1 ').trim());
  await enrolment.getByLabel('Authenticator code').fill(await freshCode(op));
  await enrolment.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(/\/ops\/?$/);
}

/** Adds an operator in the Operators page and reads the one-time password shown once (no enrolment: they make their own). */
async function addOperator(page: Page, name: string, role: 'Finance' | 'Support'): Promise<Operator> {
  await page.getByRole('navigation').getByRole('link', { name: 'Operators' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Role').selectOption({ label: role });
  await page.getByRole('button', { name: 'Add operator' }).click();
  const handover = page.getByTestId('operator-handover');
  await expect(handover.getByRole('alert')).toContainText('This is shown only once');
  await expect(handover.getByRole('img')).toHaveCount(0);
  await expect(handover.getByTestId('totp-uri')).toHaveCount(0);
  const password = (await handover.getByTestId('one-time-password').textContent())?.trim() ?? '';
  await handover.getByRole('button', { name: 'Done: I handed it over' }).click();
  await expect(page.getByTestId(`operator-${name}`)).toContainText('Password not changed yet');
  return { name, password, usedStep: 0 };
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  return context.newPage();
}

test('an admin adds finance and support; finance approves a withdrawal the player sees paid; support cannot open withdrawals; the audit shows it', async ({ page, context, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).slice(-6);

  // A player withdraws ₱100 through the player app (as tests/e2e/wallet.spec.ts does).
  await skipNotice(context);
  const player = await freshPlayer();
  await fund(player, 100);
  const { userInfo } = await playerCall<{ userInfo: { id: number } }>(player, 'getAfterLoginInfoWeb');
  await signInAs(page, player, '/wallets/card/edit?type=maya');
  await page.getByLabel("Owner's full name").fill('Juana Santos');
  await page.getByLabel('E-wallet mobile number').fill('09182224567');
  await page.getByRole('button', { name: 'Save account' }).click();
  await confirmItsMe(page, player.password);
  await page.getByRole('listitem', { name: 'Maya ending in 4567' }).getByRole('link', { name: 'Withdraw to this account' }).click();
  await page.getByLabel('Amount (₱)').fill('100');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  // The ₱50 welcome bonus is a bonus balance until its bets: withdrawing forfeits it, once confirmed.
  await page.getByRole('dialog', { name: 'Forfeit your bonus balance?' }).getByRole('button', { name: 'Confirm forfeit' }).click();
  await expect(page.getByRole('status').getByText('Your withdrawal of ₱100 is being processed.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('withdrawable')).toHaveText('₱0');
  const playerPage = page;

  // The admin, made on the server machine, signs in (a wrong password first) with the one-time password alone, changes it and enrols.
  const admin = await adminFromCli(`admin-${suffix}`);
  const adminPage = await newPage(browser);
  await adminPage.goto('/ops/');
  await expect(adminPage).toHaveURL(/\/ops\/sign-in$/);
  await adminPage.getByLabel('Name').fill(admin.name);
  await adminPage.getByLabel('Password', { exact: true }).fill(`${admin.password}x`);
  await adminPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(adminPage.getByRole('alert')).toHaveText('Wrong name, password or authenticator code.');
  await firstSignIn(adminPage, admin);
  await expect(adminPage.getByTestId('console-operator')).toContainText(`${admin.name} Admin`);

  const finance = await addOperator(adminPage, `finance-${suffix}`, 'Finance');
  const support = await addOperator(adminPage, `support-${suffix}`, 'Support');

  // The admin has the queue open too (admins may decide withdrawals): finance will be first.
  await adminPage.getByRole('navigation').getByRole('link', { name: 'Withdrawals' }).click();
  const adminRow = adminPage.getByRole('row').filter({ has: adminPage.getByRole('link', { name: String(userInfo.id), exact: true }) });
  await expect(adminRow).toHaveCount(1);

  // Finance, in a browser of its own, approves the player's withdrawal.
  const financePage = await newPage(browser);
  await firstSignIn(financePage, finance);
  const nav = financePage.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Withdrawals' }).click();
  const row = financePage.getByRole('row').filter({ has: financePage.getByRole('link', { name: String(userInfo.id), exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₱100.00');
  // Where the money goes, beside whose it is: the player has no verified identity to compare the owner with.
  await expect(row.getByTestId('payout-destination')).toContainText('Maya 0918 222 4567');
  await expect(row.getByTestId('payout-destination')).toContainText('Owner: Juana Santos');
  await expect(row).toContainText('No verified identity');
  await expect(row.getByRole('link', { name: String(userInfo.id), exact: true })).toHaveAttribute('href', `/ops/players/${userInfo.id}`);
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = financePage.getByRole('dialog', { name: /^Approve withdrawal \d+$/ });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Enter a reason: the audit keeps it.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('e2e: paid to Maya');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(financePage.getByRole('status')).toContainText(`₱100.00 paid to player ${userInfo.id}`);
  await expect(row).toHaveCount(0);

  // The admin, too late, rejects it: nothing changes, the page says why and reloads the queue.
  await adminRow.getByRole('button', { name: 'Reject' }).click();
  const late = adminPage.getByRole('dialog', { name: /^Reject withdrawal \d+$/ });
  // A rejection's reason is written for the player, who reads it in the app.
  await expect(late).toContainText('the player reads your reason in the app');
  await late.getByLabel('Reason for the player').fill('e2e: too late');
  await late.getByRole('button', { name: 'Reject' }).click();
  await expect(late).toBeHidden();
  await expect(adminPage.getByRole('alert')).toContainText('was decided meanwhile by someone else, so nothing was changed.');
  await expect(adminRow).toHaveCount(0);

  // The player's record shows it paid.
  await playerPage.reload();
  await expect(playerPage.getByText('Paid', { exact: true })).toBeVisible();

  // Support sees no Withdrawals, and the page by URL says it is not for this role.
  const supportPage = await newPage(browser);
  await firstSignIn(supportPage, support);
  await expect(supportPage.getByRole('navigation').getByRole('link', { name: 'Players' })).toBeVisible();
  await expect(supportPage.getByRole('navigation').getByRole('link', { name: 'Withdrawals' })).toHaveCount(0);
  await supportPage.goto('/ops/withdrawals');
  await expect(supportPage.getByRole('heading', { name: 'Not allowed for your role' })).toBeVisible();
  await expect(supportPage.getByRole('table')).toHaveCount(0);

  // The admin disables support, with a reason.
  await adminPage.getByRole('navigation').getByRole('link', { name: 'Operators' }).click();
  await adminPage.getByTestId(`operator-${support.name}`).getByRole('button', { name: `Disable ${support.name}` }).click();
  const disable = adminPage.getByRole('dialog', { name: `Disable ${support.name}` });
  await disable.getByLabel('Reason').fill('e2e: left the team');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(adminPage.getByRole('status')).toHaveText(`${support.name} was disabled and signed out.`);
  await expect(adminPage.getByTestId(`operator-${support.name}`)).toContainText('Disabled');
  await expect(adminPage.getByTestId(`operator-${admin.name}`).getByRole('button')).toHaveCount(0);

  // The audit (admin) lists the approval, with finance's name and reason.
  await adminPage.getByRole('navigation').getByRole('link', { name: 'Audit' }).click();
  await adminPage.getByLabel('Call').fill('consoleWithdrawalDecide');
  await adminPage.getByRole('button', { name: 'Filter' }).click();
  const approval = adminPage.getByTestId('audit-row').filter({ hasText: finance.name }).first();
  await expect(approval).toContainText('e2e: paid to Maya');
  await expect(approval).toContainText('consoleWithdrawalDecide');

  // Signing out returns to sign-in, and the back button shows no console data.
  await adminPage.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(adminPage).toHaveURL(/\/ops\/sign-in$/);
  await expect(adminPage.getByText('You signed out.')).toBeVisible();
  await adminPage.goBack();
  await expect(adminPage).toHaveURL(/\/ops\/sign-in$/);
  await expect(adminPage.getByTestId('audit-row')).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('sign out everywhere ends the other tab, which returns to sign-in saying the session ended; the console fits 360 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminFromCli(`narrow-${Date.now().toString(36).slice(-6)}`);
  const narrow = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, viewport: { width: 360, height: 740 } });
  const tabA = await narrow.newPage();
  await firstSignIn(tabA, admin);
  await tabA.getByRole('navigation').getByRole('link', { name: 'Audit' }).click();
  await expect(tabA.getByTestId('audit-row').first()).toBeVisible();
  // Nothing but the tables (which scroll in their own box) is wider than the phone.
  expect(await tabA.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A second sign-in of the same operator (its own tab: sessions are per tab) with the next code.
  const tabB = await narrow.newPage();
  await signIn(tabB, admin);
  await expect(tabB.getByTestId('console-operator')).toContainText(admin.name);
  await tabB.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(tabB).toHaveURL(/\/ops\/sign-in$/);
  await expect(tabB.getByText('You signed out everywhere: 2 sessions ended.')).toBeVisible();

  // Tab A's next call is refused: it forgets the session and says why.
  await tabA.getByRole('navigation').getByRole('link', { name: 'Operators' }).click();
  await expect(tabA).toHaveURL(/\/ops\/sign-in$/);
  await expect(tabA.getByText('Your session ended. Please sign in again.')).toBeVisible();
  await tabA.goBack();
  await expect(tabA.getByTestId('audit-row')).toHaveCount(0);
  await narrow.close();
});

test("the console is its own page: not in the player's precache or page, and its routes are never cached", async ({ request }) => {
  const html = await request.get('/ops/withdrawals');
  expect(html.status()).toBe(200);
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-security-policy']).toContain("default-src 'self'");
  const entry = /<script type="module"[^>]*src="(\/assets\/ops-[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(entry).toBeTruthy();
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).not.toContain(entry!);
  expect(worker).not.toContain('ops/index.html');
  expect(await (await request.get('/')).text()).not.toContain(entry!);
  expect((await request.get('/ops/v1/consoleSignIn')).status()).toBe(404);
});

test.describe("with the player's service worker", () => {
  test.use({ serviceWorkers: 'allow' });

  test('it never answers the console: online the console loads, offline there is no player offline page at /ops', async ({ page, context }) => {
    await skipNotice(context);
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);

    await page.goto('/ops/sign-in');
    await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();

    await context.setOffline(true);
    // The worker answers the player's navigations with its offline page; /ops goes to the network, and fails.
    await expect(page.goto('/ops/withdrawals')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
    await context.setOffline(false);
  });
});

test('sign-in refuses a malformed code at once, and after 5 failures on a name says how many minutes a new browser waits', async ({ page }) => {
  const name = `nobody-${Date.now().toString(36).slice(-6)}`;
  await page.goto('/ops/sign-in');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('not-a-password');
  await page.getByLabel('Authenticator code').fill('12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The authenticator code is 6 digits.');
  // Letters are not taken into the code at all.
  await page.getByLabel('Authenticator code').fill('12a4');
  await expect(page.getByLabel('Authenticator code')).toHaveValue('124');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Authenticator code').fill('123456');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong name, password or authenticator code.');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
  await page.getByLabel('Authenticator code').fill('123456');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Five failures hold the name for a minute (then longer after each further one), for browsers its operator never used.
  await expect(page.getByRole('alert')).toHaveText(
    'Too many failed sign-ins on this name from browsers you never used. Please try again in 1 minute, sign in from a browser you used before, or ask an admin to lift the lock.',
  );
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
});

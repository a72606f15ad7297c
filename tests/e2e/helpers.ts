import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join, resolve as resolvePath } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config.ts';

/** Where the development SMS adapter of the e2e server writes its messages (one JSON object a line). */
// resolve(): E2E_DATA_DIR may be absolute (a helper's /tmp folder) or relative to the repository.
const OUTBOX = resolvePath(import.meta.dirname, '..', '..', E2E_DATA_DIR, 'sms-outbox.jsonl');

interface OutboxLine {
  mobile: string;
  purpose: number;
  code: string;
  text: string;
  at: string;
}

export const AuthPurpose = { register: 0, bind: 1, forget: 2, loginAndRegister: 3, stepUp: 4 } as const;

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
let browserAddresses = 0;
/**
 * Gives a page's requests an address of their own (X-Forwarded-For, which the e2e server trusts from
 * 127.0.0.1 only): each new player comes from their own phone, as in life, so a full run does not
 * meet the per-address sign-up and SMS limits every browser test would otherwise share.
 */
export async function ownAddress(page: Page): Promise<void> {
  browserAddresses++;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.77.${(browserAddresses >> 8) & 255}.${browserAddresses & 255}` });
}

export async function registerWithPhone(page: Page, mobile = uniqueMobile(), password = 'Lucky2026'): Promise<{ mobile: string; password: string }> {
  await ownAddress(page);
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

export const DEMO = { account: 'demo', password: 'Swerte2026', nickname: 'Demo Player' } as const;

/** Signs in with account + password in an already open sign-in dialog. */
export async function signInWithPassword(page: Page, account: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'With password' }).click();
  await dialog.getByLabel('Account name or mobile number', { exact: true }).fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

// ---------------------------------------------------------------------------------------------
// A fresh player per spec (issue 14): specs that move money or change a player's state make their
// own player, so none depends on another's leftovers (the demo balance, the one pending withdrawal).

const { version: APP_VERSION } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
/** The fields every /app/v1 body carries (contract/common.ts), as the web client sends them. */
export const COMMON_FIELDS = { appId: 'swerte', channel: 'WEB', clientReferrer: '', platform: 'web', appVersion: APP_VERSION, appWebName: 'swerte' } as const;

let addressCount = 0;
/**
 * A loopback address of its own for each fresh player (127.0.0.0/8 is all loopback on Linux). The
 * server allows 20 registrations an hour per address; the specs' own sign-up screens use 127.0.0.1.
 */
function nextAddress(): string {
  addressCount += 1;
  const n = (process.pid % 200) * 256 + addressCount;
  return `127.${100 + ((n >> 16) & 0x3f)}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request to the e2e server from `address` (Node's http: Playwright's request cannot pick the source address). */
function send(method: string, path: string, address: string, body?: unknown, token?: string): Promise<RawAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((settle, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        localAddress: address,
        method,
        path,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => settle({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** An /app/v1 call that may be refused, from `address`: its HTTP status and body. */
export async function tryCall(path: string, input: Record<string, unknown>, address: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await send('POST', `/app/v1/${path}`, address, { ...COMMON_FIELDS, ...input });
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
}

/** A fresh loopback address, for calls that must not share the page's (127.0.0.1) limits. */
export const otherAddress = () => nextAddress();

/** An /app/v1 call that must succeed (errcode 0); answers its body. */
async function call<T = Record<string, unknown>>(path: string, input: Record<string, unknown>, address: string, token?: string): Promise<T> {
  const answer = await send('POST', `/app/v1/${path}`, address, { ...COMMON_FIELDS, ...input }, token);
  const parsed = JSON.parse(answer.body) as { errcode: number } & T;
  expect(parsed.errcode, `${path}: ${answer.body}`).toBe(0);
  return parsed;
}

export interface FreshPlayer {
  account: string;
  password: string;
  token: string;
  /** The address the player's API calls come from. */
  address: string;
}

let playerCount = 0;
/** A new player registered through the API (account + password, an adult), with the welcome coins only. */
export async function freshPlayer(): Promise<FreshPlayer> {
  playerCount += 1;
  // Account names: a letter first, 4–16 letters, digits or _ (server/auth/accounts.ts).
  const account = `p${Date.now().toString(36).slice(-7)}${process.pid.toString(36).slice(-3)}${playerCount}`.slice(0, 16);
  const password = 'Lucky2026';
  const address = nextAddress();
  const { token } = await call<{ token: string }>('accountRegist', { account, password, birthDate: ADULT_BIRTH_DATE }, address);
  return { account, password, token, address };
}

/**
 * Deposits `pesos` for the player through the sandbox provider, as the checkout's Pay button does
 * (its server posts the signed callback), and checks the order came out paid: a refused callback
 * also answers the checkout's redirect.
 */
export async function fund(player: FreshPlayer, pesos: number): Promise<void> {
  const requestId = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const { order } = await call<{ order: { orderNo: string; payUrl: string } }>('recharge', { typeId: 1, amount: pesos * 100, requestId }, player.address, player.token);
  const pay = await send('POST', `${new URL(order.payUrl, 'http://127.0.0.1').pathname}/pay`, player.address);
  expect(pay.status, 'the sandbox checkout answers its redirect').toBe(303);
  const { order: settled } = await call<{ order: { status: string } }>('rechargeOrder', { orderNo: order.orderNo }, player.address, player.token);
  expect(settled.status, `deposit ${order.orderNo}`).toBe('paid');
}

/** An /app/v1 call as `player` (from the player's address) that must succeed. */
export const playerCall = <T = Record<string, unknown>>(player: FreshPlayer, path: string, input: Record<string, unknown> = {}) => call<T>(path, input, player.address, player.token);

/**
 * Answers the step-up dialog ("Confirm it's you", issue 16) with the password; `wrongFirst` tries a
 * wrong one before, which is refused (with the message the player reads) and changes nothing.
 */
export async function confirmItsMe(page: Page, password: string, opts: { wrongFirst?: boolean } = {}): Promise<void> {
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  if (opts.wrongFirst) {
    await dialog.getByLabel('Your password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('That password is not right. Please check it and try again.')).toBeVisible();
  }
  await dialog.getByLabel('Your password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Signs the page in as `player`, as a returning player with a saved session, and opens `path`. The
 * session is saved from a static file of the same origin, so the app starts once, already signed in
 * (saving it from the app and reloading started the app twice: about 0.7 CPU-seconds each here).
 */
export async function signInAs(page: Page, player: FreshPlayer, path = '/'): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(([token, account]) => {
    localStorage.setItem('swerte.token', token);
    localStorage.setItem('swerte.savedAccount', account);
  }, [player.token, player.account] as const);
  await page.goto(path);
  await expect(page.getByTestId('balance')).toBeVisible();
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
  const common = COMMON_FIELDS;
  const config = await request.post('/app/v1/anonymous/appConfig', { data: { ...common, configKeyList: ['gameList'] } });
  const { config: body } = (await config.json()) as { config: { gameList: { id: number; status: number }[] } };
  for (const game of body.gameList.filter((g) => g.status === 1)) {
    const info = (await (await request.post('/app/v1/slotInfo', { data: { ...common, gameId: game.id } })).json().catch(() => null)) as { errcode?: number } | null;
    if (info?.errcode === 0) return game.id;
  }
  throw new Error('The seeded catalog has no playable house slot');
}

/** One spin of the open house slot, waiting until the reels have stopped and the HUD is idle again. */
export async function spinOnce(page: Page): Promise<void> {
  const stage = page.getByTestId('slot-stage');
  await expect(stage).toHaveAttribute('data-phase', 'idle');
  const answered = page.waitForResponse((response) => response.url().endsWith('/app/v1/slotSpin'));
  await page.getByTestId('spin').click();
  expect((await answered).ok()).toBe(true);
  await expect(stage).toHaveAttribute('data-phase', 'idle', { timeout: 20_000 });
}

// ---------------------------------------------------------------------------------------------
// The server's test clock (docs/testing.md): the e2e server runs with SWERTE_TEST_CLOCK=1, and the
// operator command `clock` on the loopback /ops/v1/cli endpoint moves it, guarded by the data
// folder's ops.secret like every operator command. The browser's own clock does not move.

async function clockCommand(args: string[]): Promise<{ now: number; offsetMs: number }> {
  const secret = (await readFile(resolvePath(import.meta.dirname, '..', '..', E2E_DATA_DIR, 'ops.secret'), 'utf8')).trim();
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/ops/v1/cli/clock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ args }),
  });
  const report = (await response.json()) as { ok: boolean; now: number; offsetMs: number; error?: string };
  expect(report.ok, `clock ${args.join(' ')}: ${JSON.stringify(report)}`).toBe(true);
  return report;
}

/** Moves the server's clock `ms` forward (a day: 86_400_000); answers the server's time after. */
export const advanceServerClock = async (ms: number): Promise<number> => (await clockCommand(['advance', String(ms)])).now;

/** Puts the server's clock back to the real time: a spec that moved it does so when it ends, so later specs run on today. */
export const resetServerClock = async (): Promise<void> => {
  await clockCommand(['reset']);
};

import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { freshPlayer, fund, signInAs, signInWithPassword, skipNotice, spinOnce } from './helpers.ts';

/**
 * Games (issue 6), against the real server: the catalog from appConfig, a house slot (startGame,
 * slotInfo, slotSpin), favourites (gameLike), the bet report and records.
 */

// Reduced motion: the reels stop quickly (the result is the server's either way).
test.use({ reducedMotion: 'reduce' });

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const COMMON = { appId: 'swerte', channel: 'WEB', clientReferrer: '', platform: 'web', appVersion: version, appWebName: 'swerte' };

interface CatalogGame {
  id: number;
  name: string;
  status: number;
}

/** A playable house slot from the seeded catalog: enabled, and answering slotInfo. */
async function houseSlot(request: APIRequestContext): Promise<CatalogGame & { defaultBet: number }> {
  const config = await request.post('/app/v1/anonymous/appConfig', { data: { ...COMMON, configKeyList: ['gameList', 'gameTypes', 'gameBrands'] } });
  const { config: body } = (await config.json()) as { config: { gameList: CatalogGame[] } };
  for (const game of body.gameList.filter((g) => g.status === 1)) {
    const info = await request.post('/app/v1/slotInfo', { data: { ...COMMON, gameId: game.id } }).catch(() => null);
    const answer = info ? ((await info.json().catch(() => null)) as { errcode?: number; info?: { defaultBet: number } } | null) : null;
    if (answer?.errcode === 0 && answer.info) return { ...game, defaultBet: answer.info.defaultBet };
  }
  throw new Error('The seeded catalog has no playable house slot');
}

/**
 * The API client sends its bodies as streams the browser does not show to request events: an init
 * script keeps a copy of each /app/v1 body as the page sends it.
 */
async function recordCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { path: string; body: string }[] = [];
    (window as unknown as { swerteCalls: typeof calls }).swerteCalls = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      // The copy is read after the request has left: a page that is going away still sends it.
      let copy: Request | null = null;
      try {
        copy = input instanceof Request ? input.clone() : new Request(input, init);
      } catch {
        // Not readable: not recorded.
      }
      const sent = original(input, init);
      const path = copy ? new URL(copy.url).pathname : '';
      if (copy && path.startsWith('/app/v1/')) void copy.text().then((body) => calls.push({ path: path.slice('/app/v1/'.length), body }));
      return sent;
    };
  });
}

async function sentBodies(page: Page, path: string): Promise<Record<string, unknown>[]> {
  const calls = await page.evaluate(() => (window as unknown as { swerteCalls: { path: string; body: string }[] }).swerteCalls);
  return calls.filter((call) => call.path === path).map((call) => JSON.parse(call.body || '{}') as Record<string, unknown>);
}

const coins = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));


test('a visitor opens a game, signs in, comes back to it, spins, and sees the bet in the report', async ({ page, context, request }) => {
  test.slow();
  // A player of its own, with money to spin: no other spec's balance moves, none moves this one's.
  const player = await freshPlayer();
  await fund(player, 100);

  await skipNotice(context);
  await recordCalls(page);
  const game = await houseSlot(request);

  // The start route is for players: sign-in first, then back to the same game (query string kept).
  await page.goto(`/game/start?gameId=${game.id}`);
  await expect(page).toHaveURL(/\/auth\/login\?.*redirect=/);
  await signInWithPassword(page, player.account, player.password);
  await expect(page).toHaveURL(new RegExp(`/game/play/${game.id}\\?session=`), { timeout: 20_000 });
  await expect(page.getByTestId('demo-badge')).toHaveCount(0);
  // While the game is open, presence names it.
  await expect.poll(async () => (await sentBodies(page, 'online')).some((body) => body.gameId === game.id)).toBe(true);

  const balance = page.getByTestId('slot-balance');
  await expect(balance).toHaveText(/₱[\d,]+/);
  const before = coins(await balance.textContent());
  const bet = coins(await page.getByTestId('slot-bet').textContent());
  expect(bet).toBeGreaterThan(0);

  // A spin moves the balance to the server's number once the reels stop (a win may equal the bet: spin again).
  let after = before;
  for (let i = 0; i < 5 && after === before; i += 1) {
    await spinOnce(page);
    after = coins(await balance.textContent());
  }
  expect(after).not.toBe(before);
  // The top bar's coin balance follows the game's.
  await expect(page.getByTestId('balance')).toHaveText(`₱${new Intl.NumberFormat('en-PH').format(after)}`);

  // The paytable is there without depositing.
  await page.getByRole('button', { name: 'Paytable' }).click();
  const paytable = page.getByRole('dialog', { name: 'Paytable and rules' });
  await expect(paytable.getByTestId('paytable-symbols').getByRole('listitem').first()).toBeVisible();
  await paytable.getByRole('button', { name: 'Close' }).click();

  // The recall lists the rounds just played.
  await page.getByRole('button', { name: 'History' }).click();
  const recall = page.getByRole('dialog', { name: 'Last 10 rounds' });
  await expect(recall.getByTestId('recall-list').getByRole('listitem').first()).toBeVisible();
  await recall.getByRole('button', { name: 'Close' }).click();

  // Leaving the page (a full navigation: pagehide, keepalive) closes the session; the report and the records show the bets.
  const sessionId = new URL(page.url()).searchParams.get('session');
  await page.goto('/member/report');
  // (A keepalive request of a page that has gone is not reported to the test: ask the server instead.)
  const token = await page.evaluate(() => localStorage.getItem('swerte.token'));
  await expect
    .poll(async () => {
      const spin = await request.post('/app/v1/slotSpin', { headers: { authorization: `Bearer ${token}` }, data: { ...COMMON, sessionId, bet: game.defaultBet, requestId: `e2e-after-exit-${Date.now()}` } });
      return ((await spin.json()) as { errcode: number }).errcode;
    })
    .toBe(4003);
  await expect(page.getByTestId('bet-report')).toContainText(/₱/);
  await page.getByRole('tab', { name: 'Bet records' }).click();
  await expect(page.getByTestId('bet-records').getByRole('listitem').filter({ hasText: game.name }).first()).toBeVisible();
});

test('search finds a game by name, and a favourite is kept on the server', async ({ page, context, request }) => {
  test.slow();
  await skipNotice(context);
  const game = await houseSlot(request);
  // A player of its own: favourites are the player's, kept on the server.
  await signInAs(page, await freshPlayer());

  await page.goto('/game/search');
  await page.getByRole('searchbox', { name: 'Search by game name' }).fill(game.name.slice(0, 4));
  const tile = page.locator(`[data-testid="game-tile"][data-game-id="${game.id}"]`);
  await expect(tile).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by game name' }).fill('zzzz no such game');
  await expect(page.getByText('No games match your search.', { exact: false })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by game name' }).fill(game.name);

  const star = tile.getByRole('button', { name: new RegExp(`favourites`) });
  // A new player has no favourites yet.
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const likeCall = page.waitForResponse((r) => r.url().endsWith('/app/v1/gameLike'));
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await likeCall;

  // On another device (a fresh context's storage is empty) the favourite comes from the server.
  await page.evaluate(() => localStorage.removeItem('swerte.gameLikes'));
  await page.goto('/member/games');
  await expect(page.getByRole('tabpanel').locator(`[data-testid="game-tile"][data-game-id="${game.id}"]`)).toBeVisible();
});

test('try-it plays with demo credits and leaves the coin balance alone', async ({ page, context, request }) => {
  test.slow();
  await skipNotice(context);
  const game = await houseSlot(request);
  await signInAs(page, await freshPlayer());
  const coinBalance = page.getByTestId('balance');
  await expect(coinBalance).toHaveText(/\d/);
  const coinsBefore = await coinBalance.textContent();

  await page.goto(`/game/start?gameId=${game.id}&tryIt=1`);
  await expect(page).toHaveURL(new RegExp(`/game/play/${game.id}\\?session=.*tryIt=1`), { timeout: 20_000 });
  await expect(page.getByTestId('demo-badge')).toBeVisible();
  const demo = page.getByTestId('slot-balance');
  await expect(demo).toHaveText(/₱[\d,]+/);
  const demoBefore = coins(await demo.textContent());
  let demoAfter = demoBefore;
  for (let i = 0; i < 5 && demoAfter === demoBefore; i += 1) {
    await spinOnce(page);
    demoAfter = coins(await demo.textContent());
  }
  expect(demoAfter).not.toBe(demoBefore);
  await expect(coinBalance).toHaveText(coinsBefore ?? '');
  // Leaving in the app (the page unmounts) closes the session too; the coins never moved.
  const exited = page.waitForRequest((r) => r.url().endsWith('/app/v1/exitGame'));
  await page.getByRole('button', { name: 'Back' }).click();
  await exited;
  await expect(page.getByTestId('balance')).toHaveText(coinsBefore ?? '');
});

test('a malformed game link is a 404, a game in the catalog shows in the lobby', async ({ page, context }) => {
  await skipNotice(context);
  await recordCalls(page);
  await page.goto('/game/play/abc?session=whatever');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/game/start?gameId=-1');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/');
  const tile = page.getByTestId('games-lobby').getByTestId('game-tile').first();
  await expect(tile).toBeVisible();
  // A playable game is drawn in colour; only a game in maintenance is greyed, with its badge.
  const artFilter = (id: number) => page.getByTestId('games-lobby').locator(`[data-game-id="${id}"] img`).first().evaluate((img) => getComputedStyle(img).filter);
  expect(await artFilter(101)).toBe('none');
  expect(await artFilter(104)).toContain('grayscale');
  await expect(page.getByTestId('games-lobby').locator('[data-game-id="104"]').first()).toContainText('Maintenance');

  // The catalog is kept on the device: the next start sends its version and the server leaves the lists out.
  const answered = page.waitForResponse(async (r) => {
    if (!r.url().endsWith('/app/v1/anonymous/appConfig')) return false;
    const answer = (await r.json()) as { gameListChanged: boolean; config: { gameList?: unknown } };
    return answer.gameListChanged === false && answer.config.gameList === undefined;
  });
  await page.reload();
  await answered;
  await expect.poll(async () => (await sentBodies(page, 'anonymous/appConfig')).some((body) => typeof body.gameListVersion === 'string' && body.gameListVersion.length > 0)).toBe(true);
  await expect(tile).toBeVisible();
});

/** The element's box, once it has one (a box is null while the element is detached or hidden). */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await locator.boundingBox()) !== null, { message: 'the element has a box' }).toBe(true);
  return box!;
}

test('while the catalog loads, the lobby keeps the games their place: nothing below them moves', async ({ page, context }) => {
  await skipNotice(context);
  // Every layout shift the page makes, summed as Lighthouse's CLS would (no input here to excuse one).
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app/v1/anonymous/appConfig', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  // The app's page (the static shell, drawn from the HTML before it, has the same placeholder).
  const app = page.locator('#root');
  await expect(app.getByTestId('games-skeleton')).toBeVisible();
  const shortcuts = app.getByRole('navigation', { name: 'Quick links' });
  // While the games chunk arrives, the Suspense placeholder hands over to GamesLobby's own: for that
  // instant neither has a box, so read each box once there is one to read.
  const before = await boxOf(shortcuts);
  const placeholderTop = (await boxOf(app.getByTestId('games-skeleton'))).y;
  release();
  await expect(app.getByTestId('games-lobby').getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('games-skeleton')).toHaveCount(0);
  // The games start where their placeholder was (the welcome line above held its room for the coin amount).
  expect((await app.getByTestId('games-lobby').boundingBox())!.y).toBeCloseTo(placeholderTop, 0);
  // The shortcuts were below the first screen and stay there; what the player saw did not move.
  const viewport = page.viewportSize()!;
  expect(before.y).toBeGreaterThanOrEqual(viewport.height);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.05);
});

test('when the catalog cannot be loaded, the lobby says so and Try again loads it', async ({ page, context }) => {
  await skipNotice(context);
  let failing = true;
  await page.route('**/app/v1/anonymous/appConfig', (route) => (failing ? route.abort('connectionfailed') : route.continue()));
  await page.goto('/');
  const lobby = page.getByTestId('games-lobby');
  await expect(lobby.getByRole('alert')).toHaveText("We couldn't load the games. Check your connection and try again.");
  failing = false;
  await lobby.getByRole('button', { name: 'Try again' }).click();
  await expect(lobby.getByTestId('game-tile').first()).toBeVisible();
  await expect(lobby.getByRole('alert')).toHaveCount(0);
});

import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { freshPlayer, skipNotice } from './helpers.ts';
import { drainTasks, observePages, sentCount, waitForIdle, waitForRead } from './observe.ts';

/** Client behaviours every page depends on (spec §7–§9): maintenance, timeouts, 401, presence, event log, locale, theme. */

const START = new Date('2026-03-01T08:00:00+08:00');
const seconds = (n: number) => new Date(START.getTime() + n * 1000);

/** Signs a new player of the test's own in through the API and hands the token (and saved account name) to the page. */
async function signInPlayer(context: BrowserContext): Promise<string> {
  const { token, account } = await freshPlayer();
  await context.addInitScript(
    ([value, name]) => {
      localStorage.setItem('swerte.token', value);
      localStorage.setItem('swerte.savedAccount', name);
    },
    [token, account] as const,
  );
  return token;
}

/** Pretends the player switched away (or back): Chromium cannot hide a headless tab on its own. */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/**
 * Returns a wait for the page's requests (but `ignored` ones) to settle. Jumping the clock while a
 * slow answer is on its way would time that call out too, so tests settle before they jump: no
 * request in flight, and the page has acted on every answer without starting another call.
 */
const LIVE_STREAM = '/app/v1/live';

function trackRequests(page: Page, ignored: { paths: string[]; match: (request: Request) => boolean } = { paths: [], match: () => false }): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (r) => {
    // The live channel's stream (GET /app/v1/live, docs/live.md) is open for the whole visit: not a call in flight.
    if (!ignored.match(r) && new URL(r.url()).pathname !== LIVE_STREAM) inFlight.add(r);
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return async () => {
    await expect.poll(() => inFlight.size).toBe(0);
    await waitForIdle(page, ignored.paths);
    await expect.poll(() => inFlight.size).toBe(0);
  };
}

/**
 * The signed-in lobby's lazily loaded parts (games, jackpot bubble) ask for favourites and the
 * activity map once their chunks have arrived, after the page otherwise looks idle: wait until it
 * has read both answers, so a clock jump cannot catch either call on its way.
 */
async function lobbyLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('balance')).toBeVisible();
  await waitForRead(page, '/app/v1/gameLike');
  await waitForRead(page, '/app/v1/getActivityIds');
}

const isCall = (request: Request, path: string) => request.method() === 'POST' && new URL(request.url()).pathname === `/app/v1/${path}`;

test.beforeEach(async ({ context }) => {
  await skipNotice(context);
  await observePages(context);
});

test.describe('maintenance', () => {
  test('config in maintenance sends the player to /maintenance; retry returns home once it is over', async ({ page }) => {
    await page.route('**/app/v1/anonymous/appConfig', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { config: Record<string, unknown> };
      body.config.maintenance = { status: true, until: null };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/');
    await expect(page).toHaveURL('/maintenance');
    await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();

    // Still on: retry keeps the player here and says so.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText("We're still working on it.", { exact: false })).toBeVisible();
    await expect(page).toHaveURL('/maintenance');

    // Over: retry re-checks config and goes home.
    await page.unroute('**/app/v1/anonymous/appConfig');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a 503 answer on any call sends the player to /maintenance', async ({ page, context }) => {
    await signInPlayer(context);
    await page.route('**/app/v1/getAfterLoginInfoWeb', (route) => route.fulfill({ status: 503, json: { errcode: 503, msg: 'errors.maintenance' } }));
    await page.goto('/member');
    await expect(page).toHaveURL('/maintenance');
    await expect(page.getByText('Swerte is under maintenance. Please come back soon.')).toBeVisible();
    // The player is still signed in: maintenance is not a logout.
    expect(await page.evaluate(() => localStorage.getItem('swerte.token'))).toBeTruthy();
  });
});

test.describe('timeouts', () => {
  test('a call that does not answer within 10 s opens the Tips popup', async ({ page }) => {
    await page.clock.install({ time: START });
    // The server "delays": the config call never answers.
    await page.route('**/app/v1/anonymous/appConfig', () => {});
    const asked = page.waitForRequest((r) => isCall(r, 'anonymous/appConfig'));
    await page.goto('/');
    await asked;
    // Stop the clock 9 s after start (the call went out after start): not timed out yet…
    await page.clock.pauseAt(seconds(9));
    // (A timeout would have been handled and drawn by the time the page has run what it queued.)
    await drainTasks(page);
    expect(await page.getByRole('dialog', { name: 'Tips' }).count()).toBe(0);
    // …ten seconds later it has.
    await page.clock.fastForward(10_000);
    const tips = page.getByRole('dialog', { name: 'Tips' });
    await expect(tips).toBeVisible();
    await expect(tips).toContainText('The request timed out. Please check your connection and try again later.');
    await tips.getByRole('button', { name: 'OK' }).click();
    await expect(tips).toBeHidden();
  });

  test('the presence call times out silently', async ({ page, context }) => {
    await signInPlayer(context);
    await page.clock.install({ time: START });
    await page.route('**/app/v1/online', () => {});
    const settled = trackRequests(page, { paths: ['/app/v1/online'], match: (r) => isCall(r, 'online') });
    const pinged = page.waitForRequest((r) => isCall(r, 'online'));
    // Loading the player also refreshes the balances (red dots): answered before the clock jumps, so
    // only the presence call is left hanging.
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/app/v1/refreshData'));
    await page.goto('/');
    await pinged;
    await lobbyLoaded(page);
    await settled();
    await refreshed;
    const failed = page.waitForEvent('requestfailed', (r) => isCall(r, 'online'));
    await page.clock.fastForward(31_000);
    await failed;
    await drainTasks(page);
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Tips' })).toHaveCount(0);
  });
});

test('a 401 on a player call signs out and opens sign-in on the account tab, coming back to the page', async ({ page, context }) => {
  await signInPlayer(context);
  await page.goto('/member');
  await expect(page.getByTestId('member-balance')).toBeVisible();

  await page.route('**/app/v1/getAfterLoginInfoWeb', (route) => route.fulfill({ status: 401, json: { errcode: 401, msg: 'errors.unauthorized' } }));
  await page.reload();
  await expect(page).toHaveURL('/auth/login?type=account&redirect=%2Fmember');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('swerte.token'))).toBeNull();
});

test('presence pings every 60 s while visible, pauses while hidden and pings at once on return', async ({ page, context }) => {
  await signInPlayer(context);
  await page.clock.install({ time: START });
  let pings = 0;
  page.on('request', (r) => {
    if (isCall(r, 'online')) pings += 1;
  });
  const settled = trackRequests(page);
  await page.goto('/');
  await lobbyLoaded(page);
  await expect.poll(() => pings).toBe(1);
  await settled();

  await page.clock.fastForward(60_000);
  await expect.poll(() => pings).toBe(2);

  await setVisibility(page, 'hidden');
  await page.clock.fastForward(180_000);
  // A ping is a fetch started by the timer itself: had one fired during the jump, the page has
  // counted it by now (the requests Playwright reports arrive later, so those are not the signal).
  await drainTasks(page);
  expect(await sentCount(page, '/app/v1/online')).toBe(2);
  expect(pings).toBe(2);

  await setVisibility(page, 'visible');
  await expect.poll(() => pings).toBe(3);
  await page.clock.fastForward(60_000);
  await expect.poll(() => pings).toBe(4);
});

test.describe('event log', () => {
  /** Opens a new path the way a link tap would (a history entry the router follows), and waits for its page. */
  async function visit(page: Page, path: string): Promise<void> {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByText(path, { exact: true })).toBeVisible();
  }

  test('events leave in batches of 20, the rest after 2 s, and by beacon when the page hides', async ({ page }) => {
    await page.clock.install({ time: START });
    // How many events each request carried, as the server counted them (fetch bodies are streams Playwright cannot read).
    const accepted: number[] = [];
    page.on('response', async (r) => {
      if (isCall(r.request(), 'anonymous/appEventLogClient')) accepted.push(((await r.json()) as { accepted: number }).accepted);
    });
    const settled = trackRequests(page);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await settled();
    // The landing page view leaves on its 2 s timer while the clock runs (a jump past a flush in
    // flight would fire its request's timeout too); then time stands still so only a full batch can leave.
    await expect.poll(() => accepted.length).toBeGreaterThanOrEqual(1);
    await page.clock.pauseAt(seconds(30));
    // On a loaded machine a lazily loaded part's call can still be on its way at the jump and time
    // out, queueing its error after that flush: let whatever start-up left leave before counting.
    await settled();
    await page.clock.runFor(2_100);
    await drainTasks(page);
    await settled();
    const before = accepted.length;
    const sentBefore = await sentCount(page, '/app/v1/anonymous/appEventLogClient');
    const since = () => accepted.slice(before);

    for (let n = 1; n <= 21; n += 1) await visit(page, `/lost-${n}`);
    await expect.poll(since).toEqual([20]);

    await page.clock.runFor(1_900);
    // The flush would be a fetch started by the timer: counted in the page at once (see observe.ts).
    await drainTasks(page);
    expect(await sentCount(page, '/app/v1/anonymous/appEventLogClient')).toBe(sentBefore + 1);
    expect(since()).toHaveLength(1);
    await page.clock.runFor(100);
    await expect.poll(since).toEqual([20, 1]);

    // Hiding the page sends what is queued at once, as a text/plain beacon the server accepts.
    await visit(page, '/lost-22');
    const beacon = page.waitForRequest((r) => isCall(r, 'anonymous/appEventLogClient'));
    await setVisibility(page, 'hidden');
    const request = await beacon;
    expect(request.headers()['content-type']).toContain('text/plain');
    expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({
      appId: 'swerte',
      channel: 'WEB',
      deviceId: expect.any(String),
      eventList: [{ name: 'page_view', page: '/lost-22', params: { path: '/lost-22' } }],
    });
    await expect.poll(since).toEqual([20, 1, 1]);
  });
});

test('the locale cookie says en-PH and lasts 365 days', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en-PH');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);
});

test('?themeViewId=2 previews the light theme for the visit without replacing the saved theme', async ({ page }) => {
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim());
  const saved = () => page.evaluate(() => (JSON.parse(localStorage.getItem('swerte.theme') ?? '{}') as Record<string, string>)['--color-bg']);

  await page.goto('/?themeViewId=2');
  await expect.poll(background).toBe('#f6f6fb');
  await expect.poll(saved).toBe('#0f1020');

  await page.goto('/');
  await expect.poll(background).toBe('#0f1020');
});

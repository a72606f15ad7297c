import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { generateLiveStream } from '../../scripts/live-stream.mjs';
import { addOperator, consoleContext, consoleTokenOf, signInToConsole } from './console-helpers.ts';
import { freshPlayer, fund, otherAddress, signInAs, skipNotice, tryCall } from './helpers.ts';

/**
 * Issue 32, live shows and Follow (docs/shows.md, docs/follow.md): the live page shows the schedule
 * while nothing is on air, then plays the show's HLS stream (a local test stream made here with
 * ffmpeg, served to the browser at the same-origin path /dev/live-stream/ by this spec's own routing,
 * never by the server); an admin lists the channels and publishes a code in the console; the player
 * enters a wrong code (refused, translated) and the right one (paid, listed).
 */
const STREAM_DIR = join(process.cwd(), 'tmp', `e2e-live-stream-${process.pid}`);
const STREAM_PATH = '/dev/live-stream/';
const manila = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);

test.beforeAll(() => {
  generateLiveStream(STREAM_DIR, { seconds: 30 });
});
test.afterAll(() => rmSync(STREAM_DIR, { recursive: true, force: true }));

async function serveStream(context: BrowserContext) {
  await context.route(`**${STREAM_PATH}**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(STREAM_PATH.length);
    if (!/^[\w-]+\.(m3u8|ts)$/.test(name)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: join(STREAM_DIR, name), contentType: name.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t' });
  });
}

async function opsCall<T>(page: Page, token: string, path: string, data: Record<string, unknown>): Promise<T> {
  const res = await page.request.post(`/ops/v1/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** The video's clock moves: it is really playing, not only loaded. */
async function expectPlaying(video: Locator) {
  const playedAt = async () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(playedAt, { timeout: 20_000 }).toBeGreaterThan(0.5);
  const first = await playedAt();
  await expect.poll(playedAt, { timeout: 10_000 }).toBeGreaterThan(first + 1);
}

test('the live page: the schedule while nothing is on air, then the show playing the local stream', async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  await skipNotice(context);
  await serveStream(context);
  const player = await freshPlayer();
  const ops = await (await consoleContext(browser)).newPage();
  await signInToConsole(ops, await addOperator('admin'));
  const token = await consoleTokenOf(ops);
  // A retried run finds its earlier show: cancelled, so the new one does not overlap it.
  const { list } = await opsCall<{ list: { showId: number; state: string }[] }>(ops, token, 'consoleLiveShows', {});
  for (const old of list.filter((s) => s.state === 'scheduled' || s.state === 'live')) await opsCall(ops, token, 'consoleLiveShowCancel', { showId: old.showId });

  const { body } = await tryCall('getLiveUrl', {}, otherAddress());
  const startsAt = (body.serverTime as number) + 8000;
  const { show } = await opsCall<{ show: { showId: number } }>(ops, token, 'consoleLiveShowCreate', {
    title: 'Swerte Friday Live',
    hostName: 'Ate Joy',
    url: `${STREAM_PATH}index.m3u8`,
    startsAt,
    durationMinutes: 5,
    rewardMinutes: 1,
    rewardCoin: 500,
    wagering: 0,
  });

  // Nothing on air yet: the page says so and lists the show coming up.
  await signInAs(page, player, '/activity/live');
  await expect(page.getByTestId('live-none')).toBeVisible();
  await expect(page.getByTestId('live-scheduled')).toContainText('Swerte Friday Live');
  await expect(page.getByTestId('live-scheduled')).toContainText('with Ate Joy');

  // At the start the page reads the show again and plays it; the visible page pings its presence.
  const pinged = page.waitForResponse((res) => res.url().endsWith('/app/v1/livePing'), { timeout: 30_000 });
  const video = page.getByTestId('live-video');
  await expect(video).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Hosted by Ate Joy')).toBeVisible();
  await expect(page.getByTestId('live-reward')).toHaveAttribute('data-state', 'watching');
  expect(((await (await pinged).json()) as { errcode: number }).errcode).toBe(0);
  await expectPlaying(video);

  // A browser without HLS of its own (this Chromium has it): the page loads hls.js, its own chunk, and plays the same stream.
  const other = await context.newPage();
  await other.addInitScript(() => {
    const own = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return type.includes('mpegurl') ? '' : own.call(this, type);
    };
  });
  const hlsChunk = other.waitForResponse((res) => /\/assets\/hls[^/]*\.js$/.test(new URL(res.url()).pathname));
  await other.goto('/activity/live');
  await hlsChunk;
  await expectPlaying(other.getByTestId('live-video'));
  await other.close();

  await opsCall(ops, token, 'consoleLiveShowCancel', { showId: show.showId });
  await ops.context().close();
});

test('follow: an admin lists a channel and publishes a code; the player claims it once in the browser', async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  await skipNotice(context);
  const player = await freshPlayer();
  // Code rewards are bonuses for players who have topped up.
  await fund(player, 100);
  const ops = await (await consoleContext(browser)).newPage();
  await signInToConsole(ops, await addOperator('admin'));

  await ops.getByRole('navigation').getByRole('link', { name: 'Follow us' }).click();
  await expect(ops.getByRole('heading', { name: 'Follow us' })).toBeVisible();
  const channels = ops.getByTestId('follow-channels');
  await channels.getByRole('button', { name: 'Add a channel' }).click();
  await channels.getByLabel('Name').last().fill('Swerte on Facebook');
  await channels.getByLabel('Address (https)').last().fill('https://www.facebook.com/swerte.ph');
  await channels.getByLabel('Icon').last().fill('facebook');
  await channels.getByRole('button', { name: 'Save channels' }).click();
  await expect(ops.getByText('Channels saved.')).toBeVisible();

  const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  const { body } = await tryCall('getLiveUrl', {}, otherAddress());
  const now = body.serverTime as number;
  await ops.getByRole('button', { name: 'New reward code' }).click();
  const dialog = ops.getByRole('dialog', { name: 'New reward code' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Published on').selectOption({ label: 'Swerte on Facebook' });
  await dialog.getByLabel('Valid from').fill(manila(now - 3600_000));
  await dialog.getByLabel('Valid until').fill(manila(now + 24 * 3600_000));
  await dialog.getByLabel('Reward (whole pesos)').fill('10');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(ops.getByText(`Code ${code} created.`)).toBeVisible();
  // Renamed and saved again: the channel keeps its id, so the code is still shown on it.
  await channels.getByLabel('Name').last().fill('Swerte PH on Facebook');
  await channels.getByRole('button', { name: 'Save channels' }).click();
  await expect(ops.getByText('Channels saved.')).toBeVisible();
  await expect(ops.getByTestId('follow-codes').getByRole('row').filter({ hasText: code })).toContainText('Swerte PH on Facebook');
  await ops.context().close();

  await signInAs(page, player, '/activity/follow');
  await expect(page.getByTestId('follow-channel').filter({ hasText: 'Swerte PH on Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/swerte.ph');
  const box = page.getByRole('textbox', { name: 'Reward code' });
  await box.fill('NOTACODE1');
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(page.getByText('That code is not right. Check it in our post and try again.')).toBeVisible();
  await box.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(page.getByText('Code accepted: ₱10 added to your rewards.')).toBeVisible();
  await expect(page.getByTestId('follow-claims')).toContainText(code);
});

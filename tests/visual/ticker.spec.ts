import { expect, test, type Page } from '@playwright/test';

/**
 * The still-ticker rule (docs/scenes.md): a live scene that says it is still (Scene.isAnimating) and
 * has been drawn makes no frames and asks for no animation frames; a model change (a spin, a draw)
 * wakes it, and it stops again when the motion is over. Played on the real ticker (`live`).
 */

/** Live frames drawn over `ms`: zero for a still scene. */
async function framesOver(page: Page, ms: number): Promise<number> {
  const before = await page.evaluate(() => window.sceneStats!.drawn());
  await page.waitForTimeout(ms);
  return (await page.evaluate(() => window.sceneStats!.drawn())) - before;
}

async function openLive(page: Page, scene: string, state: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/gallery.html');
  await page.evaluate((shown) => window.sceneGallery!.show(shown.scene, shown.state, { live: true }), { scene, state });
  return errors;
}

const ticking = (page: Page) => page.evaluate(() => window.sceneStats!.ticking());

test('a resting slot draws nothing; a spin wakes it; a losing spin rests again', async ({ page }) => {
  const errors = await openLive(page, 'slot', 'idle');
  // The opening frames (two warm-up frames), then still.
  await expect.poll(() => ticking(page)).toBe(false);
  expect(await page.evaluate(() => window.sceneStats!.drawn())).toBeGreaterThan(0);
  expect(await framesOver(page, 500)).toBe(0);

  // The `landed` state's model carries a losing spin: it plays from rest, stops, and the scene rests.
  await page.evaluate(() => window.sceneGallery!.setModel('landed'));
  expect(await ticking(page)).toBe(true);
  expect(await framesOver(page, 500)).toBeGreaterThan(2);
  await expect.poll(() => ticking(page), { timeout: 40_000 }).toBe(false);
  expect(await framesOver(page, 500)).toBe(0);
  expect(errors).toEqual([]);
});

test('a winning spin cycles its wins a few times, then rests', async ({ page }) => {
  test.setTimeout(120_000);
  await openLive(page, 'slot', 'idle');
  await expect.poll(() => ticking(page)).toBe(false);
  await page.evaluate(() => window.sceneGallery!.setModel('lineWin'));
  expect(await framesOver(page, 1000)).toBeGreaterThan(2);
  // Reels (~2 s), the flash (1.4 s), the first pass and three more: about 8 s of scene time. The
  // engine caps a frame's step at 100 ms (Engine.ts MAX_STEP_MS), so on a machine drawing a few frames a second (a full CI run,
  // load 10 on 2 cores) scene time runs slower than the clock: 30 s was not always enough there.
  await expect.poll(() => ticking(page), { timeout: 90_000, intervals: [1000] }).toBe(false);
  expect(await framesOver(page, 500)).toBe(0);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the jackpot board at rest never breathes; a draw wakes it, and its end is still', async ({ page }) => {
    const errors = await openLive(page, 'jackpot', 'idle');
    await expect.poll(() => ticking(page)).toBe(false);
    expect(await framesOver(page, 500)).toBe(0);
    await page.evaluate(() => window.sceneGallery!.setModel('highlight'));
    expect(await framesOver(page, 500)).toBeGreaterThan(2);
    // The draw (a quarter of its time under reduced motion) ends held on the landed cell.
    await expect.poll(() => ticking(page), { timeout: 40_000 }).toBe(false);
    expect(await framesOver(page, 500)).toBe(0);
    expect(errors).toEqual([]);
  });
});

test('the jackpot board breathes at full motion (then rests: idleGlow.ts)', async ({ page }) => {
  await openLive(page, 'jackpot', 'idle');
  expect(await framesOver(page, 500)).toBeGreaterThan(2);
  expect(await ticking(page)).toBe(true);
});

test('a hidden page stops the ticker of an animating scene; showing it again restarts it', async ({ page }) => {
  await openLive(page, 'fixture', 'spinning');
  expect(await ticking(page)).toBe(true);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(await ticking(page)).toBe(false);
  expect(await framesOver(page, 300)).toBe(0);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(await ticking(page)).toBe(true);
  expect(await framesOver(page, 300)).toBeGreaterThan(1);
});

test('the spin wheel at rest draws nothing; a spin turns it, lands, pulses and rests', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openLive(page, 'wheel', 'idle');
  await expect.poll(() => ticking(page)).toBe(false);
  expect(await framesOver(page, 500)).toBe(0);
  // `landing`: the answer at once; the stop takes 4 to 6 s, the landed glow pulses 1.5 s, then still:
  // under 8 s of scene time, which a loaded machine stretches (a frame's step is capped at 100 ms, as above).
  await page.evaluate(() => window.sceneGallery!.show('wheel', 'landing', { live: true }));
  expect(await framesOver(page, 500)).toBeGreaterThan(2);
  await expect.poll(() => ticking(page), { timeout: 90_000, intervals: [500] }).toBe(false);
  expect(await framesOver(page, 500)).toBe(0);
  expect(errors).toEqual([]);
});

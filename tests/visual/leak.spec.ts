import { expect, test, type CDPSession, type Page } from '@playwright/test';

const CYCLES = 50;
/**
 * Heap the page may gain over the 50 measured cycles: V8 keeps compiling hotter code and Chromium fills
 * its performance-entry buffers (about 7 KiB a cycle, measured with heap snapshots). One leaked fixture
 * scene held about 20 KiB (a Graphics' geometry and GPU buffers), so a leak shows well above this.
 */
const HEAP_SLACK_BYTES = 768 * 1024;
/**
 * GPU textures the page may hold beyond its count before the cycles: none. The engine empties Pixi's
 * texture pool (where destroyed texts leave their textures) when a scene closes, since Pixi's texture
 * GC counts rendered frames and a closed or still scene renders none (pixijs #12022).
 */
const TEXTURE_SLACK = 0;
/** Unmeasured cycles first: the first ones grow the heap by a megabyte of JIT code and inline caches. */
const WARMUP_CYCLES = 15;

/** Event listeners on window, the document and everything in it, and the engine's canvas (in the page or not). */
async function listenerCount(cdp: CDPSession): Promise<number> {
  let total = 0;
  for (const [expression, depth] of [['window', 0], ['document', -1], ['window.sceneStats.canvas()', 0]] as const) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId!, depth });
    total += listeners.length;
  }
  return total;
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

async function closed(page: Page) {
  await page.evaluate(() => window.sceneGallery!.clear());
  await expect.poll(() => page.evaluate(() => window.sceneStats!.counts().scenesOpen)).toBe(0);
  // Bundles unload after the scene is destroyed; let the engine's queue settle.
  await page.waitForTimeout(50);
}

/**
 * Scenes cycled: the fixture exercises every engine service; the jackpot's wheel state builds its
 * cells, wheel, texts and atlas frames, as the product opens it; the slot's mega win its reels,
 * paylines, glows and banner.
 */
const SUBJECTS = [
  { scene: 'fixture', state: 'spinning', heapSlack: HEAP_SLACK_BYTES, live: true },
  // More code warms up over its cycles (measured after 50: +610 to +860 KiB, the heap after them the
  // same 6.5 MB each run); one leaked jackpot scene holds its ~80 display objects and texts, over
  // 100 KiB, so a leak over 50 cycles shows far above this.
  { scene: 'jackpot', state: 'wheel', heapSlack: 1280 * 1024, live: true },
  // The slot's mega win: 15 reels' sprites, glows, paylines, the banner with its canvas Text and
  // BitmapTexts, two atlases (slot-common and the three themes).
  { scene: 'slot', state: 'megaWin', heapSlack: 1280 * 1024 },
  // The half-scratched card: its own render texture (the foil), the pooled brush sprites drawn into
  // it from the stroke log (kept off the stage), two canvas Texts: a small tree.
  { scene: 'scratch', state: 'half', heapSlack: 1280 * 1024, minDisplayObjects: 8 },
  // The spin wheel landed: the slices' Graphics, the landed glow, a prize sprite and a canvas Text per slice.
  { scene: 'wheel', state: 'landedGrand', heapSlack: 1280 * 1024 },
  // The coin pusher mid-drop: a matter-js engine with its 161 pooled bodies and walls, 161 coin
  // sprites, the lane markers and a canvas Text; the world is cleared and the physics ring released on close.
  { scene: 'pusher', state: 'falling', heapSlack: 1280 * 1024 },
  // The rain at its peak: the pool's 248 particles, the opened-packet effects with their bitmap
  // labels, the plate's canvas Text.
  { scene: 'rain', state: 'mid', heapSlack: 1280 * 1024 },
] as const;
type Subject = (typeof SUBJECTS)[number];

/** Opens and closes the scene `cycles` times inside the page (the test's own evaluate calls would count as growth). */
function cycle(page: Page, subject: Subject, cycles: number, live: boolean) {
  return page.evaluate(
    async ({ n, isLive, scene, state }) => {
      for (let i = 0; i < n; i++) {
        await window.sceneGallery!.show(scene, state, { live: isLive });
        window.sceneGallery!.clear();
        while (window.sceneStats!.counts().scenesOpen) await new Promise((r) => setTimeout(r, 5));
      }
    },
    { n: cycles, isLive: live, scene: subject.scene, state: subject.state },
  );
}

async function snapshot(page: Page, cdp: CDPSession) {
  return { counts: await page.evaluate(() => window.sceneStats!.counts()), listeners: await listenerCount(cdp), heap: await heapAfterGc(cdp) };
}

// Every scene deterministic (its textures, display objects, tweens and sounds); on the real ticker too
// for the fixture (every engine service) and the jackpot (tweens on the ticker): the ticker's part is
// the engine's, the same for every scene, and each live run costs a minute of CI (docs/testing.md).
for (const subject of SUBJECTS) for (const live of 'live' in subject ? [false, true] : [false]) {
  test(`opening and closing the ${live ? 'live' : 'deterministic'} ${subject.scene} scene ${CYCLES} times leaves nothing behind`, async ({ page }) => {
    test.setTimeout(180_000);
    const cdp = await page.context().newCDPSession(page);
    await page.goto('/gallery.html');
    // Once first: the engine, its canvas and the code are created once per page by design.
    await page.evaluate(({ isLive, scene, state }) => window.sceneGallery!.show(scene, state, { live: isLive }), { isLive: live, scene: subject.scene, state: subject.state });
    const open = await page.evaluate(() => window.sceneStats!.counts());
    expect(open).toMatchObject({ scenesOpen: 1, tickerListeners: live ? 1 : 0 });
    expect(open.displayObjects).toBeGreaterThan('minDisplayObjects' in subject ? subject.minDisplayObjects : 20);
    expect(open.cachedAssets).toBeGreaterThan(0);
    await closed(page);
    await cycle(page, subject, WARMUP_CYCLES, live);
    await closed(page);
    const before = await snapshot(page, cdp);

    await cycle(page, subject, CYCLES, live);
    await closed(page);
    const after = await snapshot(page, cdp);
    console.log(`${subject.scene} ${live ? 'live' : 'deterministic'}: before ${JSON.stringify(before)}\n  after ${CYCLES} cycles ${JSON.stringify(after)}`);

    // GPU textures (the renderer's managed texture sources): the bundles' atlas pages and the scene's
    // text textures go with each close; only what the page keeps by design (the bitmap fonts' pages,
    // installed once) stays, so any growth is a leak.
    const { gpuTextures: gpuAfter, ...restAfter } = after.counts;
    const { gpuTextures: gpuBefore, ...restBefore } = before.counts;
    expect(restAfter).toEqual(restBefore);
    expect(gpuAfter).toBeLessThanOrEqual(gpuBefore + TEXTURE_SLACK);
    expect(before.counts).toMatchObject({ scenesOpen: 0, displayObjects: 1, tickerListeners: 0, tweens: 0, howls: 0 });
    expect(after.listeners).toBe(before.listeners);
    expect(after.heap - before.heap).toBeLessThan(subject.heapSlack);
  });
}

import { expect, test, type Page } from '@playwright/test';

/**
 * WebGL context loss (docs/scenes.md): forced twice with WEBGL_lose_context on gallery states, after
 * which the frame must match the state's baseline, as gallery.spec.ts compares it. The first loss is
 * restored (Pixi re-uploads textures; the scene redraws its render textures in contextRestored()); the
 * second is not waited for: the engine builds a new renderer on a new canvas (pixijs #12134).
 */

/** States with every kind of GPU resource the scenes use: atlas frames, canvas Text, BitmapText pages, Graphics. */
const STATES = [
  ['fixture', 'idle'],
  ['jackpot', 'wheel'],
  ['slot', 'megaWin'],
  // A render texture (the foil the brush erased): redrawn from the scene's stroke log.
  ['scratch', 'half'],
  // Graphics slices and glow, canvas Texts, atlas frames: rebuilt from the model on a new renderer.
  ['wheel', 'landedGrand'],
  // A ParticleContainer's buffers: a second loss (a new renderer) once lost every packet until contextRestored re-uploaded them.
  ['rain', 'mid'],
] as const;

/** Loses the engine canvas's context from the page, as a GPU reset would; `restore` gives it back. */
async function loseContext(page: Page, restore: boolean) {
  await page.evaluate(async (restoreIt) => {
    const canvas = window.sceneStats!.canvas();
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl'))!;
    // Taken before the loss: a lost context hands out no extensions (pixijs #12134).
    const extension = gl.getExtension('WEBGL_lose_context')!;
    const lost = new Promise((resolve) => canvas.addEventListener('webglcontextlost', resolve, { once: true }));
    extension.loseContext();
    await lost;
    if (restoreIt) {
      // The loss event has to be over before a restore is allowed.
      await new Promise((resolve) => setTimeout(resolve, 50));
      extension.restoreContext();
    }
  }, restore);
}

interface Counts {
  lost: boolean;
  losses: number;
  restores: number;
  recreations: number;
}
const counts = (page: Page): Promise<Counts> => page.evaluate(() => window.sceneStats!.context());

for (const [scene, state] of STATES) {
  test(`the ${scene} scene's ${state} survives two context losses and matches its baseline`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`/gallery.html?scene=${scene}&state=${state}&seed=7`);
    await expect(page.locator('body[data-ready="1"]')).toBeAttached();
    // Marked, to tell the canvas of a new renderer from it.
    await page.evaluate(() => void (window.sceneStats!.canvas().dataset.first = '1'));

    await loseContext(page, true);
    await expect.poll(() => counts(page)).toMatchObject({ lost: false, losses: 1, restores: 1, recreations: 0 });
    await expect(page.locator('canvas'), 'after a restored context').toHaveScreenshot(`${scene}-${state}.png`);

    await loseContext(page, false);
    await expect.poll(() => counts(page)).toMatchObject({ lost: false, losses: 2, restores: 1, recreations: 1 });
    // One canvas in the page, a new one, where the old one was.
    await expect(page.locator('canvas')).toHaveCount(1);
    await expect(page.locator('canvas:not([data-first])')).toHaveCount(1);
    await expect(page.locator('canvas'), 'after a new renderer').toHaveScreenshot(`${scene}-${state}.png`);
    expect(errors).toEqual([]);
  });
}

test('a live scene pauses its ticker while the context is lost and plays on after', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/gallery.html');
  await page.evaluate(() => window.sceneGallery!.show('slot', 'spinning', { live: true }));
  expect(await page.evaluate(() => window.sceneStats!.ticking())).toBe(true);
  for (const restore of [true, false]) {
    await page.evaluate(() => {
      const canvas = window.sceneStats!.canvas();
      const extension = (canvas.getContext('webgl2') ?? canvas.getContext('webgl'))!.getExtension('WEBGL_lose_context')!;
      Object.assign(window, { lostContext: extension });
      extension.loseContext();
    });
    // Lost: paused, nothing drawn, nothing thrown.
    await expect.poll(() => page.evaluate(() => window.sceneStats!.context().lost || window.sceneStats!.context().recreations > 0)).toBe(true);
    if (restore) {
      expect(await page.evaluate(() => window.sceneStats!.ticking())).toBe(false);
      const drawn = await page.evaluate(() => window.sceneStats!.drawn());
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.sceneStats!.drawn())).toBe(drawn);
      await page.evaluate(() => (window as unknown as { lostContext: WEBGL_lose_context }).lostContext.restoreContext());
    }
    // Restored (first) or rebuilt (second): playing again.
    await expect.poll(() => page.evaluate(() => window.sceneStats!.ticking()), { timeout: 5000 }).toBe(true);
    const drawn = await page.evaluate(() => window.sceneStats!.drawn());
    await expect.poll(() => page.evaluate(() => window.sceneStats!.drawn())).toBeGreaterThan(drawn + 2);
  }
  expect(await page.evaluate(() => window.sceneStats!.context())).toMatchObject({ losses: 2, recreations: 1 });
  expect(errors).toEqual([]);
});

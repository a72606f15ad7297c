import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { gallery } from '../../scenes/gallery.ts';
import { SCENE_FONT } from '../../scenes/engine/sceneFont.ts';
import { environmentProblems, ENVIRONMENT_FILE, fontRendering, readRecorded, sha256, sourceFonts, writeRecorded } from './environment.ts';

/** Opens one gallery state and waits until the page says its frame is drawn. */
async function render(page: Page, scene: string, state: string, query = '&seed=7') {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`/gallery.html?scene=${scene}&state=${state}${query}`);
  await expect(page.locator('body[data-ready="1"]')).toBeAttached();
  expect(errors).toEqual([]);
  return page.locator('canvas');
}

/** Set by the first test: why the pictures may differ for no fault of the code, added to each screenshot's failure. */
let environmentNote = '';

// First (the suite runs in order, one worker): what drew the baselines. An update run records it; any
// other run compares and says plainly what differs and how to fix it, before any pixel count.
test('the baselines were made with this Chromium and these scene fonts', async ({ page, browser }, testInfo) => {
  await render(page, 'fixture', 'idle');
  const faces = await page.evaluate((family) => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === family).map((face) => face.status), SCENE_FONT);
  expect(faces.length, `the scene font ${SCENE_FONT} is in document.fonts`).toBeGreaterThan(0);
  expect(faces.every((status) => status === 'loaded'), 'every face of the scene font loaded').toBe(true);
  // The bytes the page drew with, compared with assets/fonts: a stale build would record the wrong fonts.
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.woff2')));
  const served = await Promise.all(urls.map(async (url) => sha256(await (await page.request.get(url)).body())));
  const fonts = sourceFonts();
  expect(served.toSorted(), `the build (${process.env.VISUAL_DIST_DIR ?? process.env.E2E_DIST_DIR ?? 'dist'}) serves the fonts under assets/fonts: if not, build again (npm run build)`).toEqual(fonts.map((font) => font.sha256).toSorted());
  const current = { chromium: browser.version(), fonts, fontRendering: fontRendering(SCENE_FONT) };
  const update = testInfo.config.updateSnapshots;
  if (update === 'all' || update === 'changed') {
    writeRecorded(current);
    return;
  }
  const problems = environmentProblems(readRecorded(), current);
  environmentNote = problems.length ? ` (the environment differs from the baselines' first: see ${ENVIRONMENT_FILE})` : '';
  // Thrown as sentences, not an array diff: this is the headline of a red run (tests/visual/README.md).
  if (problems.length) throw new Error(`The visual baselines were made in another environment:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
});

// One test per registered scene; each of its states is compared with its baseline (soft, so one
// run reports every state that changed).
for (const id of Object.keys(gallery)) {
  test(`every state of the ${id} scene matches its baseline`, async ({ page }) => {
    await page.goto('/gallery.html');
    const states = await page.evaluate((scene) => window.sceneGallery!.states(scene), id);
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) {
      const canvas = await render(page, id, state);
      await expect.soft(canvas, `${id}/${state}${environmentNote}`).toHaveScreenshot(`${id}-${state}.png`);
    }
  });
}

/**
 * Pixels that differ between two screenshots. Chromium's canvas text can come out a shade apart on a
 * page's first load (glyph edges of the title, about 550 of 921,600 pixels; the scene's state is the
 * same: positions, frame and seed), so "the same" allows what the baselines allow (0.1%).
 */
async function differing(a: Buffer, b: Buffer): Promise<number> {
  const [first, second] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer()));
  let count = 0;
  for (let i = 0; i < first!.length; i += 4) if (first![i] !== second![i] || first![i + 1] !== second![i + 1] || first![i + 2] !== second![i + 2]) count++;
  return count / (first!.length / 4);
}

test('the same address draws the same pixels, and another frame or seed draws others', async ({ page }) => {
  const shot = async (query: string) => (await render(page, 'fixture', 'spinning', query)).screenshot();
  const first = await shot('&frame=40&seed=7');
  const same = await shot('&frame=40&seed=7');
  const frame = await shot('&frame=41&seed=7');
  const seed = await shot('&frame=40&seed=8');
  expect(await differing(first, same)).toBeLessThan(0.001);
  expect(await differing(first, frame)).toBeGreaterThan(0.001);
  expect(await differing(first, seed)).toBeGreaterThan(0.001);
});

test('the gallery lists every scene and state, and names an unknown one', async ({ page }) => {
  await page.goto('/gallery.html');
  // State names repeat across scenes (fixture and slot both have `spinning`): find each by its address.
  await expect(page.locator('a[href="?scene=fixture&state=spinning"]')).toBeVisible();
  await expect(page.locator('a[href="?scene=slot&state=megaWin"]')).toBeVisible();
  await page.goto('/gallery.html?scene=fixture&state=nope');
  await expect(page.getByText('There is no scene "fixture" with a state "nope".')).toBeVisible();
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const sceneText = JSON.parse(readFileSync('locales/en-PH/scene.json', 'utf8')) as { failed: string };

// The scene font ships with the app and is the only family scenes draw in (scenes/engine/sceneFont.ts).
// Losing it must be loud, like a missing texture: a scene that drew its text in whatever font the
// machine has would pass on one machine and differ on the next.
test('a scene whose font cannot load does not open: the player sees the failure, not a fallback font', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const fontRequests: string[] = [];
  await page.route('**/*.woff2', (route) => {
    fontRequests.push(route.request().url());
    return route.abort('failed');
  });
  await page.goto('/gallery.html?scene=fixture&state=idle&seed=7');
  await expect(page.getByRole('alert')).toContainText(sceneText.failed);
  expect(fontRequests.length, 'the engine asked for the scene font').toBeGreaterThan(0);
  await expect(page.locator('body[data-ready="1"]')).not.toBeAttached();
  expect(errors.join('\n')).toContain('scene failed to open');
});

test('the scene font is requested once a page, not at every opening', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => request.url().endsWith('.woff2') && fontRequests.push(request.url()));
  await page.goto('/gallery.html');
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i++) await window.sceneGallery!.show('fixture', 'idle');
    window.sceneGallery!.clear();
  });
  expect(fontRequests.toSorted()).toEqual([...new Set(fontRequests)].toSorted());
  expect(fontRequests.length).toBeGreaterThan(0);
});

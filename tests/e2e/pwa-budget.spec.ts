import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { budgetViolations, LOBBY_BUDGET_BYTES, measureBundle, SCENE_LIBRARIES } from '../../bench/bundle.ts';

const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';

// The performance budget of issue 3, checked on the build the other tests run against.
test('the lobby first load stays within 150 KiB of gzipped JavaScript, without scene libraries', () => {
  const report = measureBundle(DIST_DIR);
  expect(LOBBY_BUDGET_BYTES).toBe(150 * 1024);
  expect(SCENE_LIBRARIES).toEqual(expect.arrayContaining(['pixi.js', 'gsap', 'matter-js', 'howler']));
  expect(report.lobby.firstLoadFiles.length).toBeGreaterThan(1);
  expect(report.lobby.firstLoadFiles.some((file) => file.includes('HomePage'))).toBe(true);
  expect(budgetViolations(report)).toEqual([]);
});

test('the operator console is an entry of its own: measured, and none of its modules in the lobby first load', () => {
  const report = measureBundle(DIST_DIR);
  expect(report.console?.firstLoadGzipBytes).toBeGreaterThan(0);
  const consoleSources = report.lobby.firstLoadFiles
    .filter((file) => existsSync(join(DIST_DIR, `${file}.map`)))
    .flatMap((file) => (JSON.parse(readFileSync(join(DIST_DIR, `${file}.map`), 'utf8')) as { sources: string[] }).sources)
    .filter((source) => source.includes('src/console/') || source.includes('contract/ops/'));
  expect(consoleSources).toEqual([]);
});

test('the budget check names what breaks it', () => {
  const report = measureBundle(DIST_DIR);
  const heavy = { ...report, lobby: { ...report.lobby, firstLoadGzipBytes: LOBBY_BUDGET_BYTES + 1, sceneLibraries: ['gsap', 'pixi.js'] } };
  const problems = budgetViolations(heavy).join('\n');
  expect(problems).toContain('over the 150.0 KiB budget');
  expect(problems).toContain('gsap, pixi.js');
  expect(problems).toContain('matter-js');
  expect(problems).toContain('howler');
});

// The Lucky Jackpot's opening, for `npm run bench` (alone, after a build: `npx tsx bench/jackpotOpen.ts`;
// `--write` records it in bench/results.json): a signed-in player on the lobby taps the floating
// jackpot bubble, at CPU throttle 4× (a low-end phone); measured from the tap to the popup on screen and to the first frame the board scene draws
// (the engine, pixi.js and the scene's art loaded, the scene mounted and rendered once). Cold (nothing
// cached) and warm (the chunks and art in the HTTP cache), median of 3 each. The engine's user-timing
// marks (scenes/engine/marks.ts) split the time: when the engine module ran, the renderer was ready,
// the art was loaded, the scene mounted and its first frame drawn, each in ms from the tap.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { loginBody, startServer, stopServer } from './lib.ts';
import { recordSection } from './record.ts';

const PORT = Number(process.env.BENCH_JACKPOT_PORT ?? 18184);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const THROTTLE = 4;
const RUNS = 3;

interface OpenRun {
  popupMs: number;
  firstFrameMs: number;
  /** scene:* marks, ms from the tap; first-frame-work: the main thread's ms in that first frame (update and render). */
  marks: Record<string, number>;
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/app/v1/accountLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(loginBody) });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

async function openOnce(browser: Browser, base: string, token: string, warm: boolean): Promise<OpenRun> {
  const context = await browser.newContext({ viewport: { width: 400, height: 760 }, deviceScaleFactor: 2 });
  try {
    await context.addInitScript((saved) => {
      localStorage.setItem('swerte.token', saved);
      localStorage.setItem('swerte.noticeAccepted', new Date().toISOString());
      sessionStorage.setItem('swerte.startPopupsShown', '[32,60,25,44,36,59]');
    }, token);
    const page = await context.newPage();
    const bubble = page.getByRole('button', { name: 'Open the Lucky Jackpot' });
    if (warm) {
      // Load everything once (chunks and art into the HTTP cache), then start over on a fresh page.
      await page.goto(`${base}/`);
      await bubble.click();
      await page.waitForFunction(() => (window.sceneStats?.summary().frames ?? 0) > 0, null, { timeout: 60_000 });
    }
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/`);
    await bubble.waitFor({ state: 'visible', timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    // The tap and the waiting happen in the page, so the timings are the page's own clock.
    // (A string, not a function: tsx would wrap named inner functions in a helper the page lacks.)
    const handle = await page.evaluateHandle(`(() => {
      const button = document.querySelector('button[aria-label="Open the Lucky Jackpot"]');
      const result = { popupMs: -1, firstFrameMs: -1, marks: null, done: false };
      const start = performance.now();
      const poll = () => {
        const now = performance.now();
        if (result.popupMs < 0 && document.querySelector('dialog[open]')) result.popupMs = now - start;
        if (result.firstFrameMs < 0 && ((window.sceneStats && window.sceneStats.summary().frames) || 0) > 0) result.firstFrameMs = now - start;
        if (result.popupMs >= 0 && result.firstFrameMs >= 0) {
          result.marks = { 'first-frame-work': Math.round(window.sceneStats.frames()[0]) };
          for (const mark of performance.getEntriesByType('mark')) {
            if (mark.name.startsWith('scene:')) result.marks[mark.name.slice(6)] = Math.round(mark.startTime - start);
          }
          result.done = true;
        } else requestAnimationFrame(poll);
      };
      button.click();
      requestAnimationFrame(poll);
      return result;
    })()`);
    await page.waitForFunction((r) => (r as { done: boolean }).done, handle, { timeout: 120_000, polling: 100 });
    const run = (await handle.jsonValue()) as OpenRun & { done: boolean };
    return { popupMs: Math.round(run.popupMs), firstFrameMs: Math.round(run.firstFrameMs), marks: run.marks };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchJackpotOpen(distDir = process.env.BENCH_DIST_DIR ?? 'dist') {
  if (!existsSync(CHROME)) {
    console.log(`Jackpot opening skipped: no Chromium at ${CHROME}.`);
    return null;
  }
  const server = await startServer({ port: PORT, dataDir: 'tmp/bench-jackpot', distDir });
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--headless', '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-first-run'] });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const token = await signIn(base);
    type Figures = { runs: OpenRun[]; popupMs: number; firstFrameMs: number; marks: Record<string, number> };
    const figures: Record<'cold' | 'warm', Figures> = {
      cold: { runs: [], popupMs: 0, firstFrameMs: 0, marks: {} },
      warm: { runs: [], popupMs: 0, firstFrameMs: 0, marks: {} },
    };
    for (const kind of ['cold', 'warm'] as const) {
      for (let i = 0; i < RUNS; i += 1) figures[kind].runs.push(await openOnce(browser, base, token, kind === 'warm'));
      figures[kind].popupMs = median(figures[kind].runs.map((r) => r.popupMs));
      figures[kind].firstFrameMs = median(figures[kind].runs.map((r) => r.firstFrameMs));
      for (const name of Object.keys(figures[kind].runs[0]!.marks)) figures[kind].marks[name] = median(figures[kind].runs.map((r) => r.marks[name] ?? -1));
      const split = Object.entries(figures[kind].marks).sort((a, b) => a[1] - b[1]).map(([name, ms]) => `${name} ${ms}`).join(', ');
      console.log(`Jackpot bubble → popup / first board frame at CPU ×${THROTTLE}, ${kind}: ${figures[kind].popupMs} ms / ${figures[kind].firstFrameMs} ms (median of ${RUNS}; marks in ms from the tap: ${split})`);
    }
    return { cpuThrottle: THROTTLE, ...figures, note: 'loopback server, no network throttling: the time is parsing, compiling and running the chunks, decoding the art and the first render' };
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

if (import.meta.filename === process.argv[1]) {
  // `--write` records the figures as the `jackpotOpen` section of bench/results.json, leaving the rest as it was.
  const figures = await benchJackpotOpen();
  if (process.argv.includes('--write')) recordSection('jackpotOpen', figures);
  else console.log(JSON.stringify(figures, null, 2));
}

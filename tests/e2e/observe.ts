import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * What the page itself did, counted inside it, so a test can wait for a positive signal before it
 * asserts that something did NOT happen (issue 14: a fixed sleep then "nothing happened" passes
 * falsely under load, since the thing may simply not have happened yet).
 *
 * - `sent[path]`: fetch calls the page started (counted when fetch is called, so synchronously with
 *   the code that made them: after a clock jump returns, a ping its timers started is already counted).
 * - `read[path]`: response bodies the page has read as JSON. The counter goes up in a callback that
 *   runs just before the app's own `await response.json()` resumes, so once it is seen from a later
 *   task, the app has acted on the answer (set its state, decided to reload or not).
 * - `pending[path]`: fetches not answered yet.
 * - reloads: `location.reload()` calls, counted by the Navigation API's navigate event, which fires
 *   inside the call itself (in sessionStorage, so the count survives the reload it announces).
 */
interface Observed {
  sent: Record<string, number>;
  read: Record<string, number>;
  pending: Record<string, number>;
}

const RELOADS_KEY = 'e2e.reloads';

/** Installs the counters in every page of `context` before any page script runs. */
export async function observePages(context: BrowserContext): Promise<void> {
  await context.addInitScript((reloadsKey) => {
    const win = window as unknown as { e2eObserved?: Observed; navigation?: EventTarget };
    if (win.e2eObserved) return;
    const observed: Observed = { sent: {}, read: {}, pending: {} };
    win.e2eObserved = observed;
    const pathOf = (url: string) => {
      try {
        return new URL(url, location.href).pathname;
      } catch {
        return '';
      }
    };
    const bump = (counts: Record<string, number>, path: string, by = 1) => (counts[path] = (counts[path] ?? 0) + by);

    const originalFetch = window.fetch;
    window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      const path = pathOf(input instanceof Request ? input.url : String(input));
      bump(observed.sent, path);
      bump(observed.pending, path);
      const answered = originalFetch.call(this ?? window, input, init);
      const settle = () => void bump(observed.pending, path, -1);
      answered.then(settle, settle);
      return answered;
    } as typeof fetch;

    const originalJson = Response.prototype.json;
    Response.prototype.json = function (this: Response) {
      const parsed = originalJson.call(this) as Promise<unknown>;
      const count = () => void bump(observed.read, pathOf(this.url));
      parsed.then(count, count);
      return parsed;
    };

    win.navigation?.addEventListener('navigate', (event) => {
      if ((event as Event & { navigationType?: string }).navigationType !== 'reload') return;
      sessionStorage.setItem(reloadsKey, String(Number(sessionStorage.getItem(reloadsKey) ?? 0) + 1));
    });
  }, RELOADS_KEY);
}

const observed = (page: Page) => page.evaluate(() => (window as unknown as { e2eObserved: Observed }).e2eObserved);

/**
 * Lets the page finish the work it has already queued: React renders a state change in a message
 * task of its scheduler, and effects follow; message tasks run in the order they were posted, so a
 * few of ours posted now run after them. (Not a sleep: no clock, only the page's own queue.)
 */
export async function drainTasks(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.addEventListener('message', () => resolve(), { once: true });
        channel.port1.start(); // (addEventListener, unlike onmessage, does not start the port)
        channel.port2.postMessage(null);
      });
    }
  });
}

/** How many fetches to `path` the page has started. */
export async function sentCount(page: Page, path: string): Promise<number> {
  return (await observed(page)).sent[path] ?? 0;
}

/** Waits until the page has read at least `count` JSON answers from `path` and acted on them. */
export async function waitForRead(page: Page, path: string, count = 1): Promise<void> {
  await expect.poll(async () => (await observed(page)).read[path] ?? 0, { message: `answers of ${path} read by the page` }).toBeGreaterThanOrEqual(count);
  await drainTasks(page);
}

/** How many times the page has called location.reload() in this tab (it survives the reloads). */
export async function reloadCount(page: Page): Promise<number> {
  return page.evaluate((key) => Number(sessionStorage.getItem(key) ?? 0), RELOADS_KEY);
}

/**
 * Waits until the page has no fetch in flight (but to the `ignored` paths, which a test holds on
 * purpose) and acting on the last answers started none: what a test needs before it jumps a fake
 * clock (a call still on its way would time out with the jump).
 */
export async function waitForIdle(page: Page, ignored: string[] = []): Promise<void> {
  // The live channel's stream stays open (and reopens) for the whole visit: never a call in flight.
  const skip = [...ignored, '/app/v1/live'];
  const count = (counts: Record<string, number>) => Object.entries(counts).reduce((sum, [path, n]) => sum + (skip.includes(path) ? 0 : n), 0);
  await expect
    .poll(
      async () => {
        const before = await observed(page);
        if (count(before.pending) > 0) return false;
        await drainTasks(page);
        const after = await observed(page);
        return count(after.pending) === 0 && count(after.sent) === count(before.sent);
      },
      { message: 'the page has no call in flight' },
    )
    .toBe(true);
}

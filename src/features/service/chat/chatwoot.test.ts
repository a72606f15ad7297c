import { describe, expect, it } from 'vitest';
import { startChatwoot, type ChatIdentity } from './chatwoot.ts';

/**
 * A local fake of Chatwoot's website SDK (no internet): the script it "loads" defines chatwootSDK,
 * whose run() makes $chatwoot and fires chatwoot:ready, as the real sdk.js does.
 */
function fakeWindow(opts: { failLoad?: boolean } = {}) {
  const listeners = new Map<string, () => void>();
  const calls: { run?: unknown; setUser?: unknown[]; src?: string } = {};
  const win = {
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    document: {
      createElement: () => {
        const handlers = new Map<string, () => void>();
        return {
          set src(value: string) {
            calls.src = value;
          },
          async: false,
          addEventListener: (type: string, fn: () => void) => handlers.set(type, fn),
          remove: () => undefined,
          fire: (type: string) => handlers.get(type)?.(),
        };
      },
      head: {
        append: (script: { fire(type: string): void }) => {
          if (opts.failLoad) return queueMicrotask(() => script.fire('error'));
          win.chatwootSDK = {
            run: (options: unknown) => {
              calls.run = options;
              win.$chatwoot = { setUser: (...args: unknown[]) => (calls.setUser = args), toggle: () => undefined, reset: () => undefined };
              queueMicrotask(() => listeners.get('chatwoot:ready')?.());
            },
          };
          queueMicrotask(() => script.fire('load'));
        },
      },
    },
  } as unknown as Parameters<typeof startChatwoot>[1] & { chatwootSDK?: { run(o: unknown): void } };
  return { win, calls };
}

const identity: ChatIdentity = { provider: 'chatwoot', baseUrl: 'http://127.0.0.1:3999', websiteToken: 'WebsiteToken123', identifier: 'swerte-7', identifierHash: 'abc123', name: 'Juan' };

describe('the Chatwoot adapter', () => {
  it('loads the SDK from the provider, runs the inbox and identifies the player with the server’s hash', async () => {
    const { win, calls } = fakeWindow();
    await startChatwoot(identity, win, 1000);
    expect(calls.src).toBe('http://127.0.0.1:3999/packs/js/sdk.js');
    expect(calls.run).toEqual({ websiteToken: 'WebsiteToken123', baseUrl: 'http://127.0.0.1:3999' });
    expect(calls.setUser).toEqual(['swerte-7', { name: 'Juan', identifier_hash: 'abc123' }]);
  });
});

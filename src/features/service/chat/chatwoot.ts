import type { CallResult } from '../../../../contract/index.ts';

/**
 * The hosted-provider adapter (docs/chat.md "Providers"): Chatwoot's website SDK, chosen when the
 * queue's online item names `chatwoot:<website token>`. Loaded only for a signed-in player (the
 * identity comes from `chatIdentity`, whose HMAC the server computes with the inbox's secret), from
 * the provider's origin (`<baseUrl>/packs/js/sdk.js`, the CSP admits it when CHATWOOT_BASE_URL is set).
 * Tests point baseUrl at a local fake that speaks the same SDK.
 */
export type ChatIdentity = Omit<CallResult<'chatIdentity'>, 'errcode' | 'msg'>;

interface ChatwootGlobals {
  chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void };
  $chatwoot?: { setUser(identifier: string, user: { name?: string; identifier_hash: string }): void; toggle(state?: 'open' | 'close'): void; reset(): void };
  chatwootSettings?: Record<string, unknown>;
}

/** A provider that has not answered by then counts as blocked: the page offers the other channels. */
export const PROVIDER_TIMEOUT_MS = 8000;

function loadScript(src: string, timeoutMs: number, doc: Document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    const timer = setTimeout(() => fail(new Error('chat provider timed out')), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      script.remove();
      reject(error);
    };
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error('chat provider failed to load')));
    doc.head.append(script);
  });
}

let started: Promise<void> | null = null;

/**
 * Loads the SDK once, runs the inbox and, when the widget is ready, identifies the player with the
 * server's hash (Chatwoot refuses a `setUser` whose hash does not match, so nobody can read another
 * player's conversations by calling it with their id).
 */
export function startChatwoot(identity: ChatIdentity, win: Window & ChatwootGlobals = window, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<void> {
  if (started) return started;
  started = (async () => {
    win.chatwootSettings = { hideMessageBubble: false, position: 'right', launcherTitle: '' };
    await loadScript(`${identity.baseUrl}/packs/js/sdk.js`, timeoutMs, win.document);
    if (!win.chatwootSDK) throw new Error('chat provider did not register');
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('chat provider did not get ready')), timeoutMs);
      win.addEventListener(
        'chatwoot:ready',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
    win.chatwootSDK.run({ websiteToken: identity.websiteToken, baseUrl: identity.baseUrl });
    await ready;
    win.$chatwoot?.setUser(identity.identifier, { name: identity.name, identifier_hash: identity.identifierHash });
  })().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

/** Sign-out: the provider forgets the player (its cookie), so the next player on this phone starts clean. */
export function stopChatwoot(win: Window & ChatwootGlobals = window): void {
  win.$chatwoot?.reset();
}

import localWidgetUrl from './local-widget.js?url&no-inline';

/**
 * The in-page live-chat widget (spec §2) behind an adapter: a vendor's widget and the local one
 * load the same way (license + group from the customer-service queue) and fail the same way
 * (script error or timeout), so the service page degrades cleanly whichever is in use.
 */

export interface ChatTexts {
  greeting: string;
  label: string;
  placeholder: string;
  send: string;
  received: string;
  you: string;
  agent: string;
  /** "Queue: <group>", already filled in. */
  group: string;
}

export interface ChatWidgetOptions {
  /** Queue item param1. */
  license: string;
  /** Queue item param2. */
  group: string;
  container: HTMLElement;
  texts: ChatTexts;
  /** CSS module class names, so the widget matches the app without inline styles. */
  classNames: Record<'panel' | 'log' | 'message' | 'mine' | 'author' | 'form' | 'input' | 'send' | 'meta', string>;
}

export interface ChatWidgetHandle {
  destroy(): void;
}

export interface ChatWidgetAdapter {
  load(options: ChatWidgetOptions): Promise<ChatWidgetHandle>;
}

/** A widget that has not answered by then counts as blocked (spec: the page says so). */
export const CHAT_LOAD_TIMEOUT_MS = 8000;

/** What the local widget script defines on window when it runs. */
interface LocalChatGlobal {
  mount(container: HTMLElement, options: Omit<ChatWidgetOptions, 'container'>): ChatWidgetHandle;
}
declare global {
  interface Window {
    SwerteLocalChat?: LocalChatGlobal;
  }
}

const loaded = new Map<string, Promise<void>>();

/** Injects a classic script once; rejects on a load error or after `timeoutMs`, and forgets the failure. */
export function loadScript(src: string, timeoutMs = CHAT_LOAD_TIMEOUT_MS, doc: Document = document): Promise<void> {
  const known = loaded.get(src);
  if (known) return known;
  const pending = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const timer = setTimeout(() => fail(new Error(`chat widget timed out: ${src}`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      script.remove();
      loaded.delete(src);
      reject(error);
    };
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`chat widget failed to load: ${src}`)));
    doc.head.append(script);
  });
  loaded.set(src, pending);
  return pending;
}

/** Development and local implementation: a chat panel script served by our own origin. */
export const localChatAdapter: ChatWidgetAdapter = {
  async load({ container, ...options }) {
    await loadScript(localWidgetUrl);
    const widget = window.SwerteLocalChat;
    if (!widget) throw new Error('chat widget script did not register');
    return widget.mount(container, options);
  },
};

/** The adapter the app uses. A vendor adapter (its script URL from the license) replaces this line. */
export const chatAdapter: ChatWidgetAdapter = localChatAdapter;

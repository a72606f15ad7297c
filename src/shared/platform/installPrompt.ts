/**
 * Chrome's install prompt (`beforeinstallprompt`) fires once, early, often before the download page
 * has loaded: this module keeps the event from start-up so any page can offer "Install" later.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Called once from main.tsx. */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without preventDefault Chrome shows its own mini-infobar; the page offers its own button.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export const installPrompt = {
  available: () => deferred !== null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows Chrome's install dialog; true when the player accepted. The event works only once. */
  async prompt(): Promise<boolean> {
    const event = deferred;
    if (!event) return false;
    deferred = null;
    notify();
    await event.prompt();
    return (await event.userChoice).outcome === 'accepted';
  },
};

/** Start popups already shown in this browser session (spec §4: once per session per activity). */
export const SHOWN_KEY = 'swerte.startPopupsShown';

export function readShown(): Set<number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

export function writeShown(shown: ReadonlySet<number>): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...shown]));
  } catch {
    // Without session storage the popups may show again on the next load; nothing breaks.
  }
}

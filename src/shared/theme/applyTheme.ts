import { storage, StorageKey } from '../storage.ts';

/** Only custom properties with plain values: a theme row must not be able to inject CSS. */
const VARIABLE = /^--[a-z0-9-]{1,64}$/i;
const SAFE_VALUE = /^[^;{}<>]{1,200}$/;

export function safeThemeEntries(vars: Record<string, unknown>): [string, string][] {
  return Object.entries(vars).filter((entry): entry is [string, string] => VARIABLE.test(entry[0]) && typeof entry[1] === 'string' && SAFE_VALUE.test(entry[1]));
}

/**
 * Puts the theme's CSS variables (appTheme themeJsonData) on <html>. The stylesheet carries dark
 * defaults for every variable, so the page looks right before this runs.
 */
export function applyTheme(vars: Record<string, unknown>, root: HTMLElement = document.documentElement): void {
  const entries = safeThemeEntries(vars);
  for (const [name, value] of entries) root.style.setProperty(name, value);
  const bg = vars['--color-bg'];
  if (typeof bg === 'string' && SAFE_VALUE.test(bg)) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bg);
  storage.set(StorageKey.theme, JSON.stringify(Object.fromEntries(entries)));
}

/** Re-applies the last theme seen on this device, before the network answers. */
export function applyCachedTheme(): void {
  const cached = storage.get(StorageKey.theme);
  if (!cached) return;
  try {
    applyTheme(JSON.parse(cached) as Record<string, unknown>);
  } catch {
    storage.remove(StorageKey.theme);
  }
}

import { storage, StorageKey } from '../storage.ts';

/** Only custom properties with plain values: a theme row must not be able to inject CSS. */
export const THEME_VARIABLE = /^--[a-z0-9-]{1,64}$/i;
export const THEME_VALUE = /^[^;{}<>]{1,200}$/;

export function safeThemeEntries(vars: Record<string, unknown>): [string, string][] {
  return Object.entries(vars).filter((entry): entry is [string, string] => THEME_VARIABLE.test(entry[0]) && typeof entry[1] === 'string' && THEME_VALUE.test(entry[1]));
}

/** Set once a preview is showing: for the rest of this visit the saved theme is stored, not shown. */
let previewing = false;

function paint(entries: [string, string][], root: HTMLElement): void {
  for (const [name, value] of entries) root.style.setProperty(name, value);
  const bg = entries.find(([name]) => name === '--color-bg')?.[1];
  if (bg) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bg);
}

/**
 * Puts the theme's CSS variables (appTheme themeJsonData) on <html> and keeps them for the next
 * start. The stylesheet carries dark defaults for every variable, so the page looks right before
 * this runs.
 */
export function applyTheme(vars: Record<string, unknown>, root: HTMLElement = document.documentElement): void {
  const entries = safeThemeEntries(vars);
  storage.set(StorageKey.theme, JSON.stringify(Object.fromEntries(entries)));
  if (!previewing) paint(entries, root);
}

/** Shows a theme for this visit only (appThemePreview): nothing is saved, a reload without it ends it. */
export function previewTheme(vars: Record<string, unknown>, root: HTMLElement = document.documentElement): void {
  previewing = true;
  paint(safeThemeEntries(vars), root);
}

/** `?themeViewId=2` in the address asks for a theme preview; anything but a positive id is ignored. */
export function themeViewIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('themeViewId');
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
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

import { useLayoutEffect } from 'react';

/**
 * The static shell: the built index.html carries the lobby (guest and player), the splash and the
 * first-visit notice as plain HTML, rendered at build time from the real components
 * (src/app/shell). An inline script picks the variant before the first paint, so a phone shows the
 * lobby as soon as the HTML and CSS arrive instead of after the JavaScript has run. The app removes
 * the shell in the same commit that draws the real page, so nothing flashes or shifts.
 */
export const STATIC_SHELL_ID = 'static-shell';
/** Attributes the boot script sets on <html>; see src/app/shell/boot.ts. */
export const SHELL_VARIANT_ATTR = 'data-shell';
export const SHELL_NOTICE_ATTR = 'data-shell-notice';

function shellElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(STATIC_SHELL_ID);
}

/** True while the static shell is on screen (the router's fallback then draws nothing over it). */
export function hasStaticShell(): boolean {
  return shellElement() !== null && document.documentElement.hasAttribute(SHELL_VARIANT_ATTR);
}

/** True while the shell shows the notice: the app's notice then opens without its pop-in. */
export function isShellShowingNotice(): boolean {
  return hasStaticShell() && document.documentElement.hasAttribute(SHELL_NOTICE_ATTR);
}

/** Takes the shell away; idempotent. */
export function removeStaticShell(): void {
  shellElement()?.remove();
  if (typeof document === 'undefined') return;
  document.documentElement.removeAttribute(SHELL_VARIANT_ATTR);
  document.documentElement.removeAttribute(SHELL_NOTICE_ATTR);
}

/**
 * Called by whatever the router draws first (the layout, or the error page): the layout effect runs
 * after React has put the real page in the DOM and before the browser paints, so the shell and the
 * page swap in one frame.
 */
export function useStaticShellHandOff(): void {
  useLayoutEffect(removeStaticShell, []);
}

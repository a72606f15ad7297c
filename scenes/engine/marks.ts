/**
 * User-timing marks along a scene's first opening (`scene:engine-evaluated`, `scene:renderer-ready`,
 * `scene:bundles-loaded`, `scene:mounted`, `scene:first-frame`; the host adds `scene:host-mounted`),
 * so a Performance trace or bench/jackpotOpen.ts can say where the time to the first frame goes.
 * A mark is a few bytes in the page's timeline; only the first of each name is kept.
 */
const marked = new Set<string>();

export function markOpen(name: string): void {
  if (marked.has(name)) return;
  marked.add(name);
  performance.mark(`scene:${name}`);
}

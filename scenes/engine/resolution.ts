/**
 * The canvas resolution (device pixels per CSS pixel) a scene opens at (docs/scenes.md, resolution
 * policy). Pure, so the policy is unit-tested; Engine.ts reads the browser's values into it.
 */

/** Above 2 the eye gains nothing on a phone held at arm's length, and the GPU pays 2.25× for 3×. */
export const MAX_RESOLUTION = 2;
/** A low-end phone's ceiling: 1.5 fills 56% of the pixels of 2 and still looks sharp on a 2.x screen. */
export const LOW_END_MAX_RESOLUTION = 1.5;
/** The steps a resolution is snapped to: whole and half device pixels (see snapResolution). */
export const RESOLUTION_STEPS = [1, 1.5, 2] as const;

export interface DeviceProfile {
  devicePixelRatio: number;
  /** navigator.hardwareConcurrency; absent in some browsers. */
  cores?: number;
  /** navigator.deviceMemory in GB (Chromium only; rounded down to 0.25 … 8); absent elsewhere. */
  memoryGb?: number;
}

/**
 * A low-end phone: at most 4 cores or at most 2 GB of memory. Both are what the browser reports
 * before the first frame (the ResolutionGovernor then watches real frame times and steps down further
 * on any device). An unknown value is not evidence of a weak device.
 */
export function isLowEnd(profile: DeviceProfile): boolean {
  return (profile.cores !== undefined && profile.cores > 0 && profile.cores <= 4) || (profile.memoryGb !== undefined && profile.memoryGb > 0 && profile.memoryGb <= 2);
}

/**
 * The largest of 1, 1.5 and 2 not above `ratio` (and 1 below 1). A fractional device-pixel ratio such
 * as 2.625 or 1.75 used as it is makes the canvas backing store a non-integral multiple of its CSS
 * size: the browser then resamples the whole canvas when compositing it and every edge blurs. At a
 * whole or half resolution the canvas, whose CSS size the host rounds to whole pixels, is a whole
 * number of device pixels per 1 or 2 CSS pixels, and Pixi's own layout (cells, glyph atlases drawn at
 * 2) lands on the pixel grid. Snapping down, never up: drawing more pixels than the screen has buys nothing.
 */
export function snapResolution(ratio: number): number {
  if (!Number.isFinite(ratio) || ratio <= 1) return 1;
  let snapped: number = RESOLUTION_STEPS[0];
  for (const step of RESOLUTION_STEPS) if (step <= ratio) snapped = step;
  return snapped;
}

/** min(devicePixelRatio, 2), at most 1.5 on a low-end profile, snapped to 1, 1.5 or 2. */
export function sceneResolution(profile: DeviceProfile): number {
  const ceiling = isLowEnd(profile) ? LOW_END_MAX_RESOLUTION : MAX_RESOLUTION;
  return snapResolution(Math.min(profile.devicePixelRatio, ceiling));
}

/** The browser's profile (navigator.deviceMemory is Chromium's; the others give undefined). */
export function browserProfile(): DeviceProfile {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return { devicePixelRatio: window.devicePixelRatio || 1, cores: nav.hardwareConcurrency, memoryGb: nav.deviceMemory };
}

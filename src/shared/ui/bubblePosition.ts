/**
 * Where a floating bubble sits: a pure kernel, so the rules are tested without a browser. The
 * bubble is remembered as a side and a height ratio, which survives a resize or a rotation.
 */
export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface BubblePlace {
  side: 'left' | 'right';
  /** 0 = top of the usable band, 1 = bottom. */
  yRatio: number;
}

/** Gap kept between the bubble and the screen edge. */
export const EDGE_MARGIN = 8;
/** Movement below this is a tap, not a drag. */
export const DRAG_THRESHOLD = 6;

const clampNumber = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** Keeps the bubble's top-left corner so the whole bubble stays on screen. */
export function clampPoint(point: Point, bubble: Size, viewport: Size, margin = EDGE_MARGIN): Point {
  return {
    x: clampNumber(point.x, margin, viewport.width - bubble.width - margin),
    y: clampNumber(point.y, margin, viewport.height - bubble.height - margin),
  };
}

/** Where a dropped bubble settles: the nearer side, at the height it was dropped (clamped). */
export function snapToSide(point: Point, bubble: Size, viewport: Size, margin = EDGE_MARGIN): BubblePlace {
  const clamped = clampPoint(point, bubble, viewport, margin);
  const centre = clamped.x + bubble.width / 2;
  const band = viewport.height - bubble.height - 2 * margin;
  return {
    side: centre < viewport.width / 2 ? 'left' : 'right',
    yRatio: band > 0 ? (clamped.y - margin) / band : 0,
  };
}

/** The top-left corner of a remembered place in the current viewport. */
export function placeToPoint(place: BubblePlace, bubble: Size, viewport: Size, margin = EDGE_MARGIN): Point {
  const band = Math.max(0, viewport.height - bubble.height - 2 * margin);
  const x = place.side === 'left' ? margin : viewport.width - bubble.width - margin;
  return clampPoint({ x, y: margin + clampNumber(place.yRatio, 0, 1) * band }, bubble, viewport, margin);
}

/** Reads a stored place, ignoring anything malformed. */
export function parsePlace(raw: string | null): BubblePlace | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<BubblePlace>;
    if ((value.side === 'left' || value.side === 'right') && typeof value.yRatio === 'number' && Number.isFinite(value.yRatio)) {
      return { side: value.side, yRatio: clampNumber(value.yRatio, 0, 1) };
    }
  } catch {
    // Fall through: a damaged value means the default place.
  }
  return null;
}

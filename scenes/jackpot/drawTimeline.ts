import { countUpAt, planCountUp, type CountUpPlan } from './countUp.ts';
import { highlightAt, planHighlight, type HighlightPlan } from './highlightPlan.ts';
import { planWheel, wheelAngleAt, type CosmeticRng, type WheelPlan } from './wheelPlan.ts';

/**
 * One draw from tap to finish (spec §4): the highlight run lands on the drawn cell, the cell
 * flashes; a jackpot-tier result then spins the wheel and counts the amount up. Pure: the board,
 * the result and a cosmetic RNG in; a timeline the scene samples every frame out.
 */

/** The landed cell flashes this long before the next part (or the end). */
export const LANDED_HOLD_MS = 900;
/** The wheel rests on its segment this long before the amount counts up. */
export const WHEEL_HOLD_MS = 600;
/** The counted amount stays this long before the draw reports it finished. */
export const COUNT_HOLD_MS = 700;

export type DrawPhase = 'highlight' | 'landing' | 'landed' | 'wheel' | 'wheelLanded' | 'countUp' | 'done';

export interface DrawTimeline {
  highlight: HighlightPlan;
  /** Present for a jackpot-tier result. */
  wheel: (WheelPlan & { start: number }) | null;
  countUp: (CountUpPlan & { start: number }) | null;
  end: number;
}

export interface DrawInput {
  cellCount: number;
  /** Index (on the board) of the cell the light rests on now. */
  from: number;
  /** Index of the drawn cell. */
  target: number;
  /** A jackpot-tier result: its propId and the credited amount (hundredths). */
  jackpot: { propId: number; amount: number } | null;
  wheelSegments: readonly number[];
  wheelFrom: number;
  rng: CosmeticRng;
  timeScale?: number;
}

export function planDraw(input: DrawInput): DrawTimeline {
  const timeScale = input.timeScale ?? 1;
  const highlight = planHighlight({ cellCount: input.cellCount, from: input.from, target: input.target, timeScale });
  const landedEnd = highlight.landsAt + LANDED_HOLD_MS * timeScale;
  if (!input.jackpot) return { highlight, wheel: null, countUp: null, end: landedEnd };
  const wheel = { ...planWheel({ segments: input.wheelSegments, target: input.jackpot.propId, from: input.wheelFrom, rng: input.rng, timeScale }), start: landedEnd };
  const countUp = { ...planCountUp(input.jackpot.amount, timeScale), start: wheel.start + wheel.duration + WHEEL_HOLD_MS * timeScale };
  return { highlight, wheel, countUp, end: countUp.start + countUp.duration + COUNT_HOLD_MS * timeScale };
}

export interface DrawFrame {
  phase: DrawPhase;
  /** The lit board cell. */
  cell: number;
  /** The wheel's rotation (radians), or null before the wheel shows. */
  wheelAngle: number | null;
  /** The amount shown (hundredths), or null before the count-up. */
  amount: number | null;
}

export function drawFrameAt(timeline: DrawTimeline, t: number): DrawFrame {
  const { highlight, wheel, countUp } = timeline;
  const light = highlightAt(highlight, t);
  const base = { cell: light.cell, wheelAngle: null, amount: null };
  if (!light.landed) {
    const fast = light.stepIndex < highlight.fastSteps;
    return { ...base, phase: fast ? 'highlight' : 'landing' };
  }
  if (t >= timeline.end) {
    return { ...base, phase: 'done', wheelAngle: wheel?.to ?? null, amount: countUp?.amount ?? null };
  }
  if (!wheel || !countUp || t < wheel.start) return { ...base, phase: 'landed' };
  const spin = wheelAngleAt(wheel, t - wheel.start);
  if (!spin.done) return { ...base, phase: 'wheel', wheelAngle: spin.angle };
  if (t < countUp.start) return { ...base, phase: 'wheelLanded', wheelAngle: spin.angle };
  return { ...base, phase: 'countUp', wheelAngle: spin.angle, amount: countUpAt(countUp, t - countUp.start).value };
}

/** When a phase begins (ms from the tap), or null when this draw has no such phase (an item has no wheel). */
export function phaseStart(timeline: DrawTimeline, phase: DrawPhase): number | null {
  const { highlight, wheel, countUp } = timeline;
  switch (phase) {
    case 'highlight':
      return 0;
    case 'landing':
      return highlight.steps[highlight.fastSteps]?.start ?? null;
    case 'landed':
      return highlight.landsAt;
    case 'wheel':
      return wheel?.start ?? null;
    case 'wheelLanded':
      return wheel ? wheel.start + wheel.duration : null;
    case 'countUp':
      return countUp?.start ?? null;
    case 'done':
      return timeline.end;
  }
}

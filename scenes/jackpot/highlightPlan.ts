/**
 * The draw's highlight run (spec §4, §9): the light moves one board cell per step; the first step
 * lasts 80 ms and each next one 20 ms longer. Once a step has grown past 300 ms (about 3 s in), the
 * light keeps slowing the same way and stops on the first arrival at the drawn cell.
 *
 * Pure: board size, start, target in; the timed steps out. The scene asks `highlightAt(plan, t)`
 * every frame, so the light is where the plan says whatever the frame rate.
 */

export const HIGHLIGHT_FIRST_STEP_MS = 80;
export const HIGHLIGHT_STEP_GROWTH_MS = 20;
/** Past this step length the run may land. */
export const HIGHLIGHT_LANDING_STEP_MS = 300;

export interface HighlightStep {
  /** The cell lit during this step. */
  cell: number;
  /** When the step starts (ms from the tap). */
  start: number;
  duration: number;
}

export interface HighlightPlan {
  steps: readonly HighlightStep[];
  /** When the light rests on the target for good. */
  landsAt: number;
  target: number;
  /** Steps with a duration of at most 300 ms (the fast part), for the "landing" phase boundary. */
  fastSteps: number;
}

export interface HighlightOptions {
  cellCount: number;
  /** Where the light rests now (the last result), or 0. */
  from: number;
  target: number;
  /**
   * prefers-reduced-motion: every step is this fraction as long (1 = as the spec says). The path,
   * and so the result, are unchanged.
   */
  timeScale?: number;
}

export function planHighlight({ cellCount, from, target, timeScale = 1 }: HighlightOptions): HighlightPlan {
  if (!Number.isInteger(cellCount) || cellCount < 2) throw new RangeError('cellCount');
  if (!Number.isInteger(target) || target < 0 || target >= cellCount) throw new RangeError('target');
  const steps: HighlightStep[] = [];
  let cell = ((from % cellCount) + cellCount) % cellCount;
  let start = 0;
  let fastSteps = 0;
  for (let index = 0; ; index += 1) {
    const length = HIGHLIGHT_FIRST_STEP_MS + HIGHLIGHT_STEP_GROWTH_MS * index;
    cell = (cell + 1) % cellCount;
    steps.push({ cell, start: start * timeScale, duration: length * timeScale });
    start += length;
    if (length <= HIGHLIGHT_LANDING_STEP_MS) fastSteps += 1;
    else if (cell === target) break;
  }
  return { steps, landsAt: steps.at(-1)!.start, target, fastSteps };
}

/** The lit cell at `t` ms after the tap (before the first step: the resting cell's successor is not lit yet). */
export function highlightAt(plan: HighlightPlan, t: number): { cell: number; landed: boolean; stepIndex: number } {
  const { steps } = plan;
  if (t >= plan.landsAt) return { cell: plan.target, landed: true, stepIndex: steps.length - 1 };
  // Binary search: the last step that started at or before t.
  let low = 0;
  let high = steps.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (steps[mid]!.start <= t) low = mid;
    else high = mid - 1;
  }
  return { cell: steps[low]!.cell, landed: false, stepIndex: low };
}

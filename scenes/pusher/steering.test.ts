import { describe, expect, it } from 'vitest';
import { seededRng, type SeededRng } from '../engine/rng.ts';
import { PusherSim } from './sim.ts';

/**
 * The steering promise (issue 30), with the real world (board.ts) and no renderer: for every seed, a
 * random fresh field and a random decision (0..10 plain coins, the golden coin or not), exactly the
 * decided plain coins fall off the front, the golden coin falls iff decided, and no coin that was not
 * due ever crosses the front edge.
 *
 * Speed: one world is reused (load() puts every body back in the pool), small fields (12–30 coins),
 * no landing or falling animation, and a seed ends 20 steps after its last due coin fell: the issue's
 * 10,000 seeds take ~37 s on the shared 2-core box (README). `PUSHER_SEEDS=1000` for a quick run.
 */
const SEEDS = Number(process.env.PUSHER_SEEDS ?? 10_000);
/** A seed's hard cap: the ghost phase lands everything long before (worst seen: ~150 steps). */
const CAP_STEPS = 600;
const TAIL_STEPS = 20;

describe('steering: what falls off the front is exactly the decision', () => {
  it(`holds over ${SEEDS} seeds (random fields, 0..10 coins, golden or not)`, { timeout: 600_000 }, () => {
    // One rng the sim keeps; each seed swaps in its own sequence.
    let current: SeededRng = seededRng(0);
    const rng: SeededRng = { next: () => current.next(), int: (min, max) => current.int(min, max) };
    const sim = new PusherSim({ rng, fieldStart: 20, fieldMin: 12, dropSteps: 2, fallSteps: 1 });
    const failures: string[] = [];
    let steps = 0;
    let worst = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      current = seededRng(seed * 7919);
      const field = current.int(12, 30);
      sim.load(null, field);
      const coins = current.int(0, 10);
      const golden = current.next() < 0.3;
      sim.drop({ seq: seed, lane: current.int(0, 4), coins, golden, winLabel: '' });
      let run = 0;
      let tail = -1;
      while (run < CAP_STEPS && tail !== 0) {
        sim.step();
        run++;
        const drop = sim.runs[0];
        if (tail > 0) tail--;
        else if (tail < 0 && (!drop || (drop.landedAt >= 0 && drop.onBoard === 0 && drop.unassigned === 0 && !drop.goldenPending))) tail = TAIL_STEPS;
      }
      steps += run;
      worst = Math.max(worst, run);
      const { front, golden: goldenFell, stray } = sim.fell;
      if (front !== coins || goldenFell !== (golden ? 1 : 0) || stray !== 0 || tail !== 0) {
        failures.push(`seed ${seed}: decided ${coins}${golden ? '+golden' : ''}, fell ${front}${goldenFell ? '+golden' : ''}, stray ${stray}, steps ${run}`);
      }
    }
    expect(failures).toEqual([]);
    // Every decision finished well inside the cap (the deadline's ghost slide works).
    expect(worst).toBeLessThan(CAP_STEPS / 2);
    console.log(`steering: ${SEEDS} seeds, ${steps} steps (mean ${(steps / SEEDS).toFixed(1)}, worst ${worst})`);
  });
});

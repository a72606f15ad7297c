import { describe, expect, it } from 'vitest';
import { seededRng } from '../engine/rng.ts';
import { POOL } from './board.ts';
import { FixedStep, MAX_STEPS_PER_FRAME, STEP_MS } from './fixedStep.ts';
import type { PusherDropPlay } from './model.ts';
import { PusherSim } from './sim.ts';
import { COIN_STATE, GOLDEN } from './steering.ts';

const play = (seq: number, coins: number, golden = false, lane = 2): PusherDropPlay => ({ seq, lane, coins, golden, winLabel: '' });

describe('FixedStep', () => {
  it('turns frames of any rate into whole 1/60 s steps, at most 4 a frame, the rest dropped', () => {
    const at = (hz: number, frames: number) => {
      const clock = new FixedStep();
      let steps = 0;
      for (let i = 0; i < frames; i++) steps += clock.take(1000 / hz);
      return steps;
    };
    expect(at(120, 120)).toBe(60);
    expect(at(60, 60)).toBe(60);
    expect(at(30, 30)).toBe(60);
    expect(at(144, 144)).toBe(60);
    const clock = new FixedStep();
    expect(clock.take(250)).toBe(MAX_STEPS_PER_FRAME);
    expect(clock.take(STEP_MS)).toBe(1);
  });
});

/** Plays drops at fixed wall times with frames of 1000/hz ms; answers the board and what fell. */
function playAt(hz: number) {
  const sim = new PusherSim({ rng: seededRng(7) });
  const settled: number[] = [];
  sim.onSettled = (run) => settled.push(run.play.seq);
  const drops = new Map([
    [0, play(1, 3)],
    [500, play(2, 0, false, 0)],
    [1000, play(3, 5, true, 4)],
    [2000, play(4, 1, false, 1)],
  ]);
  const frame = 1000 / hz;
  for (let i = 0; i * frame < 9000; i++) {
    const t = Math.round(i * frame * 1000) / 1000;
    const due = drops.get(t);
    if (due) sim.drop(due);
    sim.advance(frame);
  }
  return { sim, settled, snapshot: sim.snapshot(), fell: { ...sim.fell } };
}

describe('PusherSim', () => {
  it('ends in the same state at 30, 60 and 120 Hz (the fixed step)', () => {
    const [a, b, c] = [30, 60, 120].map(playAt);
    expect(a!.settled).toEqual([1, 2, 3, 4]);
    expect(a!.fell).toMatchObject({ front: 9, golden: 1, stray: 0 });
    // Positions equal to the last digit of the snapshot, and the bodies themselves exactly.
    expect(b!.snapshot).toEqual(a!.snapshot);
    expect(c!.snapshot).toEqual(a!.snapshot);
    const positions = (r: typeof a) => r!.sim.coins.map((body) => [body.position.x, body.position.y, body.angle]);
    expect(positions(b)).toEqual(positions(a));
    expect(positions(c)).toEqual(positions(a));
  });

  it('is still at rest, moves while a drop plays, and rests again after it settles', () => {
    const sim = new PusherSim({ rng: seededRng(3) });
    expect(sim.isStill()).toBe(true);
    sim.drop(play(1, 2));
    expect(sim.isStill()).toBe(false);
    let settledAt = -1;
    sim.onSettled = () => (settledAt = sim.steps);
    let steps = 0;
    while (!sim.isStill() && steps < 2000) {
      sim.step();
      steps++;
    }
    expect(settledAt).toBeGreaterThan(0);
    expect(sim.isStill()).toBe(true);
    expect(sim.pusherRunning).toBe(false);
    expect(sim.cycleStep).toBe(0);
  });

  it('saves and restores the board (a reload shows the same coins, at rest)', () => {
    const first = new PusherSim({ rng: seededRng(11) });
    first.drop(play(1, 4, true));
    for (let i = 0; i < 1200; i++) first.step();
    const saved = first.snapshot();
    expect(saved.coins.length).toBeGreaterThan(60);
    const reloaded = new PusherSim({ rng: seededRng(99) }, JSON.parse(JSON.stringify(saved)));
    expect(reloaded.snapshot()).toEqual(saved);
    expect(reloaded.isStill()).toBe(true);
    // Junk from storage gives a fresh board, not a crash.
    const junk = new PusherSim({ rng: seededRng(1) }, { version: 2 } as never);
    expect(junk.snapshot().coins.length).toBe(90);
    const partly = new PusherSim({ rng: seededRng(1) }, { version: 1, coins: [[150, 300, 0], [Number.NaN, 1, 2], [-50, 300, 0]], golden: null, phase: 0.5 } as never);
    expect(partly.snapshot()).toMatchObject({ coins: [[150, 300, 0]], phase: 0.5 });
    expect(partly.snapshot().golden).not.toBeNull();
  });

  it('keeps one pool of bodies: refills a short field at the back, fades out the oldest of a full one', () => {
    const sim = new PusherSim({ rng: seededRng(5), fieldStart: 10, fieldMin: 30 });
    const bodies = [...sim.coins];
    sim.drop(play(1, 0));
    sim.step();
    let dropping = 0;
    for (let i = 0; i < POOL; i++) if (sim.state[i] === COIN_STATE.dropping) dropping++;
    // The dropped coin and 20 refills, landing at the back.
    expect(dropping).toBe(21);
    for (let i = 0; i < 600; i++) sim.step();
    expect(sim.coins).toEqual(bodies);
    const full = new PusherSim({ rng: seededRng(5), fieldStart: 140, fieldMax: 130 });
    expect(full.snapshot().coins.length).toBe(140);
    full.drop(play(1, 0));
    for (let i = 0; i < 300; i++) full.step();
    expect(full.snapshot().coins.length).toBeLessThanOrEqual(131);
    expect(full.fell.stray).toBe(0);
  });

  it('over a long session pays exactly what was decided and loses few coins off the sides', () => {
    const decisions = seededRng(42);
    const sim = new PusherSim({ rng: seededRng(7) });
    let coins = 0;
    let golden = 0;
    for (let seq = 1; seq <= 200; seq++) {
      // Roughly the release table's shape: mostly nothing or one coin, now and then more.
      const x = decisions.next();
      const win = x < 0.55 ? 0 : x < 0.8 ? 1 : x < 0.92 ? 2 : x < 0.98 ? 5 : 10;
      const gold = decisions.next() < 0.02;
      coins += win;
      golden += gold ? 1 : 0;
      sim.drop(play(seq, win, gold, decisions.int(0, 4)));
      for (let i = 0; i < 45; i++) sim.step();
    }
    for (let i = 0; i < 1200; i++) sim.step();
    expect(sim.runs).toHaveLength(0);
    expect(sim.fell).toMatchObject({ front: coins, golden, stray: 0 });
    // Side openings take a coin now and then (measured: 24 in 500 drops), never a due one.
    expect(sim.fell.side).toBeLessThan(200 * 0.1);
  });

  it('plays a burst of 80 taps queued at once without running out of pooled bodies', () => {
    const sim = new PusherSim({ rng: seededRng(9) });
    const settled: number[] = [];
    sim.onSettled = (run) => settled.push(run.play.seq);
    for (let seq = 1; seq <= 80; seq++) sim.drop(play(seq, seq % 7 === 0 ? 3 : 0, false, seq % 5));
    for (let i = 0; i < 6000 && settled.length < 80; i++) sim.step();
    expect(settled).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    expect(sim.fell).toMatchObject({ front: 33, stray: 0 });
  });

  it('settles drops in order, each once, and brings the golden coin back after it fell', () => {
    const sim = new PusherSim({ rng: seededRng(8) });
    const settled: number[] = [];
    sim.onSettled = (run) => settled.push(run.play.seq);
    sim.drop(play(1, 6, true));
    sim.drop(play(2, 0));
    sim.drop(play(3, 1, true));
    for (let i = 0; i < 1500; i++) sim.step();
    expect(settled).toEqual([1, 2, 3]);
    expect(sim.fell).toMatchObject({ front: 7, golden: 2, stray: 0 });
    expect(sim.state[GOLDEN]).toBe(COIN_STATE.active);
  });
});

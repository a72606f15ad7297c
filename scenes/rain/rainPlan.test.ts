import { describe, expect, it } from 'vitest';
import {
  FALL_MS,
  FALL_SPREAD,
  liveRange,
  longestFall,
  packetPath,
  poolSizeFor,
  poseAt,
  rainPlan,
  REDUCED_FALL_MS,
  spawnedBy,
  timeOfSpawned,
  type PacketPath,
  type PacketPose,
  type RainLayout,
  type RainPlan,
} from './rainPlan.ts';

const LAYOUT: RainLayout = { width: 360, height: 640, packetW: 36, packetH: 46 };
const newPath = (): PacketPath => ({ id: 0, spawnAt: 0, fallMs: 1, x: 0, scale: 1, swayPx: 0, swayPeriodMs: 1, phase: 0, spin: 0 });
const plan60 = (maxOnScreen = 200, reducedMotion = false, seed = 30) =>
  rainPlan({ seed, durationMs: 60_000, maxOnScreen, reducedMotion, poolSize: poolSizeFor(maxOnScreen) });

/** Packets on screen at t, counted from every path of the event (no shortcut through liveRange). */
function onScreen(plan: RainPlan, t: number): number {
  const path = newPath();
  const pose: PacketPose = { x: 0, y: 0, rotation: 0 };
  let count = 0;
  for (let k = 0; k < plan.total; k++) if (poseAt(packetPath(plan, k, path), t, LAYOUT, pose)) count++;
  return count;
}

describe('the spawn schedule', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = packetPath(plan60(), 123, newPath());
    const b = packetPath(plan60(), 123, newPath());
    const c = packetPath(plan60(200, false, 31), 123, newPath());
    expect(a).toEqual(b);
    expect(c.x).not.toBe(a.x);
  });

  it('spawns in id order, inside the event, with fall times, sizes and places in their ranges', () => {
    const plan = plan60();
    const path = newPath();
    let last = -1;
    for (let k = 0; k < plan.total; k++) {
      packetPath(plan, k, path);
      expect(path.spawnAt).toBeGreaterThan(last);
      last = path.spawnAt;
      expect(path.fallMs).toBeGreaterThanOrEqual(FALL_MS * (1 - FALL_SPREAD) - 1e-9);
      expect(path.fallMs).toBeLessThanOrEqual(longestFall(plan) + 1e-9);
      expect(path.x).toBeGreaterThanOrEqual(0);
      expect(path.x).toBeLessThan(1);
      expect(path.scale).toBeGreaterThan(0.84);
      expect(path.scale).toBeLessThanOrEqual(1.12);
    }
    expect(last).toBeLessThanOrEqual(plan.spawnEndMs);
    expect(plan.spawnEndMs).toBeLessThan(plan.durationMs);
  });

  it('Λ and its inverse agree on every piece (ramp up, hold, ramp down)', () => {
    const plan = plan60();
    for (const t of [0, 1, 500, plan.rampUpMs, 10_000, plan.spawnEndMs - plan.rampDownMs, plan.spawnEndMs - 1000, plan.spawnEndMs]) {
      expect(timeOfSpawned(plan, spawnedBy(plan, t))).toBeCloseTo(t, 6);
    }
    expect(spawnedBy(plan, plan.spawnEndMs + 5000)).toBeCloseTo(spawnedBy(plan, plan.spawnEndMs), 9);
  });

  it('ramps the density up to maxOnScreen, holds it, and down to nothing before the end', () => {
    const plan = plan60();
    expect(plan.peak).toBe(200);
    expect(onScreen(plan, 0)).toBe(0);
    const early = onScreen(plan, 1500);
    expect(early).toBeGreaterThan(3);
    expect(early).toBeLessThan(40);
    for (const t of [12_000, 25_000, 40_000]) {
      const n = onScreen(plan, t);
      expect(n).toBeGreaterThan(185);
      expect(n).toBeLessThanOrEqual(215);
    }
    expect(onScreen(plan, plan.durationMs - 1500)).toBeLessThan(60);
    expect(onScreen(plan, plan.durationMs)).toBeLessThan(20);
    expect(onScreen(plan, plan.spawnEndMs + longestFall(plan))).toBe(0);
  });

  it('never has two live packets in one pool slot (slot = id mod pool size), for several densities', () => {
    for (const max of [200, 60, 13]) {
      const plan = plan60(max);
      const pool = poolSizeFor(max);
      expect(pool).toBeGreaterThanOrEqual(max);
      const a = newPath();
      const b = newPath();
      for (let k = pool; k < plan.total; k++) {
        packetPath(plan, k - pool, a);
        packetPath(plan, k, b);
        expect(a.spawnAt + a.fallMs).toBeLessThanOrEqual(b.spawnAt);
      }
    }
    expect(poolSizeFor(200)).toBeGreaterThanOrEqual(240);
  });

  it('caps the peak at what the pool holds', () => {
    const plan = rainPlan({ seed: 1, durationMs: 60_000, maxOnScreen: 1000, reducedMotion: false, poolSize: poolSizeFor(200) });
    expect(plan.peak).toBe(200);
  });

  it('liveRange covers every packet on screen', () => {
    const plan = plan60();
    const path = newPath();
    const pose: PacketPose = { x: 0, y: 0, rotation: 0 };
    const range = { from: 0, to: 0 };
    for (let t = 0; t < plan.durationMs; t += 777) {
      liveRange(plan, t, range);
      expect(range.to - range.from).toBeLessThan(poolSizeFor(200));
      for (let k = 0; k < plan.total; k++) {
        if (poseAt(packetPath(plan, k, path), t, LAYOUT, pose)) {
          expect(k).toBeGreaterThanOrEqual(range.from);
          expect(k).toBeLessThanOrEqual(range.to);
        }
      }
    }
  });

  it('falls from above the top to below the bottom, inside the sides', () => {
    const plan = plan60();
    const path = packetPath(plan, 500, newPath());
    const pose: PacketPose = { x: 0, y: 0, rotation: 0 };
    expect(poseAt(path, path.spawnAt - 1, LAYOUT, pose)).toBe(false);
    expect(poseAt(path, path.spawnAt, LAYOUT, pose)).toBe(true);
    expect(pose.y).toBeLessThan(-LAYOUT.packetH / 2);
    expect(poseAt(path, path.spawnAt + path.fallMs - 1, LAYOUT, pose)).toBe(true);
    expect(pose.y).toBeGreaterThan(LAYOUT.height + LAYOUT.packetH / 2);
    expect(poseAt(path, path.spawnAt + path.fallMs, LAYOUT, pose)).toBe(false);
    for (let k = 0; k < plan.total; k += 7) {
      const p = packetPath(plan, k, newPath());
      poseAt(p, p.spawnAt + p.fallMs / 2, LAYOUT, pose);
      expect(pose.x).toBeGreaterThanOrEqual((LAYOUT.packetW * p.scale) / 2 - 1e-6);
      expect(pose.x).toBeLessThanOrEqual(LAYOUT.width - (LAYOUT.packetW * p.scale) / 2 + 1e-6);
    }
  });

  it('reduced motion: slower, no sway, no lean, the same density', () => {
    const plan = plan60(200, true);
    expect(plan.fallMs).toBe(REDUCED_FALL_MS);
    const path = packetPath(plan, 300, newPath());
    expect(path.swayPx).toBe(0);
    expect(path.spin).toBe(0);
    const pose: PacketPose = { x: 0, y: 0, rotation: 0 };
    poseAt(path, path.spawnAt + 100, LAYOUT, pose);
    const x = pose.x;
    poseAt(path, path.spawnAt + 2000, LAYOUT, pose);
    expect(pose.x).toBe(x);
    expect(pose.rotation).toBe(0);
    const n = onScreen(plan, 30_000);
    expect(n).toBeGreaterThan(185);
    expect(n).toBeLessThanOrEqual(215);
  });

  it('short and empty events squeeze the ramps and spawn nothing past the end', () => {
    const short = rainPlan({ seed: 3, durationMs: 5000, maxOnScreen: 200, reducedMotion: false });
    expect(short.rampUpMs + short.rampDownMs).toBeLessThanOrEqual(short.spawnEndMs + 1e-9);
    expect(timeOfSpawned(short, short.total)).toBeLessThanOrEqual(short.spawnEndMs + 1e-9);
    const none = rainPlan({ seed: 3, durationMs: 0, maxOnScreen: 200, reducedMotion: false });
    expect(none.total).toBe(0);
    expect(rainPlan({ seed: 3, durationMs: 60_000, maxOnScreen: 0, reducedMotion: false }).total).toBe(0);
  });
});

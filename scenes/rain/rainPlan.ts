/**
 * The rain's spawn schedule (pure, no Pixi): which packet falls when, where and how fast, as a
 * function of the event's time only. Packet `k` (its id) is the k-th of the event; everything about
 * it is a hash of (seed, k), so any moment of the event can be drawn without playing the ones before
 * (a reopened overlay, the gallery's `seek`), and 30, 60 and 120 Hz frames show the same packets.
 *
 * Density: the spawn rate follows a trapezoid (ramp up, hold, ramp down to nothing a little before the
 * end) whose peak is `maxOnScreen / mean fall time`, so by Little's law about `maxOnScreen` packets
 * are on screen at the peak. Spawn times are stratified: packet k spawns where the cumulative rate
 * Λ(t) reaches k + u (u in [0, 1) from the hash), which spreads them evenly with no clumps and keeps
 * them in id order.
 */

/** Mean time a packet takes from above the top to below the bottom (full motion / reduced motion). */
export const FALL_MS = 4200;
export const REDUCED_FALL_MS = 7000;
/** Fall times vary by ± this share of the mean (the faster ones are drawn larger: nearer). */
export const FALL_SPREAD = 0.2;
export const RAMP_UP_MS = 4000;
export const RAMP_DOWN_MS = 5000;
/** Spawning stops this share of a mean fall before the end: the last packets are still falling at the end. */
const SPAWN_END_SHARE = 0.6;
/** Slots beyond the most packets that can be in flight at once (pool size, see poolSizeFor). */
const POOL_SLACK = 8;

export interface RainPlan {
  seed: number;
  durationMs: number;
  /** Packets on screen at the peak. */
  peak: number;
  fallMs: number;
  /** When spawning stops (ms of the event). */
  spawnEndMs: number;
  rampUpMs: number;
  rampDownMs: number;
  /** Spawns per ms at the peak. */
  rate: number;
  /** Packets in the whole event (ids 0 … total − 1). */
  total: number;
  sway: boolean;
}

/** Where packet `k` falls: fixed for the event. */
export interface PacketPath {
  id: number;
  spawnAt: number;
  fallMs: number;
  /** Across the screen, 0 (left margin) … 1 (right margin). */
  x: number;
  /** Size relative to the base packet (faster ones larger). */
  scale: number;
  swayPx: number;
  swayPeriodMs: number;
  phase: number;
  /** Greatest lean in radians (with the sway). */
  spin: number;
}

export interface PacketPose {
  x: number;
  y: number;
  rotation: number;
}

export interface RainLayout {
  width: number;
  height: number;
  /** The base packet's size in points (scale 1). */
  packetW: number;
  packetH: number;
}

/** Slots a pool needs so packet k can always take slot k mod size (see rainPlan.test.ts: no slot is ever shared). */
export function poolSizeFor(maxOnScreen: number): number {
  return Math.ceil(Math.max(1, maxOnScreen) * (1 + FALL_SPREAD)) + POOL_SLACK;
}

/**
 * The plan of one event. `poolSize` (the slots the scene made) caps the peak: a model asking for
 * more packets than the pool holds gets what the pool holds.
 */
export function rainPlan(options: { seed: number; durationMs: number; maxOnScreen: number; reducedMotion: boolean; poolSize?: number }): RainPlan {
  const { seed, reducedMotion } = options;
  const durationMs = Math.max(0, options.durationMs);
  const fallMs = reducedMotion ? REDUCED_FALL_MS : FALL_MS;
  const poolCap = options.poolSize === undefined ? Infinity : Math.floor((options.poolSize - POOL_SLACK) / (1 + FALL_SPREAD));
  const peak = Math.max(0, Math.min(Math.floor(options.maxOnScreen), poolCap));
  const spawnEndMs = Math.max(0, durationMs - fallMs * SPAWN_END_SHARE);
  // A short event squeezes both ramps to fit.
  const squeeze = Math.min(1, spawnEndMs / (RAMP_UP_MS + RAMP_DOWN_MS));
  const rampUpMs = RAMP_UP_MS * squeeze;
  const rampDownMs = RAMP_DOWN_MS * squeeze;
  const rate = peak / fallMs;
  const plan: RainPlan = { seed: seed >>> 0, durationMs, peak, fallMs, spawnEndMs, rampUpMs, rampDownMs, rate, total: 0, sway: !reducedMotion };
  plan.total = Math.floor(spawnedBy(plan, spawnEndMs) + 1e-9);
  return plan;
}

/** Λ(t): how many packets the rate has spawned by event time t (real-valued). */
export function spawnedBy(plan: RainPlan, t: number): number {
  const { rate: r, rampUpMs: up, rampDownMs: down, spawnEndMs: end } = plan;
  if (t <= 0 || r === 0 || end === 0) return 0;
  const holdEnd = end - down;
  if (t <= up) return (r * t * t) / (2 * up);
  const afterUp = (r * up) / 2;
  if (t <= holdEnd) return afterUp + r * (t - up);
  const afterHold = afterUp + r * (holdEnd - up);
  const left = Math.max(0, end - Math.min(t, end));
  return afterHold + r * (down / 2 - (left * left) / (2 * down));
}

/** Λ⁻¹(n): the event time at which the rate has spawned n packets. */
export function timeOfSpawned(plan: RainPlan, n: number): number {
  const { rate: r, rampUpMs: up, rampDownMs: down, spawnEndMs: end } = plan;
  if (n <= 0 || r === 0) return 0;
  const afterUp = (r * up) / 2;
  if (n <= afterUp) return Math.sqrt((2 * up * n) / r);
  const holdEnd = end - down;
  const afterHold = afterUp + r * (holdEnd - up);
  if (n <= afterHold) return up + (n - afterUp) / r;
  const rest = down / 2 - (n - afterHold) / r;
  return end - Math.sqrt(Math.max(0, 2 * down * rest));
}

/** Packet k's path (written into `out`: no allocation per frame). */
export function packetPath(plan: RainPlan, k: number, out: PacketPath): PacketPath {
  const s = plan.seed;
  out.id = k;
  out.spawnAt = timeOfSpawned(plan, k + unit(s, k, 0));
  const speed = unit(s, k, 1);
  out.fallMs = plan.fallMs * (1 - FALL_SPREAD + 2 * FALL_SPREAD * speed);
  out.scale = 1.12 - 0.27 * speed;
  out.x = unit(s, k, 2);
  out.phase = unit(s, k, 3) * Math.PI * 2;
  out.swayPeriodMs = 1600 + 1200 * unit(s, k, 4);
  out.swayPx = plan.sway ? 5 + 9 * unit(s, k, 5) : 0;
  out.spin = plan.sway ? 0.1 + 0.18 * unit(s, k, 6) : 0;
  return out;
}

/**
 * Where a path is at event time t on this layout; false when the packet is not on screen (not yet
 * spawned or fallen out). A function of t alone: the frame rate does not matter.
 */
export function poseAt(path: PacketPath, t: number, layout: RainLayout, out: PacketPose): boolean {
  const age = t - path.spawnAt;
  if (age < 0 || age >= path.fallMs) return false;
  const h = layout.packetH * path.scale;
  const margin = (layout.packetW * path.scale) / 2 + path.swayPx;
  const travel = layout.height + 2 * h;
  out.y = -h + (age / path.fallMs) * travel;
  const wave = (age / path.swayPeriodMs) * Math.PI * 2 + path.phase;
  out.x = margin + path.x * Math.max(0, layout.width - 2 * margin) + path.swayPx * Math.sin(wave);
  out.rotation = path.spin * Math.cos(wave);
  return true;
}

/** The longest fall of any packet of the plan. */
export function longestFall(plan: RainPlan): number {
  return plan.fallMs * (1 + FALL_SPREAD);
}

/** Ids that may be on screen at t (a superset, ~peak × 1.2 of them): [from, to] inclusive, or to < from. */
export function liveRange(plan: RainPlan, t: number, out: { from: number; to: number }): { from: number; to: number } {
  out.from = Math.max(0, Math.floor(spawnedBy(plan, t - longestFall(plan))) - 1);
  out.to = Math.min(plan.total - 1, Math.floor(spawnedBy(plan, t)));
  return out;
}

/** A float in [0, 1) from (seed, k, channel): murmur3's finaliser over the three, integer maths only. */
export function unit(seed: number, k: number, channel: number): number {
  let h = mix(seed ^ 0x9e3779b9);
  h = mix(h ^ Math.imul(k + 1, 0x85ebca6b));
  h = mix(h ^ Math.imul(channel + 1, 0xc2b2ae35));
  return (h >>> 0) / 4294967296;
}

function mix(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

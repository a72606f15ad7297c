import type Matter from 'matter-js';
import type { SeededRng } from '../engine/rng.ts';
import { COIN_R, EDGE_Y, POOL, PUSH_MAX, W } from './board.ts';
import type { PusherBoardSnapshot } from './model.ts';
import { COIN_STATE, GOLDEN } from './steering.ts';

/** [x, y, angle] in board units. */
export type CoinPlace = [number, number, number];

export interface Field {
  coins: CoinPlace[];
  golden: CoinPlace | null;
  phase: number;
}

const TAU = Math.PI * 2;
/** The pile's area: in front of the pusher's furthest reach, behind the front edge. */
const FIELD_TOP = PUSH_MAX + COIN_R + 2;
const FIELD_BOTTOM = EDGE_Y - COIN_R - 1;
const SPACING = COIN_R * 2 + 3;

/**
 * A fresh board from the seed: `count` coins on a jittered hexagonal grid (never overlapping, so it
 * starts at rest), the golden coin on one of the middle rows. The same seed gives the same board.
 */
export function freshField(rng: SeededRng, count: number): Field {
  const sites: CoinPlace[] = [];
  const rowH = SPACING * 0.866;
  for (let row = 0, y = FIELD_BOTTOM; y >= FIELD_TOP; row++, y -= rowH) {
    for (let x = COIN_R + 2 + (row % 2) * (SPACING / 2); x <= W - COIN_R - 2; x += SPACING) sites.push([x, y, 0]);
  }
  // Seeded shuffle (Fisher–Yates), then the front-most `count` sites win: a pile pushed to the edge.
  for (let i = sites.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [sites[i], sites[j]] = [sites[j]!, sites[i]!];
  }
  const chosen = sites.slice(0, Math.min(count + 1, sites.length, POOL + 1));
  chosen.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const jittered = chosen.map(([x, y]): CoinPlace => [x + (rng.next() - 0.5) * 2, y + (rng.next() - 0.5) * 2, rng.next() * TAU]);
  const middle = Math.floor(jittered.length / 2);
  const golden = jittered.splice(middle, 1)[0] ?? null;
  return { coins: jittered, golden, phase: 0 };
}

/**
 * Where a new coin goes at the back (a refill, the golden coin coming back): a few seeded tries for a
 * spot clear of active coins, else the last try (the physics pushes them apart).
 */
export function pickBackSpot(rng: SeededRng, coins: readonly Matter.Body[], state: Uint8Array): CoinPlace {
  let spot: CoinPlace = [W / 2, FIELD_TOP, 0];
  for (let attempt = 0; attempt < 8; attempt++) {
    spot = [COIN_R + 2 + rng.next() * (W - 2 * COIN_R - 4), FIELD_TOP + rng.next() * 50, rng.next() * TAU];
    if (clear(spot, coins, state)) break;
  }
  return spot;
}

function clear([x, y]: CoinPlace, coins: readonly Matter.Body[], state: Uint8Array): boolean {
  const min = (COIN_R * 2) ** 2;
  for (let i = 0; i <= POOL; i++) {
    if (state[i] !== COIN_STATE.active && state[i] !== COIN_STATE.dropping) continue;
    const p = coins[i]!.position;
    if ((p.x - x) ** 2 + (p.y - y) ** 2 < min) return false;
  }
  return true;
}

const round = (v: number) => Math.round(v * 100) / 100;

/** The board for the host to save: coins on it (a dropping coin at its landing spot), the pusher's phase. */
export function writeSnapshot(coins: readonly Matter.Body[], state: Uint8Array, ax: Float64Array, ay: Float64Array, aa: Float64Array, phase: number): PusherBoardSnapshot {
  const placeOf = (i: number): CoinPlace | null => {
    if (state[i] === COIN_STATE.active) {
      const { position, angle } = coins[i]!;
      return [round(position.x), round(position.y), round(angle % TAU)];
    }
    if (state[i] === COIN_STATE.dropping) return [round(ax[i]!), round(ay[i]!), round(aa[i]!)];
    return null;
  };
  const plain: CoinPlace[] = [];
  for (let i = 0; i < POOL; i++) {
    const place = placeOf(i);
    if (place) plain.push(place);
  }
  return { version: 1, coins: plain, golden: placeOf(GOLDEN), phase: round(phase) };
}

const inside = (p: unknown): p is CoinPlace =>
  Array.isArray(p) && p.length === 3 && p.every((v) => typeof v === 'number' && Number.isFinite(v)) && p[0] >= COIN_R && p[0] <= W - COIN_R && p[1] >= FIELD_TOP - 60 && p[1] <= FIELD_BOTTOM;

/**
 * A saved board, checked (it comes from localStorage: anything may be there). Coins outside the board
 * are left out; a wrong version or shape answers null (a fresh board instead).
 */
export function readSnapshot(snapshot: PusherBoardSnapshot): Field | null {
  if (!snapshot || snapshot.version !== 1 || !Array.isArray(snapshot.coins)) return null;
  const coins = snapshot.coins.filter(inside).slice(0, POOL);
  const golden = inside(snapshot.golden) ? snapshot.golden : null;
  const phase = typeof snapshot.phase === 'number' && snapshot.phase >= 0 && snapshot.phase < 1 ? snapshot.phase : 0;
  return { coins: coins.map(([x, y, a]) => [x, y, a]), golden: golden ? [golden[0], golden[1], golden[2]] : null, phase };
}

import Matter from 'matter-js';

/**
 * The coin pusher's physical board (issue 30, scenes/pusher/README.md), in board units: x 0..W left to
 * right, y 0 at the back wall to EDGE_Y at the front edge (the bottom of the screen). No renderer here:
 * the world is built once per scene with every body it will ever hold (the pool), and the steering
 * test runs it in Node.
 *
 * The view is from above, so there is no gravity: coins slide on the felt and stop by air friction
 * (`frictionAir`, the table's drag). The pusher is a heavy dynamic block driven by its velocity each
 * step (a static body never wakes sleeping coins: matter-js's afterCollisions skips static pairs).
 */
const { Bodies, Body, Composite, Engine } = Matter;

export const W = 300;
export const EDGE_Y = 400;
export const COIN_R = 10;
/** Plain coins in the pool (created once); the golden coin is one more body. */
export const POOL = 160;
/** The pusher's front face travels between these (retracted at phase 0). */
export const PUSH_MIN = 70;
export const PUSH_MAX = 130;
/** The pusher block's depth: it reaches back under the rail art at every phase. */
export const PUSHER_DEPTH = 140;
/** Openings in the side rails (side losses): between these y, away from the front, just wider than a coin. */
export const GAP_FROM = 212;
export const GAP_TO = 240;
/** The lip behind the front edge: thick, so a squeezed coin never tunnels through it. */
const LIP_DEPTH = 80;
const WALL = 40;

/** Collision categories (bits): who meets whom is the whole steering method (README). */
export const CAT = {
  wall: 0x1,
  pusher: 0x2,
  /** The invisible barrier along the front edge: every coin except the due ones. */
  lip: 0x4,
  /** Plugs in the side openings: only due coins and the golden coin meet them (never lost off a side). */
  gap: 0x8,
  coin: 0x10,
  /** A due coin past its deadline: it slides over the others straight to the edge. */
  ghost: 0x20,
} as const;

export const MASK = {
  coin: CAT.wall | CAT.pusher | CAT.lip | CAT.coin,
  due: CAT.wall | CAT.pusher | CAT.gap | CAT.coin,
  golden: CAT.wall | CAT.pusher | CAT.lip | CAT.gap | CAT.coin,
  ghost: CAT.wall | CAT.gap,
} as const;

export interface BoardWorld {
  engine: Matter.Engine;
  pusher: Matter.Body;
  /** POOL plain coins then the golden coin (index POOL); none of them is in the world yet. */
  coins: Matter.Body[];
}

/** The pusher's front face at a phase of its cycle (0..1): a cosine, retracted at 0 and 1. */
export function pusherFront(phase: number): number {
  return PUSH_MIN + ((PUSH_MAX - PUSH_MIN) * (1 - Math.cos(2 * Math.PI * phase))) / 2;
}

function wall(x: number, y: number, w: number, h: number, category: number, mask: number): Matter.Body {
  return Bodies.rectangle(x, y, w, h, { isStatic: true, friction: 0.05, restitution: 0.1, collisionFilter: { category, mask } });
}

/** Builds the engine, the fixed walls and every body of the pool, once. */
export function createBoardWorld(): BoardWorld {
  const engine = Engine.create({ gravity: { x: 0, y: 0, scale: 0 }, enableSleeping: true, positionIterations: 6, velocityIterations: 4 });
  const solid = CAT.coin | CAT.ghost | CAT.pusher;
  const sideFrom = -PUSHER_DEPTH;
  const walls = [
    // The back wall, far behind the pusher's reach.
    wall(W / 2, sideFrom - WALL / 2, W + 2 * WALL, WALL, CAT.wall, solid),
    // Side rails: solid from the back to the opening, and from the opening to past the front edge.
    ...[-WALL / 2, W + WALL / 2].flatMap((x) => [
      wall(x, (sideFrom + GAP_FROM) / 2, WALL, GAP_FROM - sideFrom, CAT.wall, solid),
      wall(x, (GAP_TO + EDGE_Y + LIP_DEPTH) / 2, WALL, EDGE_Y + LIP_DEPTH - GAP_TO, CAT.wall, solid),
      wall(x, (GAP_FROM + GAP_TO) / 2, WALL, GAP_TO - GAP_FROM, CAT.gap, CAT.coin | CAT.ghost),
    ]),
    wall(W / 2, EDGE_Y + LIP_DEPTH / 2, W + 2 * WALL, LIP_DEPTH, CAT.lip, CAT.coin),
  ];
  const pusher = Bodies.rectangle(W / 2, PUSH_MIN - PUSHER_DEPTH / 2, W - 1, PUSHER_DEPTH, {
    frictionAir: 0,
    friction: 0.1,
    inertia: Infinity,
    // Never sleeps: it is driven each step, and parked by us when the board rests.
    sleepThreshold: Infinity,
    collisionFilter: { category: CAT.pusher, mask: CAT.coin },
  });
  // Heavy: coins barely move it, and the step puts it back on its track anyway.
  Body.setMass(pusher, 1e5);
  Composite.add(engine.world, [...walls, pusher]);
  const coins: Matter.Body[] = [];
  for (let i = 0; i <= POOL; i++) {
    const golden = i === POOL;
    coins.push(
      Bodies.circle(-1000, -1000, COIN_R, {
        frictionAir: 0.08,
        friction: 0.05,
        frictionStatic: 0.2,
        restitution: 0.1,
        density: golden ? 0.003 : 0.002,
        sleepThreshold: 40,
        collisionFilter: { category: CAT.coin, mask: golden ? MASK.golden : MASK.coin },
      }),
    );
  }
  return { engine, pusher, coins };
}

import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FAIR_ALGORITHM, roundMessage, WordStream } from '../../contract/fairness/algorithm.ts';
import type { FairOutcome, FairTable } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { finishDraw, insertDraw, type DrawRow } from './draws-repo.ts';
import { activeSeed, createSeed, openSeed, randomClientSeed, takeNonce } from './seeds-repo.ts';
import { tableInForce } from './tables-repo.ts';

/**
 * The one function every chance outcome is drawn through (docs/fairness.md): the player's active
 * pair (made on their first draw), its next nonce, the table in force, the words of
 * HMAC-SHA256(serverSeed, `clientSeed:nonce:round`) mapped by the caller (contract/fairness/
 * algorithm.ts: reelStops, weightedDraw), and the draw recorded with everything that verifies it,
 * all in the caller's transaction: a round that rolls back takes its nonce and record with it.
 */

/** Round r's 32 bytes (algorithm.ts header): the key is the server seed's hex text, as Stake's. */
export const serverRound = (serverSeed: string, clientSeed: string, nonce: number) => (round: number) =>
  new Uint8Array(createHmac('sha256', serverSeed).update(roundMessage(clientSeed, nonce, round)).digest());

export class NoFairTable extends Error {
  constructor(readonly key: string) {
    super(`fairness: no table ${key} in force`);
  }
}

export interface DrawContext {
  userId: number;
  /** `slot:<gameId>`, `jackpot`, … */
  tableKey: string;
  /** The draw's time: which table version is in force, and the record's time. */
  now: number;
  /** A tryIt spin (no money moved): recorded, marked. */
  demo?: boolean;
  /** The game's own record, when known before the draw (the round id). */
  ref?: string;
}

export interface Drawn<O extends FairOutcome> {
  outcome: O;
  table: FairTable;
  draw: DrawRow;
  /** Writes the game's record id and what the draw paid (hundredths), in the same transaction. */
  finish(result: { ref?: string; win: number }): Promise<void>;
}

/**
 * Tests only (games-helpers `forceStops`, jackpot-helpers `drawAs`): an override answers a draw's
 * outcome (or undefined to leave it), after the real draw took its nonce and words, so the forced
 * draw is still recorded (and would fail verification, as a tampered outcome must). Several may be
 * in place at once (concurrent forced draws of different players); the newest that answers wins.
 * Refused outside vitest: production has no way to choose an outcome.
 */
export type ForcedOutcome = (table: FairTable, drawn: FairOutcome, ctx: DrawContext) => FairOutcome | undefined;
const forced: ForcedOutcome[] = [];
export function forceFairOutcomesForTests(fn: ForcedOutcome): () => void {
  if (!process.env.VITEST) throw new Error('fairness: outcomes can be forced only under vitest');
  forced.push(fn);
  return () => {
    const at = forced.lastIndexOf(fn);
    if (at >= 0) forced.splice(at, 1);
  };
}

const overridden = (table: FairTable, drawn: FairOutcome, ctx: DrawContext): FairOutcome => {
  for (let i = forced.length - 1; i >= 0; i--) {
    const outcome = forced[i]!(table, drawn, ctx);
    if (outcome) return outcome;
  }
  return drawn;
};

/**
 * Draws one outcome. The caller is in a transaction and holds the player's row lock (`SELECT … FOR
 * UPDATE` on users, taken again here, a no-op for the holder): a rotation takes the same lock, so it
 * waits for this draw to commit before revealing the seed it used, and the nonce cannot be taken twice.
 * `map` must be pure and read only `stream` and `table` (what a verifier has).
 */
export async function drawFair<O extends FairOutcome>(tx: Executor, ctx: DrawContext, map: (stream: WordStream, table: FairTable) => O): Promise<Drawn<O>> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.userId)).for('update');
  const table = await tableInForce(tx, ctx.tableKey, ctx.now);
  if (!table) throw new NoFairTable(ctx.tableKey);
  const seed = (await activeSeed(tx, ctx.userId)) ?? (await createSeed(tx, ctx.userId, randomClientSeed(), ctx.now));
  const nonce = await takeNonce(tx, seed.id);
  if (nonce === undefined) throw new Error(`fairness: seed ${seed.id} stopped being active under the player's lock`);
  const stream = new WordStream(serverRound(openSeed(seed), seed.clientSeed, nonce));
  let outcome: O = map(stream, table);
  if (forced.length > 0) outcome = overridden(table, outcome, ctx) as O;
  const draw = await insertDraw(tx, {
    userId: ctx.userId,
    seedId: seed.id,
    nonce,
    cursor: stream.used,
    tableKey: table.key,
    tableVersion: table.version,
    algorithm: FAIR_ALGORITHM,
    outcome,
    win: 0,
    demo: ctx.demo === true,
    ref: ctx.ref ?? '',
    createdAt: new Date(ctx.now),
  });
  return {
    outcome,
    table,
    draw,
    finish: async (result) => {
      await finishDraw(tx, draw.id, result);
      draw.win = result.win;
      if (result.ref !== undefined) draw.ref = result.ref;
    },
  };
}

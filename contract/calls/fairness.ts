import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * Provable fairness (issue 28, docs/fairness.md). Every chance outcome is drawn by
 * contract/fairness/algorithm.ts from the player's seed pair: a secret server seed whose SHA-256 the
 * player sees before playing, a client seed the player chooses, and a nonce per draw. Rotating the
 * pair reveals the old server seed, so every draw made with it can be recomputed in the browser.
 * The odds a player sees come from the same versioned table the server draws from.
 */

/** 64 lowercase hex characters (a SHA-256 or a server seed). */
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * A client seed: 1–32 of A–Z a–z 0–9 _ -. No ':' (the HMAC message joins seed, nonce and round
 * with ':', so a seed holding one could pose as another seed and nonce).
 */
export const clientSeedSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** The pair that draws now: its server seed only as a hash. */
export const fairSeedSchema = z.object({
  seedHash: hex64,
  clientSeed: z.string(),
  /** Draws made with this pair so far: the next draw's nonce. */
  nonce: z.int().min(0),
  createdAt: z.int(),
});
export type FairSeed = z.infer<typeof fairSeedSchema>;

/** A pair that no longer draws, its server seed revealed. */
export const revealedSeedSchema = fairSeedSchema.extend({
  serverSeed: hex64,
  revealedAt: z.int(),
});
export type RevealedSeed = z.infer<typeof revealedSeedSchema>;

/**
 * What a draw landed on, in the algorithm's own terms: `stops` for reels (one per reel), `index`
 * (into the table's entries) and, for an entry with a range, `pesos` (drawn before any cap) for a
 * weighted table.
 */
export const fairOutcomeSchema = z.object({
  stops: z.array(z.int().min(0)).optional(),
  index: z.int().min(0).optional(),
  pesos: z.int().min(0).optional(),
});
export type FairOutcome = z.infer<typeof fairOutcomeSchema>;

/** One draw as the player's record keeps it: everything that verifies it. */
export const fairDrawSchema = z.object({
  id: z.int(),
  /** The table drawn from: `slot:<gameId>` or `jackpot` (later scenes add theirs). */
  tableKey: z.string(),
  tableVersion: z.int().min(1),
  algorithm: z.string(),
  time: z.int(),
  seedHash: hex64,
  clientSeed: z.string(),
  nonce: z.int().min(0),
  /** Words of the stream the draw used (docs/fairness.md). */
  cursor: z.int().min(1),
  /** The server seed once its pair is rotated; null while it still draws. */
  serverSeed: hex64.nullable(),
  outcome: fairOutcomeSchema,
  /** What the draw paid (hundredths; 0 for a loss or a non-coin prize), as the game's record shows it. */
  win: hundredths,
  /** True when a demo (tryIt) spin made it: it moved no money. */
  demo: z.boolean(),
});
export type FairDraw = z.infer<typeof fairDrawSchema>;

/** A reel symbol as the paytable shows it: `pays` is ×line bet for 3, 4 and 5 of a kind (×total bet for a scatter). */
export const reelSymbolSchema = z.object({
  id: z.int().min(0),
  /** The art alias's name (`slot-<theme>/<name>`). */
  name: z.string(),
  kind: z.enum(['normal', 'wild', 'scatter']),
  pays: z.array(z.int().min(0)),
});

/** A weighted table's entry: a board cell or a prize, with its weight (and a range drawn in whole pesos). */
export const weightedEntrySchema = z.object({
  /** The entry's own id (the jackpot's board cell id). */
  id: z.int(),
  propId: z.int(),
  type: z.int(),
  count: z.int().min(0),
  weight: z.int().min(1),
  minPesos: z.int().min(0).optional(),
  maxPesos: z.int().min(0).optional(),
});
export type WeightedEntry = z.infer<typeof weightedEntrySchema>;

/**
 * One version of a table, as the server draws from it and the odds page shows it. `reels` tables
 * (the slot) are set by a release; `weighted` tables (the jackpot) by an admin in the console,
 * effective from a time, never retroactively.
 */
export const fairTableSchema = z.object({
  key: z.string(),
  version: z.int().min(1),
  effectiveFrom: z.int(),
  kind: z.enum(['reels', 'weighted']),
  reels: z
    .object({
      strips: z.array(z.array(z.int().min(0))),
      symbols: z.array(reelSymbolSchema),
      /** Paylines, each a row index per reel. */
      lines: z.array(z.array(z.int().min(0))),
      /** Return to player in basis points (9600 = 96.00%), computed exactly from the strips and pays. */
      rtpBps: z.int().min(0),
    })
    .optional(),
  weighted: z.object({ entries: z.array(weightedEntrySchema), totalWeight: z.int().min(1) }).optional(),
});
export type FairTable = z.infer<typeof fairTableSchema>;

export const fairnessCalls = {
  /** The player's pair drawing now (server seed as its hash) and the last revealed pairs, newest first. */
  getFairness: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ algorithm: z.string(), active: fairSeedSchema, revealed: z.array(revealedSeedSchema).max(20) }),
  }),
  /**
   * A new pair: the active server seed is revealed (waiting for any draw holding it to finish), a new
   * one is made, and `clientSeed` (or a random one when absent) draws from nonce 0.
   */
  rotateFairSeed: defineCall({
    auth: 'user',
    body: body({ clientSeed: clientSeedSchema.optional() }),
    response: ok({ revealed: revealedSeedSchema, active: fairSeedSchema }),
  }),
  /** The player's draws, newest first, a page at a time; `tableKey` narrows to one table. */
  getFairDraws: defineCall({
    auth: 'user',
    body: body({
      pageNum: int32Id(1).default(1),
      pageSize: z.int().min(1).max(50).default(20),
      tableKey: z.string().max(40).optional(),
    }),
    response: ok({ list: z.array(fairDrawSchema), total: z.int().min(0) }),
  }),
  /**
   * The odds: a table's version in force now (or the named version, which a draw's verification
   * needs), with every version's start. Public: a visitor sees the odds before signing up.
   */
  getGameOdds: defineCall({
    auth: 'public',
    body: body({ tableKey: z.string().min(1).max(40), version: int32Id(1).optional() }),
    response: ok({ table: fairTableSchema, versions: z.array(z.object({ version: z.int().min(1), effectiveFrom: z.int() })) }),
  }),
};

import { z } from 'zod';
import { fairTableSchema } from '../calls/fairness.ts';
import { hundredths, int32Id, ok } from '../common.ts';
import { defineConsoleCall } from './define.ts';
import { consolePendingChangeSchema } from './pending.ts';

/**
 * The odds in the console (issue 28, docs/fairness.md "Operators and proof"): every table the server
 * draws from and its versions, a version's entries with their probabilities, a new version of a
 * weighted table (the jackpot) and a report per table of the draws made against the odds.
 * Admins and compliance read; only admins change, and a change is a money setting: it takes effect
 * when a second admin approves it (docs/console.md "Two admins"), from a time still to come, never
 * retroactively. Reels (the slots') are set by a release only.
 */
const READERS = ['compliance', 'admin'] as const;

/** A table's key as the server names it: `slot:<gameId>`, `jackpot`. */
export const fairTableKeySchema = z.string().min(1).max(40);
/** The latest time a new version may start: a year ahead (a typo of a year would otherwise wait silently). */
export const FAIR_EFFECTIVE_MAX_AHEAD_MS = 366 * 86_400_000;
/** The longest period a report covers. */
export const FAIR_REPORT_MAX_DAYS = 92;

export const consoleFairVersionSchema = z.object({
  version: z.int().min(1),
  effectiveFrom: z.int(),
  /** Who made it: an operator's name for an approved change, `release` for one the code brought. */
  createdBy: z.string().nullable(),
  /** The version draws use now. */
  inForce: z.boolean(),
});

export const consoleFairTableRowSchema = z.object({
  key: z.string(),
  kind: z.enum(['reels', 'weighted']),
  /** Oldest first. A version whose start is still to come is listed, not in force. */
  versions: z.array(consoleFairVersionSchema),
});

/**
 * One entry and its chance: for a weighted table an entry (its id, weight, probability weight / total);
 * for reels a symbol on a reel (its id, how many stops of the strip show it, probability stops / length).
 */
export const consoleFairEntrySchema = z.object({
  reel: z.int().min(0).nullable(),
  id: z.int(),
  weight: z.int().min(0),
  probability: z.number().min(0).max(1),
});
export type ConsoleFairEntry = z.infer<typeof consoleFairEntrySchema>;

/** A report's line: expected against observed, over every draw of the period (real and demo alike: one generator). */
export const consoleFairReportEntrySchema = consoleFairEntrySchema.extend({
  expected: z.number().min(0),
  observed: z.int().min(0),
  real: z.int().min(0),
  demo: z.int().min(0),
});

export const consoleFairChiSquareSchema = z.object({
  statistic: z.number(),
  df: z.int().min(0),
  p: z.number().min(0).max(1),
  /** p ≥ 0.01: the counts fit the odds at 99%. */
  pass: z.boolean(),
});

export const consoleFairReportSchema = z.object({
  key: z.string(),
  kind: z.enum(['reels', 'weighted']),
  from: z.int(),
  to: z.int(),
  /** One block per version that drew in the period, oldest first. */
  versions: z.array(
    z.object({
      version: z.int().min(1),
      real: z.int().min(0),
      demo: z.int().min(0),
      /** Σ win of the draws (hundredths), real draws only. */
      realWin: hundredths,
      entries: z.array(consoleFairReportEntrySchema),
      /** One per reel for reels, one for a weighted table. */
      tests: z.array(z.object({ reel: z.int().min(0).nullable() }).extend(consoleFairChiSquareSchema.shape)),
    }),
  ),
  /** A slot's return over the period's settled real rounds, against the version in force's; null for other tables. */
  rtp: z
    .object({
      rounds: z.int().min(0),
      bets: hundredths,
      wins: hundredths,
      /** Σ win / Σ bet in basis points; null without a bet. */
      observedBps: z.int().min(0).nullable(),
      configuredBps: z.int().min(0),
    })
    .nullable(),
});
export type ConsoleFairReport = z.infer<typeof consoleFairReportSchema>;

export const consoleFairnessCalls = {
  /** Every table and its versions; the odds changes waiting for a second admin. */
  consoleFairTables: defineConsoleCall({
    auth: 'operator',
    roles: READERS,
    body: z.strictObject({}),
    response: ok({ tables: z.array(consoleFairTableRowSchema), pendingChanges: z.array(consolePendingChangeSchema) }),
  }),
  /** One version (the one in force when `version` is absent) with each entry's probability (reels: the RTP is in `table.reels`). 404 for an unknown key or version. */
  consoleFairTable: defineConsoleCall({
    auth: 'operator',
    roles: READERS,
    body: z.strictObject({ key: fairTableKeySchema, version: int32Id(1).optional() }),
    response: ok({ table: fairTableSchema, entries: z.array(consoleFairEntrySchema) }),
  }),
  /**
   * A new version of a weighted table: the weight of every entry of the version in force (the same
   * ids, each once; the page shows the new probabilities first), from `effectiveFrom` (ms, not in the
   * past, at most a year ahead). Proposed, not saved: a second admin approves it
   * (consolePendingChangeDecide), and the time must still be to come then. 400 on `effectiveFrom`
   * (past, too far) or `weights` (other ids); 409 errors.console.fairReelsByRelease for reels,
   * errors.console.changePending while a change of the table waits; 404 for an unknown key.
   */
  consoleFairTableAdd: defineConsoleCall({
    auth: 'operator',
    roles: ['admin'],
    body: z.strictObject({
      key: fairTableKeySchema,
      weights: z.array(z.strictObject({ id: z.int(), weight: z.int().min(1).max(1_000_000_000) })).min(1).max(200),
      effectiveFrom: z.int().min(0),
      reason: z.string().trim().min(1).max(500),
    }),
    response: ok({ pendingChange: consolePendingChangeSchema }),
  }),
  /** Draws of a table in [from, to) (ms; at most FAIR_REPORT_MAX_DAYS): per version, expected against observed, a chi-square; a slot's RTP. */
  consoleFairReport: defineConsoleCall({
    auth: 'operator',
    roles: READERS,
    body: z.strictObject({ key: fairTableKeySchema, from: z.int().min(0), to: z.int().min(0) }),
    response: ok({ report: consoleFairReportSchema }),
  }),
};

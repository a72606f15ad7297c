/**
 * Verifying a recorded draw (docs/fairness.md "Verify a draw"), pure and synchronous: no node
 * imports, so a browser Web Worker runs it after computing the HMAC rounds with Web Crypto (or any
 * third party with any HMAC-SHA256). The server draws with `mapTable` too, so what is verified is
 * exactly what was drawn.
 */
import type { FairDraw, FairOutcome, FairTable } from '../calls/fairness.ts';
import { FAIR_ALGORITHM, reelStops, weightedDraw, WordStream } from './algorithm.ts';

/**
 * A table's draw, by its kind: `reels` one stop per strip (reelStops over the strips' lengths);
 * `weighted` an entry index and, for an entry with a range, whole pesos (weightedDraw).
 */
export function mapTable(stream: WordStream, table: FairTable): FairOutcome {
  if (table.kind === 'reels') {
    if (!table.reels) throw new Error(`fairness: table ${table.key}@${table.version} has no reels`);
    return { stops: reelStops(stream, table.reels.strips.map((strip) => strip.length)) };
  }
  if (!table.weighted) throw new Error(`fairness: table ${table.key}@${table.version} has no entries`);
  const { index, pesos } = weightedDraw(stream, table.weighted.entries);
  return pesos === undefined ? { index } : { index, pesos };
}

/** The HMAC rounds of a draw: a function computing round r's 32 bytes, or rounds computed already (a worker's). */
export type RoundSource = ((round: number) => Uint8Array) | readonly Uint8Array[];

/**
 * The outcome the draw's inputs give on this table, and the words it used. Rounds given as a list
 * that turn out too few throw NeedMoreRounds (algorithm.ts): compute more and call again.
 */
export function recompute(table: FairTable, rounds: RoundSource): { outcome: FairOutcome; cursor: number } {
  const stream = typeof rounds === 'function' ? new WordStream(rounds) : WordStream.fromRounds(rounds);
  const outcome = mapTable(stream, table);
  return { outcome, cursor: stream.used };
}

/** What can be wrong with a recorded draw. */
export type VerifyProblem =
  /** The record names another algorithm than this file's. */
  | 'algorithm'
  /** The table given is not the key and version the draw names. */
  | 'table'
  /** No server seed yet (the pair still draws: rotate it first). */
  | 'unrevealed'
  /** SHA-256 of the server seed is not the hash shown before play. */
  | 'seed-hash'
  /** The recomputed outcome differs from the record's. */
  | 'outcome'
  /** The recomputed draw used another number of words than the record's cursor. */
  | 'cursor';

export interface Verification {
  ok: boolean;
  problems: VerifyProblem[];
  /** What the inputs give (absent when the algorithm or table is not this one's). */
  outcome?: FairOutcome;
  cursor?: number;
}

/** Outcomes compared field by field (stops in order; index; pesos): key order and absent fields do not matter. */
export function sameOutcome(a: FairOutcome, b: FairOutcome): boolean {
  const stops = (o: FairOutcome) => (o.stops ? o.stops.join(',') : null);
  return stops(a) === stops(b) && (a.index ?? null) === (b.index ?? null) && (a.pesos ?? null) === (b.pesos ?? null);
}

/**
 * Verifies one recorded draw: the algorithm is this one, the table is the version it names, the
 * server seed (once revealed) hashes to the hash shown before play (when `seedHash` is given: the
 * hash the caller computed of `draw.serverSeed`, or a function computing it), and the HMAC rounds of
 * `${clientSeed}:${nonce}:${round}` under that seed give the recorded outcome with the recorded cursor.
 * `rounds` must be computed from `draw.serverSeed`, `draw.clientSeed` and `draw.nonce`.
 */
export function verifyDraw(
  draw: Pick<FairDraw, 'tableKey' | 'tableVersion' | 'algorithm' | 'seedHash' | 'serverSeed' | 'clientSeed' | 'nonce' | 'outcome' | 'cursor'>,
  table: FairTable,
  rounds: RoundSource,
  seedHash?: string | ((serverSeed: string) => string),
): Verification {
  const problems: VerifyProblem[] = [];
  if (draw.algorithm !== FAIR_ALGORITHM) problems.push('algorithm');
  if (table.key !== draw.tableKey || table.version !== draw.tableVersion) problems.push('table');
  if (problems.length) return { ok: false, problems };
  if (draw.serverSeed === null) problems.push('unrevealed');
  else if (seedHash !== undefined) {
    const computed = typeof seedHash === 'function' ? seedHash(draw.serverSeed) : seedHash;
    if (computed.toLowerCase() !== draw.seedHash) problems.push('seed-hash');
  }
  const { outcome, cursor } = recompute(table, rounds);
  if (!sameOutcome(outcome, draw.outcome)) problems.push('outcome');
  if (cursor !== draw.cursor) problems.push('cursor');
  return { ok: problems.length === 0, problems, outcome, cursor };
}

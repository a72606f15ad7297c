import { chiSquare, countsOf, runsTest, serialCorrelation, type ChiSquare, type RunsTest, type SerialTest } from '../../server/fairness/report-stats.ts';
import type { ProofTable } from './tables.ts';

/** One sequence's three tests: a reel's stops, or a weighted table's entry indexes. */
export interface SequenceVerdict {
  /** `reel 1` … `reel 5`, or `entries`. */
  name: string;
  draws: number;
  chiSquare: ChiSquare;
  runs: RunsTest;
  serial: SerialTest;
  pass: boolean;
}

/** The probability of each value of each sequence: uniform over a strip, weight / total for entries. */
export function sequenceProbabilities(table: ProofTable): number[][] {
  if (table.kind === 'reels') return table.strips.map((strip) => strip.map(() => 1 / strip.length));
  const total = table.entries.reduce((s, e) => s + e.weight, 0);
  return [table.entries.map((e) => e.weight / total)];
}

/** Frequency, runs and serial correlation at 99% over each sequence of a table's draws. */
export function testSequences(table: ProofTable, sequences: Uint32Array[]): SequenceVerdict[] {
  const probabilities = sequenceProbabilities(table);
  return sequences.map((sequence, i) => {
    const values = Array.from(sequence);
    const chi = chiSquare(countsOf(sequence, probabilities[i]!.length), probabilities[i]!);
    const runs = runsTest(values);
    const serial = serialCorrelation(values);
    return { name: table.kind === 'reels' ? `reel ${i + 1}` : 'entries', draws: sequence.length, chiSquare: chi, runs, serial, pass: chi.pass && runs.pass && serial.pass };
  });
}

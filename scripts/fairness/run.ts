import { cpus } from 'node:os';
import { recordSection } from '../../bench/record.ts';
import { FAIR_ALGORITHM } from '../../contract/fairness/algorithm.ts';
import { chanceOfFailures, Z_99 } from '../../server/fairness/report-stats.ts';
import { drawMany, randomPair } from './draws.ts';
import { proofTables } from './tables.ts';
import { testSequences } from './tests.ts';

/**
 * `npm run fairness` (docs/fairness.md "Operators and proof"): 10^6 draws of every table (each house
 * slot's reels, the jackpot's weighted board) through contract/fairness/algorithm.ts on node:crypto's
 * HMAC, from a fresh random seed pair per table, then frequency chi-square, runs and lag-1 serial
 * correlation at 99% on each sequence (a reel's stops, the board's entries). Prints every figure and
 * writes them to bench/results.json under `fairness` (its other sections untouched).
 * `FAIRNESS_DRAWS` sets the draws per table; `--no-write` only prints.
 */
const DRAWS = Number(process.env.FAIRNESS_DRAWS ?? 1_000_000);
const round = (x: number, digits = 6) => Number(x.toPrecision(digits));

const tables = [];
let checks = 0;
let failures = 0;
const started = performance.now();
for (const table of proofTables()) {
  const pair = randomPair();
  const t0 = performance.now();
  const sequences = drawMany(table, DRAWS, pair);
  const drawSeconds = (performance.now() - t0) / 1000;
  const verdicts = testSequences(table, sequences);
  const seconds = (performance.now() - t0) / 1000;
  checks += verdicts.length * 3;
  failures += verdicts.reduce((n, v) => n + Number(!v.chiSquare.pass) + Number(!v.runs.pass) + Number(!v.serial.pass), 0);
  const sequencesOut = verdicts.map((v) => ({
    name: v.name,
    chiSquare: round(v.chiSquare.statistic),
    df: v.chiSquare.df,
    p: round(v.chiSquare.p, 4),
    runsZ: round(v.runs.z, 4),
    serialR: round(v.serial.r, 4),
    serialBound: round(v.serial.bound, 4),
    pass: v.pass,
  }));
  tables.push({ key: table.key, kind: table.kind, draws: DRAWS, serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, pass: verdicts.every((v) => v.pass), drawSeconds: round(drawSeconds, 3), seconds: round(seconds, 3), sequences: sequencesOut });
  console.log(`${table.key} (${table.kind}): ${DRAWS.toLocaleString('en')} draws in ${drawSeconds.toFixed(2)} s, tested in ${(seconds - drawSeconds).toFixed(2)} s`);
  for (const s of sequencesOut) {
    console.log(`  ${s.name.padEnd(8)} chi² ${String(s.chiSquare).padStart(9)} df ${String(s.df).padStart(3)} p ${s.p.toFixed(4)}  runs z ${s.runsZ.toFixed(3).padStart(7)}  serial r ${s.serialR.toFixed(4).padStart(7)} (bound ±${s.serialBound})  ${s.pass ? 'pass' : 'FAIL'}`);
  }
}
const chance = chanceOfFailures(failures, checks);
const summary = {
  measuredAt: new Date().toISOString(),
  machine: `${cpus()[0]?.model ?? 'unknown'} ×${cpus().length}, node ${process.version}`,
  algorithm: FAIR_ALGORITHM,
  level: 0.99,
  z99: round(Z_99, 6),
  drawsPerTable: DRAWS,
  checks,
  failures,
  /** The chance of at least this many failures from an ideal generator: below 1% would be a finding. */
  chanceOfFailures: round(chance, 4),
  pass: chance >= 0.01,
  seconds: round((performance.now() - started) / 1000, 3),
  tables,
};
console.log(`${checks} checks at 99%: ${failures} failed (chance alone gives at least that many with probability ${chance.toFixed(4)}): ${summary.pass ? 'pass' : 'FAIL'}; ${summary.seconds} s`);
if (!process.argv.includes('--no-write')) {
  recordSection('fairness', summary);
  console.log('written to bench/results.json (fairness)');
}
if (!summary.pass) process.exitCode = 1;

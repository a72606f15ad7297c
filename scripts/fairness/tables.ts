import { readFileSync } from 'node:fs';
import type { JackpotAward } from '../../contract/index.ts';
import type { ReleaseTable } from '../../server/fairness/index.ts';
import { slotReleaseTables } from '../../server/games/index.ts';
import { jackpotReleaseTable, jackpotRules } from '../../server/jackpot/index.ts';

/**
 * The tables the proof draws from: version 1 as a fresh database holds it, built by the same functions
 * the seed writes it with (server/seed/seed.ts `ensureReleaseTables`): each house slot's strips
 * (games/house/fair-table.ts) and the jackpot's weighted board (jackpot/fair-table.ts, from the seed's
 * jackpotAwardConfig and config.ts's weights, tiers in whole pesos).
 */
export type ProofTable =
  | { key: string; kind: 'reels'; strips: number[][] }
  | { key: string; kind: 'weighted'; entries: { id: number; weight: number; minPesos?: number; maxPesos?: number }[] };

const board = (JSON.parse(readFileSync(new URL('../../server/seed/app-config.json', import.meta.url), 'utf8')) as { jackpotAwardConfig: JackpotAward[] }).jackpotAwardConfig;

const proofTable = (release: ReleaseTable): ProofTable => {
  if (release.body.reels) return { key: release.key, kind: 'reels', strips: release.body.reels.strips };
  if (release.body.weighted) return { key: release.key, kind: 'weighted', entries: release.body.weighted.entries };
  throw new Error(`fairness proof: table ${release.key} has no body`);
};

export function proofTables(): ProofTable[] {
  return [...slotReleaseTables(), jackpotReleaseTable(board, jackpotRules)].map(proofTable);
}

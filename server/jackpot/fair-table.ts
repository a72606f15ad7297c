import { JackpotAwardType, PESO, type FairTable, type JackpotAward, type WeightedEntry } from '../../contract/index.ts';
import type { ReleaseTable } from '../fairness/index.ts';
import type { JackpotRules } from './config.ts';
import { drawableCells, payoutOf, type Payout } from './rules.ts';

/**
 * The Lucky Jackpot's fairness table (`jackpot`, kind weighted; docs/fairness.md "Tables"). Version 1
 * is made by the release from the board's drawable cells (app config jackpotAwardConfig) and their
 * weights (config.ts `jackpotRules.weights`); a tier cell carries its range in whole pesos
 * (ceil(min/100) … floor(max/100)). Later versions are an operator's (the console), effective from a
 * time not yet come.
 *
 * The table decides: a draw picks one of ITS entries and pays that entry's prize (the tier's range
 * from the entry). A board cell not in the table is never drawn; an entry whose cell the operator has
 * since removed or relabelled on the board still draws what the table says (the result names the
 * prize): the console shows both, so they are kept in step.
 */
export const JACKPOT_TABLE = 'jackpot';

export function jackpotReleaseTable(cells: readonly JackpotAward[], rules: JackpotRules): ReleaseTable {
  const entries: WeightedEntry[] = drawableCells(cells, rules).map(({ cell, weight }) => {
    const entry: WeightedEntry = { id: cell.id, propId: cell.propId, type: cell.type, count: cell.count, weight };
    const payout = payoutOf(cell, rules);
    if (payout?.kind === 'tier') {
      entry.minPesos = Math.ceil(payout.range.min / PESO);
      entry.maxPesos = Math.floor(payout.range.max / PESO);
    }
    return entry;
  });
  return { key: JACKPOT_TABLE, kind: 'weighted', body: { weighted: { entries, totalWeight: entries.reduce((sum, e) => sum + e.weight, 0) } } };
}

/** What an entry pays: a tier from the pool (its range in hundredths), an item to its balance; null when it cannot be paid. */
export function entryPayout(entry: WeightedEntry, rules: JackpotRules): Payout | null {
  if (entry.type === JackpotAwardType.jackpot) {
    if (entry.minPesos === undefined || entry.maxPesos === undefined) return null;
    return { kind: 'tier', range: { min: entry.minPesos * PESO, max: entry.maxPesos * PESO } };
  }
  return payoutOf(entry, rules);
}

/** A table the draw can use: weighted, with every entry payable. */
export function drawableTable(table: FairTable | undefined, rules: JackpotRules): table is FairTable & { weighted: NonNullable<FairTable['weighted']> } {
  return Boolean(table?.weighted && table.weighted.entries.length > 0 && table.weighted.entries.every((e) => entryPayout(e, rules) !== null));
}

import type { FairTable } from '../../../../contract/calls/fairness.ts';
import { rewardItemText } from '../players/rewardItems.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What an entry is, in words: a reel's symbol by its art name (`hi1`, `wild`…), a jackpot cell by its
 * prize (₱20.00 coin, 100 points) or its tier and range (Mega jackpot, ₱5,000–₱20,000), a coin pusher's by the stakes it pays.
 */
export function entryLabel(t: Translate, table: FairTable, entry: { reel: number | null; id: number }): string {
  if (table.kind === 'reels') return table.reels?.symbols.find((s) => s.id === entry.id)?.name ?? String(entry.id);
  const cell = table.weighted?.entries.find((e) => e.id === entry.id);
  if (!cell) return String(entry.id);
  // The coin pusher's entries pay stakes, not hundredths (docs/pusher.md): the golden entry's count has the coin's worth in it.
  if (table.key === 'pusher') return t('console-fairness:pusherEntry', { count: cell.count });
  if (cell.minPesos !== undefined && cell.maxPesos !== undefined) {
    return t('console-fairness:tier', { name: t(`console-fairness:tiers.${cell.propId}`, { defaultValue: String(cell.propId) }), min: cell.minPesos.toLocaleString('en-PH'), max: cell.maxPesos.toLocaleString('en-PH') });
  }
  return rewardItemText(t, cell);
}

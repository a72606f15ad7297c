import { isTicket, PESO, PropId, TicketRange, type RewardItemView, type ScratchPrizeArt, type WeightedEntry } from '../../contract/index.ts';
import type { ReleaseTable } from '../fairness/index.ts';

/**
 * Each card type's fairness table (`scratch:<seed key>`, kind weighted; docs/scratch.md "Odds"). Version 1
 * is the release's, from server/seed/scratch-cards.json; later versions are an admin's (the console's
 * odds page, weights only, from a time not yet come). A purchase draws one entry of the table in force
 * and the card keeps that entry's prize: the table decides, the card's page shows the same table.
 */
export const scratchTableKey = (seedKey: string) => `scratch:${seedKey}`;

/** One prize of a seeded card type: a single item and its weight (entry ids stable across versions). */
export interface SeedScratchPrize {
  id: number;
  propId: number;
  count: number;
  weight: number;
}

/** A card type as server/seed/scratch-cards.json declares it, with the mall item that sells it. */
export interface SeedScratchCard {
  key: string;
  art: string;
  name: string;
  description: string;
  price: number;
  dailyLimit?: number | null;
  stock?: number | null;
  sort: number;
  wagering: number;
  brushRadius: number;
  autoRevealBps: number;
  prizes: SeedScratchPrize[];
}

/** What a card may pay: coin (whole pesos), points, diamonds, or a diamond coupon (a ticket the mall takes). */
export function payable(item: RewardItemView): boolean {
  if (item.propId === PropId.coin) return item.count > 0 && item.count % PESO === 0;
  if (item.propId === PropId.diamond || item.propId === PropId.points) return item.count > 0;
  return isTicket(item.propId) && item.propId <= TicketRange.diamondCoupon.to && item.count === 1;
}

/** The prize art under the mask, from what it pays (so a table and its art cannot disagree). */
export function prizeArt(items: readonly RewardItemView[]): ScratchPrizeArt {
  const first = items[0];
  if (!first) return 'coins';
  if (first.propId === PropId.diamond) return 'diamonds';
  if (isTicket(first.propId)) return 'coupon';
  if (first.propId !== PropId.coin) return 'coins';
  if (first.count < 20 * PESO) return 'coins';
  return first.count < 200 * PESO ? 'coin-bag' : 'coin-chest';
}

/** A table entry's prize as a card keeps it. */
export const entryItems = (entry: WeightedEntry): RewardItemView[] => [{ propId: entry.propId, count: entry.count }];

/** The release tables of the seeded card types (version 1 of each; ensureReleaseTables writes them once). */
export function scratchReleaseTables(cards: readonly SeedScratchCard[]): ReleaseTable[] {
  return cards.map((card) => {
    const ids = new Set(card.prizes.map((p) => p.id));
    if (ids.size !== card.prizes.length || card.prizes.length === 0) throw new Error(`scratch seed: ${card.key} needs prizes with distinct ids`);
    const entries: WeightedEntry[] = card.prizes.map((p) => {
      if (!payable({ propId: p.propId, count: p.count }) || !Number.isSafeInteger(p.weight) || p.weight < 1) throw new Error(`scratch seed: ${card.key} prize ${p.id} cannot be paid`);
      return { id: p.id, propId: p.propId, type: 1, count: p.count, weight: p.weight };
    });
    return { key: scratchTableKey(card.key), kind: 'weighted', body: { weighted: { entries, totalWeight: entries.reduce((sum, e) => sum + e.weight, 0) } } };
  });
}

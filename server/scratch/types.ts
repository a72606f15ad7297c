import { asc } from 'drizzle-orm';
import { scratchCardArts, type ScratchCardArt, type ScratchCardType } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { itemsOfKind } from '../diamonds/index.ts';
import { tableInForce } from '../fairness/index.ts';
import { entryItems, prizeArt, scratchTableKey, type SeedScratchCard } from './fair-table.ts';
import { scratchCardTypes } from './schema.ts';

/** A stored art alias as the contract names it (an unknown one shows bronze). */
export const cardArt = (stored: string | undefined): ScratchCardArt => ((scratchCardArts as readonly string[]).includes(stored ?? '') ? (stored as ScratchCardArt) : 'bronze');

/**
 * The card types a player sees (docs/scratch.md): each active type whose mall item is on sale and whose
 * table has a version in force, with that version's prizes and weights (the odds shown are the odds
 * drawn). `alsoTypeIds` adds the types of cards the player still holds even when off sale
 * (`onSale` false), so an owned card can still be drawn and revealed.
 */
export async function cardTypes(db: Executor, now: number, alsoTypeIds: ReadonlySet<number> = new Set()): Promise<ScratchCardType[]> {
  const [types, items] = await Promise.all([db.select().from(scratchCardTypes).orderBy(asc(scratchCardTypes.sort), asc(scratchCardTypes.id)), itemsOfKind(db, 'scratchCard')]);
  const itemOf = new Map(items.map((item) => [item.id, item]));
  const views: ScratchCardType[] = [];
  for (const type of types) {
    const item = itemOf.get(type.itemId);
    const onSale = type.active && item !== undefined && item.active;
    if (!item || (!onSale && !alsoTypeIds.has(type.id))) continue;
    const table = await tableInForce(db, type.tableKey, now);
    const entries = table?.weighted?.entries;
    if (!table || !entries || entries.length === 0) continue;
    views.push({
      id: type.id,
      name: item.name,
      art: cardArt(type.art),
      itemId: item.id,
      price: item.price,
      stock: item.stock,
      onSale,
      prizes: entries.map((entry) => ({ id: entry.id, items: entryItems(entry), art: prizeArt(entryItems(entry)), weight: entry.weight })),
      totalWeight: table.weighted!.totalWeight,
      tableKey: table.key,
      tableVersion: table.version,
      autoRevealShare: type.autoRevealBps / 10_000,
      brushRadius: type.brushRadius,
    });
  }
  return views;
}

/**
 * The seeded card types (server/seed/scratch-cards.json), each beside its mall item (found by
 * `itemIdOf`, the seeder's lookup of the item it made): adds what is missing by seed key, never
 * overwrites an operator's later change.
 */
export async function seedScratchCards(db: Executor, cards: readonly SeedScratchCard[], itemIdOf: (key: string) => Promise<number | undefined>, now: number): Promise<void> {
  for (const card of cards) {
    const itemId = await itemIdOf(card.key);
    if (itemId === undefined) throw new Error(`scratch seed: no mall item for ${card.key}`);
    await db
      .insert(scratchCardTypes)
      .values({
        seedKey: card.key,
        itemId,
        art: card.art,
        tableKey: scratchTableKey(card.key),
        autoRevealBps: card.autoRevealBps,
        brushRadius: card.brushRadius,
        wagering: card.wagering,
        sort: card.sort,
        createdAt: new Date(now),
        // Seeded types are on sale from the start: their prizes are fixed from then (weights: the odds page).
        firstOnSaleAt: new Date(now),
      })
      .onConflictDoNothing();
  }
}

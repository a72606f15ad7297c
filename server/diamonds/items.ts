import { and, asc, eq, sql } from 'drizzle-orm';
import { diamondArtAliases, type DiamondArtAlias, type DiamondImage, type DiamondItem, type DiamondItemKind } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { diamondExchanges, diamondItems } from './schema.ts';

export type ItemRow = typeof diamondItems.$inferSelect;

/**
 * The kinds players can buy now (a row of another kind is never shown nor sold). Scratch cards are sold
 * here (purchase with the scratch area's issue hook) but listed by the scratch scene, not the mall's
 * page (`activeItems` lists coin and goods only): the card's page shows its odds before the purchase.
 */
export const SOLD_KINDS: readonly DiamondItemKind[] = ['coin', 'goods', 'scratchCard'];

/** `art:<alias>` or an upload's address, as the contract shapes it (an unknown alias shows the pouch). */
export function imageOf(stored: string): DiamondImage {
  if (stored.startsWith('/diamond-goods/')) return { url: stored };
  const alias = stored.replace(/^art:/, '');
  return { art: (diamondArtAliases as readonly string[]).includes(alias) ? (alias as DiamondArtAlias) : 'coin-pouch' };
}

export const activeItems = (db: Executor) =>
  db
    .select()
    .from(diamondItems)
    .where(and(eq(diamondItems.active, true), sql`${diamondItems.kind} IN ('coin', 'goods')`))
    .orderBy(asc(diamondItems.sort), asc(diamondItems.id));

/** Every item of one kind, on sale or not (the scratch area lists its card types' items through it). */
export const itemsOfKind = (db: Executor, kind: DiamondItemKind) => db.select().from(diamondItems).where(eq(diamondItems.kind, kind)).orderBy(asc(diamondItems.sort), asc(diamondItems.id));

/** What a player bought of each item: today (Manila) and in all, refunded exchanges left out. */
export async function boughtCounts(db: Executor, userId: number, day: string): Promise<Map<number, { today: number; total: number }>> {
  const rows = await db
    .select({
      itemId: diamondExchanges.itemId,
      total: sql<number>`count(*)::int`,
      today: sql<number>`count(*) FILTER (WHERE ${diamondExchanges.day} = ${day})::int`,
    })
    .from(diamondExchanges)
    .where(and(eq(diamondExchanges.userId, userId), eq(diamondExchanges.refunded, false)))
    .groupBy(diamondExchanges.itemId);
  return new Map(rows.map((r) => [r.itemId, { today: Number(r.today), total: Number(r.total) }]));
}

/** What players and operators both see of an item: its terms (the console adds its switches). */
export const itemTerms = (row: ItemRow) => ({
  id: row.id,
  kind: row.kind as DiamondItemKind,
  name: row.name,
  description: row.description,
  image: imageOf(row.image),
  price: row.price,
  coin: row.coin,
  wagering: row.wagering,
  stock: row.stock,
  dailyLimit: row.dailyLimit,
  totalLimit: row.totalLimit,
});

export function itemView(row: ItemRow, bought: { today: number; total: number } | undefined): DiamondItem {
  return { ...itemTerms(row), boughtToday: bought?.today ?? 0, boughtTotal: bought?.total ?? 0 };
}

/** Diamonds a player has spent in the mall, refunded exchanges left out (what the add-up awards count). */
export async function diamondsSpent(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(sum(${diamondExchanges.diamonds}), 0)` })
    .from(diamondExchanges)
    .where(and(eq(diamondExchanges.userId, userId), eq(diamondExchanges.refunded, false)));
  return Number(row?.spent ?? 0);
}

import { and, asc, eq, ne } from 'drizzle-orm';
import { mapTable } from '../../contract/fairness/verify.ts';
import { Errcode, PropId, type ScratchCard } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import type { IssueHook } from '../diamonds/index.ts';
import { drawFair, NoFairTable } from '../fairness/index.ts';
import { assertHasDeposited } from '../rewards/index.ts';
import { entryItems, prizeArt } from './fair-table.ts';
import { scratchCards, scratchCardTypes } from './schema.ts';

export type CardRow = typeof scratchCards.$inferSelect;

/** A card as its owner sees it: the prize drawn at purchase, with its art, and the kept strokes. */
export const cardView = (row: CardRow): ScratchCard => ({
  id: row.id,
  typeId: row.typeId,
  prize: { id: row.prize.id, items: row.prize.items, art: prizeArt(row.prize.items) },
  fairDrawId: row.fairDrawId,
  strokes: row.strokes,
  state: row.state as ScratchCard['state'],
  createdAt: row.createdAt.getTime(),
  claimedAt: row.claimedAt ? row.claimedAt.getTime() : null,
});

/**
 * The purchase's issue hook (server/diamonds purchase(), in its transaction, holding the player's row):
 * the card type its item sells (9205 when none is on sale), the top-up every prize needs (5003, as a
 * coin item's: the prize is paid through the rewards engine, which asks for it), the draw through the
 * fairness module on the type's table in force, and the card with its prize. Anything refused here
 * rolls the purchase back: the diamonds stay, the stock too, the nonce is not spent.
 */
export const issueCard =
  (now: number): IssueHook =>
  async (tx, exchange, item) => {
    const [type] = await tx
      .select()
      .from(scratchCardTypes)
      .where(and(eq(scratchCardTypes.itemId, item.id), eq(scratchCardTypes.active, true)));
    if (!type) throw new ApiError(Errcode.scratchNotOnSale, { field: 'itemId' });
    await assertHasDeposited(tx, exchange.userId);
    let drawn;
    try {
      drawn = await drawFair(tx, { userId: exchange.userId, tableKey: type.tableKey, now }, mapTable);
    } catch (error) {
      if (error instanceof NoFairTable) throw new ApiError(Errcode.scratchNotOnSale, { field: 'itemId' });
      throw error;
    }
    const entry = drawn.table.weighted?.entries[drawn.outcome.index ?? -1];
    if (!entry) throw new ApiError(Errcode.scratchNotOnSale, { field: 'itemId' });
    const items = entryItems(entry);
    const [card] = await tx
      .insert(scratchCards)
      .values({
        userId: exchange.userId,
        typeId: type.id,
        exchangeId: exchange.id,
        diamonds: exchange.diamonds,
        fairDrawId: drawn.draw.id,
        tableVersion: drawn.table.version,
        prize: { id: entry.id, items },
        createdAt: new Date(now),
      })
      .returning({ id: scratchCards.id });
    // The record's `win`: the coin this draw decided (paid at the reveal), as the jackpot records its coin.
    await drawn.finish({ ref: String(card!.id), win: entry.propId === PropId.coin ? entry.count : 0 });
  };

/** The card a purchase issued (a retry of the request answers it); undefined when the exchange bought something else. */
export async function cardByExchange(db: Executor, userId: number, exchangeId: number): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(scratchCards)
    .where(and(eq(scratchCards.exchangeId, exchangeId), eq(scratchCards.userId, userId)));
  return row;
}

/** The player's cards not yet claimed, oldest first (a stranger's id never matches: the owner is in the query). */
export const unclaimedCards = (db: Executor, userId: number) =>
  db
    .select()
    .from(scratchCards)
    .where(and(eq(scratchCards.userId, userId), ne(scratchCards.state, 'claimed')))
    .orderBy(asc(scratchCards.id));

/** One card of the player, locked for the rest of the transaction; 9201 for another's or none. */
export async function lockedCard(tx: Executor, userId: number, cardId: number): Promise<CardRow> {
  const [row] = await tx
    .select()
    .from(scratchCards)
    .where(and(eq(scratchCards.id, cardId), eq(scratchCards.userId, userId)))
    .for('update');
  if (!row) throw new ApiError(Errcode.scratchCardNotFound, { field: 'cardId' });
  return row;
}

import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ActivityId, type ScratchAward, type ScratchCard } from '../../contract/index.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { itemsOfKind } from '../diamonds/index.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { claimReward, ONCE } from '../rewards/index.ts';
import { cardView, lockedCard } from './cards.ts';
import { scratchCards, scratchCardTypes } from './schema.ts';
import { cardArt } from './types.ts';

/** The rewards engine's source of every card's prize: one grant per card, keyed by the card (`card:<id>`). */
const SOURCE = { activityId: ActivityId.ScratchCard, period: ONCE, reason: 'scratch_card' } as const;

/**
 * Reveals a card and pays its prize (docs/scratch.md "Reveal"), in one transaction holding the player's
 * row then the card's. A claimed card answers itself again, paying nothing (`paidNow` false): a retry,
 * a second tab, a double tap all see the same prize, paid once. The payment is the rewards engine's
 * `claimReward` (its checks: 5004 for a protected player, the card staying owned and unclaimed until
 * the protection ends; a coin prize locked by the type's wagering), keyed by the card, so even a path
 * that skipped the state check could not pay it twice (5002).
 */
export async function claimCard(db: Db, userId: number, cardId: number, now: number): Promise<{ card: ScratchCard; paidNow: boolean; diamonds: number; coin: number }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    let card = await lockedCard(tx, userId, cardId);
    let paidNow = false;
    if (card.state !== 'claimed') {
      const [type] = await tx.select({ wagering: scratchCardTypes.wagering }).from(scratchCardTypes).where(eq(scratchCardTypes.id, card.typeId));
      const grant = await claimReward(tx, {
        userId,
        source: SOURCE,
        key: `card:${card.id}`,
        items: card.prize.items,
        wagering: type?.wagering ?? 1,
        meta: { cardId: card.id, typeId: card.typeId, fairDrawId: card.fairDrawId },
        now,
      });
      const [claimed] = await tx.update(scratchCards).set({ state: 'claimed', grantId: grant.id, claimedAt: new Date(now) }).where(eq(scratchCards.id, card.id)).returning();
      card = claimed!;
      paidNow = true;
    }
    const balances = await playerBalances(tx, userId);
    return { card: cardView(card), paidNow, diamonds: balances.diamond, coin: balances.coin };
  });
}

/** The player's revealed cards, newest first, a page at a time. */
export async function awardLog(db: Executor, userId: number, pageNum: number, pageSize: number): Promise<{ list: ScratchAward[]; total: number }> {
  const mine = and(eq(scratchCards.userId, userId), eq(scratchCards.state, 'claimed'));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(scratchCards)
      .where(mine)
      .orderBy(desc(scratchCards.claimedAt), desc(scratchCards.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ total: count() }).from(scratchCards).where(mine),
  ]);
  const typeIds = [...new Set(rows.map((r) => r.typeId))];
  const types = typeIds.length === 0 ? [] : await db.select().from(scratchCardTypes).where(inArray(scratchCardTypes.id, typeIds));
  const names = new Map((await itemsOfKind(db, 'scratchCard')).map((item) => [item.id, item.name]));
  const typeOf = new Map(types.map((t) => [t.id, t]));
  const list = rows.map((row): ScratchAward => {
    const type = typeOf.get(row.typeId);
    const view = cardView(row);
    return { cardId: row.id, typeId: row.typeId, name: (type && names.get(type.itemId)) ?? '', art: cardArt(type?.art), prize: view.prize, price: row.diamonds, claimedAt: view.claimedAt! };
  });
  return { list, total: Number(total) };
}

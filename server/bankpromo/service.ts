import { count, desc, eq, sql } from 'drizzle-orm';
import { ActivityId, bankPromoBonus, PropId, type AppConfig, type CallResult } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import type { Executor } from '../db/client.ts';
import { grantReward, ONCE, promotionsWithheld, RewardWithheld } from '../rewards/index.ts';
import { bankPromoBonuses } from './schema.ts';
import { bankPromoTerms } from './terms.ts';

/**
 * The bank promotion's bonus and the player's view (docs/bankpromo.md). The wallet calls `payBankBonus`
 * in the transaction that credits a paid order (payments/settle.ts, after the deposit's own transfer,
 * the coupon's and the first-deposit offer's bonuses), never when an order is made: an order that is
 * never paid gets nothing.
 */

/** The grant's natural key: one bonus an order, whatever happens to its callbacks. */
export const bonusKey = (orderNo: string) => `bank:${orderNo}`;

/**
 * The bonus of a paid order, in the credit's transaction (the player's row held): nothing when the
 * activity is off, the channel is not a bank one or the amount under the minimum (the terms in force
 * now), or this order has its row already (a settlement applied again); otherwise the bonus through
 * `grantReward` (activity 80, once, key `bank:<orderNo>`, meta `orderNo` so a reversed deposit's
 * bonus is forfeited with it, locked by the terms' turnover multiple) and the order's row. A protected
 * player gets the deposit without it. Answers the bonus paid.
 */
export async function payBankBonus(tx: Executor, order: { userId: number; orderNo: string; typeId: number; amount: number; now: number }): Promise<number> {
  if (!(await activitiesRepo(tx).isOn(ActivityId.BankPromo))) return 0;
  const { terms } = await bankPromoTerms(tx);
  const bonus = bankPromoBonus(order.amount, order.typeId, terms);
  if (bonus <= 0) return 0;
  const [earlier] = await tx.select({ orderNo: bankPromoBonuses.orderNo }).from(bankPromoBonuses).where(eq(bankPromoBonuses.orderNo, order.orderNo));
  if (earlier) return 0;
  try {
    const grant = await grantReward(tx, {
      userId: order.userId,
      source: { activityId: ActivityId.BankPromo, period: ONCE, reason: 'bank_promo_bonus' },
      key: bonusKey(order.orderNo),
      items: [{ propId: PropId.coin, count: bonus }],
      wagering: terms.wagering,
      meta: { orderNo: order.orderNo, typeId: order.typeId, amount: order.amount },
      now: order.now,
    });
    if (grant.duplicate) return 0;
    await tx.insert(bankPromoBonuses).values({ orderNo: order.orderNo, userId: order.userId, typeId: order.typeId, amount: order.amount, bonus, wagering: terms.wagering, grantId: grant.id, paidAt: new Date(order.now) });
    return bonus;
  } catch (error) {
    if (error instanceof RewardWithheld) return 0;
    throw error;
  }
}

/** Bonuses paid: a player's, or everyone's. */
export async function bonusesPaid(db: Executor, userId?: number): Promise<{ count: number; total: number }> {
  const [row] = await db
    .select({ n: count(), total: sql<string>`coalesce(sum(${bankPromoBonuses.bonus}), 0)::text` })
    .from(bankPromoBonuses)
    .where(userId === undefined ? undefined : eq(bankPromoBonuses.userId, userId));
  return { count: row?.n ?? 0, total: Number(row?.total ?? 0) };
}

export async function bankPromoInfo(db: Executor, userId: number, config: Pick<AppConfig, 'rechargeBankMap'>, now: number): Promise<Omit<CallResult<'bankPromo'>, 'errcode' | 'msg'>> {
  const [running, withheld, { terms }, paid] = [
    await activitiesRepo(db).isOn(ActivityId.BankPromo),
    await promotionsWithheld(db, userId, now),
    await bankPromoTerms(db),
    await bonusesPaid(db, userId),
  ];
  const banks = Object.values(config.rechargeBankMap)
    .filter((b) => b.status === 1)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((b) => ({ id: b.id, name: b.name, code: b.code }));
  return { running, withheld, terms, banks, paid };
}

export async function bankPromoLog(db: Executor, userId: number, page: { pageNum: number; pageSize: number }): Promise<Omit<CallResult<'bankPromoLog'>, 'errcode' | 'msg'>> {
  const rows = await db
    .select()
    .from(bankPromoBonuses)
    .where(eq(bankPromoBonuses.userId, userId))
    .orderBy(desc(bankPromoBonuses.paidAt), desc(bankPromoBonuses.orderNo))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const { count: total } = await bonusesPaid(db, userId);
  return { list: rows.map((r) => ({ orderNo: r.orderNo, typeId: r.typeId, amount: r.amount, bonus: r.bonus, wagering: r.wagering, paidAt: r.paidAt.getTime() })), total };
}

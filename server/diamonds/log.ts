import { desc, eq } from 'drizzle-orm';
import type { DiamondLogLine } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { PlayerAccount } from '../ledger/ledger.ts';
import { accountStatement } from '../ledger/statement.ts';
import { maskNickname } from '../jackpot/index.ts';
import { diamondExchanges, diamondItems } from './schema.ts';

/** The activity a diamond movement came from: grants and exchanges name it in their transfer's meta. */
function activityOf(meta: unknown): number | null {
  const id = (meta as { activityId?: unknown } | null)?.activityId;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

/** The diamond log: the player's diamond account's statement, newest first, a keyset page before `beforeId`. */
export async function diamondLog(db: Executor, userId: number, beforeId: number | undefined, size: number): Promise<{ list: DiamondLogLine[]; nextBeforeId: number | null }> {
  const rows = await accountStatement(db, { ownerId: userId, account: PlayerAccount.diamond, beforeId, limit: size + 1 });
  const page = rows.slice(0, size);
  return {
    list: page.map((row) => ({ id: row.id, kind: row.kind, activityId: activityOf(row.meta), amount: row.amount, balanceAfter: row.balanceAfter, time: row.time.getTime() })),
    nextBeforeId: rows.length > size ? page.at(-1)!.id : null,
  };
}

export const TICKER_SIZE = 20;

/** The latest exchanges of every player for the public ticker, nicknames masked as the jackpot's board masks them. */
export async function tickers(db: Executor) {
  const rows = await db
    .select({ id: diamondExchanges.id, nickname: users.nickname, kind: diamondItems.kind, name: diamondItems.name, coin: diamondExchanges.coin, time: diamondExchanges.createdAt })
    .from(diamondExchanges)
    .innerJoin(users, eq(users.id, diamondExchanges.userId))
    .innerJoin(diamondItems, eq(diamondItems.id, diamondExchanges.itemId))
    .orderBy(desc(diamondExchanges.id))
    .limit(TICKER_SIZE);
  return rows.map((row) => ({ id: row.id, nickname: maskNickname(row.nickname), kind: row.kind as 'coin' | 'goods', name: row.name, coin: row.coin, time: row.time.getTime() }));
}

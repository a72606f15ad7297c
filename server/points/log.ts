import type { PointsLogLine } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { PlayerAccount } from '../ledger/ledger.ts';
import { accountStatement } from '../ledger/statement.ts';

/** The activity a points movement came from: every grant's and exchange's transfer names it in its meta. */
function activityOf(meta: unknown): number | null {
  const id = (meta as { activityId?: unknown } | null)?.activityId;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

/**
 * The points log: every entry of the player's points account, newest first, a page before `beforeId`
 * (a keyset on the entry id, so a movement made while the player pages shifts nothing). It is the
 * ledger's own statement (the coin record's), read through `accountStatement`.
 */
export async function pointsLog(db: Executor, userId: number, beforeId: number | undefined, size: number): Promise<{ list: PointsLogLine[]; nextBeforeId: number | null }> {
  // One more than a page tells whether there is a next one.
  const rows = await accountStatement(db, { ownerId: userId, account: PlayerAccount.points, beforeId, limit: size + 1 });
  const page = rows.slice(0, size);
  return {
    list: page.map((row) => ({ id: row.id, kind: row.kind, activityId: activityOf(row.meta), amount: row.amount, balanceAfter: row.balanceAfter, time: row.time.getTime() })),
    nextBeforeId: rows.length > size ? page.at(-1)!.id : null,
  };
}

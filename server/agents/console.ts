import { eq, inArray } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import type { ConsoleReferral } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { agentsRepo, type ReferralRow } from './repo.ts';
import { referralStatus } from './service.ts';
import { checkNewReferrals } from './team.ts';

/** Account names by id, for the rows a console view shows. */
async function accounts(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.account]));
}

async function views(db: Executor, rows: readonly ReferralRow[]): Promise<ConsoleReferral[]> {
  const names = await accounts(db, rows.flatMap((row) => [row.refereeId, row.inviterId]));
  return rows.map((row) => ({
    refereeId: row.refereeId,
    referee: names.get(row.refereeId) ?? '',
    inviterId: row.inviterId,
    inviter: names.get(row.inviterId) ?? '',
    boundAt: row.boundAt.getTime(),
    via: row.via as ConsoleReferral['via'],
    status: referralStatus(row),
    review: row.review as ConsoleReferral['review'],
    signals: row.signals,
    validAt: row.validAt?.getTime() ?? null,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.getTime() ?? null,
  }));
}

/** The referrals waiting for a decision, oldest binding first. */
export async function consoleReferrals(db: Db, limit: number): Promise<ConsoleReferral[]> {
  return views(db, await agentsRepo(db).frozen(limit));
}

/** The rows of these players' referees, made (and checked) for any not seen before. */
async function referralsBelow(db: Executor, parents: readonly number[]): Promise<ReferralRow[]> {
  const repo = agentsRepo(db);
  const members = await repo.childrenOf(parents);
  const { rows, made } = await repo.referralsFor(members);
  await checkNewReferrals(db, made, members);
  return [...rows.values()];
}

/** A player's place in the tree: the chain of inviters above (nearest first, at most 20), their referral, two levels below. */
export async function consoleTree(db: Db, userId: number) {
  const upline: { userId: number; account: string }[] = [];
  const seen = new Set([userId]);
  let [row] = await db.select({ pid: users.pid }).from(users).where(eq(users.id, userId));
  if (!row) throw new ApiError(Errcode.notFound, { field: 'userId' });
  while (row?.pid != null && upline.length < 20 && !seen.has(row.pid)) {
    const id: number = row.pid;
    seen.add(id);
    const [above] = await db.select({ pid: users.pid, account: users.account }).from(users).where(eq(users.id, id));
    if (!above) break;
    upline.push({ userId: id, account: above.account });
    row = above;
  }
  const own = upline.length > 0 ? (await referralsBelow(db, [upline[0]!.userId])).find((r) => r.refereeId === userId) : undefined;
  const level1 = await referralsBelow(db, [userId]);
  const level2 = await referralsBelow(db, level1.map((r) => r.refereeId));
  return {
    upline,
    referral: own ? (await views(db, [own]))[0]! : null,
    level1: await views(db, level1),
    level2: await views(db, level2),
  };
}

/**
 * An operator's decision on a frozen referral, in the caller's transaction (which writes the audit
 * row): released, its bets and validity count again from the next read (a week already claimed is not
 * paid again); void, they never will. Decided once: a second decision finds it no longer frozen (9604).
 */
export async function decideReferral(tx: Executor, refereeId: number, decision: 'release' | 'void', operator: string, now: number) {
  const repo = agentsRepo(tx);
  const before = await repo.referral(refereeId);
  if (!before || !(await repo.decide(refereeId, decision === 'release' ? 'released' : 'void', operator, new Date(now)))) {
    throw new ApiError(Errcode.agentReferralNotFound);
  }
  const after = (await repo.referral(refereeId))!;
  const [beforeView, afterView] = await views(tx, [before, after]);
  return { before: beforeView!, after: afterView! };
}

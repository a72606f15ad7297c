import { inArray } from 'drizzle-orm';
import type { ConsoleWithdrawalDeskRow } from '../../contract/ops/index.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { ServerDeps } from '../deps.ts';
import { sameName, verifiedNames } from '../kyc/index.ts';
import { accountHolders, paidDepositsByChannel, payoutCards, type PaidDeposits, type WithdrawalRow } from '../wallet/index.ts';
import { secondApprovalAmount, withdrawalApprovals } from './approvals.ts';
import { withdrawalView } from './withdrawal-view.ts';

/** contract/enums.ts WithdrawChannel: 1 GCash, 2 Maya, 3 a bank account. */
const CHANNELS = { 1: 'gcash', 2: 'maya', 3: 'bank' } as const;

type NamedMap = Record<string, { name: string } | undefined>;

/** The paid deposits of one player, summed over channels and listed by channel (the busiest first). */
function depositSummary(rows: PaidDeposits[], channelName: (typeId: number) => string): ConsoleWithdrawalDeskRow['deposits'] {
  const times = (pick: (r: PaidDeposits) => Date | null) => rows.map(pick).filter((d): d is Date => d !== null).map((d) => d.getTime());
  const firsts = times((r) => r.firstAt);
  const lasts = times((r) => r.lastAt);
  return {
    count: rows.reduce((n, r) => n + r.count, 0),
    sum: rows.reduce((n, r) => n + r.sum, 0),
    firstAt: firsts.length ? Math.min(...firsts) : null,
    lastAt: lasts.length ? Math.max(...lasts) : null,
    channels: rows
      .map((r) => ({ name: channelName(r.typeId), count: r.count, sum: r.sum }))
      .sort((a, b) => b.count - a.count || b.sum - a.sum || a.name.localeCompare(b.name)),
  };
}

/**
 * The withdrawal desk's rows (docs/console.md "Withdrawals"): each pending request with where the
 * money goes (channel, number, the owner's name beside the player's verified name, flagged when they
 * differ), who else pays out to that number, the player's paid deposits by channel, and the approvals
 * a large one has had. Read a page at a time: one query per kind of fact, not per row.
 */
export async function withdrawalQueue(deps: ServerDeps, pending: WithdrawalRow[]): Promise<{ withdrawals: ConsoleWithdrawalDeskRow[]; secondApprovalAmount: number }> {
  const db: Executor = deps.db;
  const userIds = pending.map((w) => w.userId);
  const cards = new Map((await payoutCards(db, pending.map((w) => w.cardId))).map((c) => [c.id, c]));
  const holders = await accountHolders(db, [...cards.values()].map((c) => c.accountNo));
  const players = userIds.length ? await db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.id, userIds)) : [];
  const accounts = new Map(players.map((p) => [p.id, p.account]));
  const kycNames = await verifiedNames(db, userIds);
  const deposits = await paidDepositsByChannel(db, userIds);
  const firsts = await withdrawalApprovals(db).firstOf(pending.map((w) => w.id));
  const threshold = await secondApprovalAmount(db);
  const { config } = await deps.config.get();
  const channelName = (typeId: number) => (config.rechargeTypeMap as NamedMap)[String(typeId)]?.name ?? `#${typeId}`;

  const withdrawals = pending.map((w): ConsoleWithdrawalDeskRow => {
    const card = cards.get(w.cardId);
    const kycName = kycNames.get(w.userId) ?? null;
    const accountNo = card?.accountNo ?? '';
    const first = firsts.get(w.id);
    return {
      ...withdrawalView(w),
      account: accounts.get(w.userId) ?? '',
      kycName,
      destination: {
        channel: CHANNELS[(card?.type ?? 3) as keyof typeof CHANNELS] ?? 'bank',
        bankName: card && card.type === 3 ? ((config.rechargeBankMap as NamedMap)[String(card.bankId)]?.name ?? '') : '',
        accountNo,
        accountName: card?.accountName ?? '',
        nameDiffers: kycName !== null && card !== undefined && !sameName(kycName, card.accountName),
        sharedWith: [...new Set(holders.filter((h) => h.accountNo === accountNo && h.userId !== w.userId).map((h) => h.userId))].sort((a, b) => a - b),
      },
      deposits: depositSummary(
        deposits.filter((d) => d.userId === w.userId),
        channelName,
      ),
      approval: { needsTwo: w.amount > threshold, firstBy: first?.operator ?? null, firstAt: first?.at.getTime() ?? null },
    };
  });
  return { withdrawals, secondApprovalAmount: threshold };
}

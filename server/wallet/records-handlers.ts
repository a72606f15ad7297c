import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { HandlerGroup } from '../api/context.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../db/schema.ts';
import { recordGroups } from '../ledger/kinds.ts';
import { manilaDays } from '../api/manila-days.ts';

const PAGE_SIZE = 20;

export const recordHandlers: HandlerGroup<'appUserCoinDetail'> = {
  appUserCoinDetail: async ({ body, deps, session: { user } }) => {
    const { start, end } = manilaDays(body.from, body.to);
    const size = body.pageSize ?? PAGE_SIZE;
    const kinds = body.group ? [...recordGroups[body.group]] : undefined;
    if (kinds && kinds.length === 0) return { list: [], nextBeforeId: null };
    const rows = await deps.db
      .select({ id: ledgerEntries.id, kind: ledgerTransfers.kind, amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter, time: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(
        and(
          eq(ledgerAccounts.ownerId, user.id),
          eq(ledgerAccounts.kind, 'coin'),
          kinds ? inArray(ledgerTransfers.kind, kinds) : undefined,
          start ? gte(ledgerEntries.createdAt, start) : undefined,
          end ? lt(ledgerEntries.createdAt, end) : undefined,
          body.beforeId ? lt(ledgerEntries.id, body.beforeId) : undefined,
        ),
      )
      .orderBy(desc(ledgerEntries.id))
      .limit(size + 1);
    const page = rows.slice(0, size);
    return {
      list: page.map((row) => ({ id: row.id, kind: row.kind, amount: row.amount, balanceAfter: row.balanceAfter, time: row.time.getTime() })),
      nextBeforeId: rows.length > size ? page.at(-1)!.id : null,
    };
  },
};

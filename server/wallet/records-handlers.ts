import type { HandlerGroup } from '../api/context.ts';
import { recordGroups } from '../ledger/kinds.ts';
import { PlayerAccount } from '../ledger/ledger.ts';
import { accountStatement } from '../ledger/statement.ts';
import { manilaDays } from '../api/manila-days.ts';

const PAGE_SIZE = 20;

export const recordHandlers: HandlerGroup<'appUserCoinDetail'> = {
  appUserCoinDetail: async ({ body, deps, session: { user } }) => {
    const { start, end } = manilaDays(body.from, body.to);
    const size = body.pageSize ?? PAGE_SIZE;
    const kinds: readonly string[] | undefined = body.group ? recordGroups[body.group] : undefined;
    if (kinds && kinds.length === 0) return { list: [], nextBeforeId: null };
    // One more than a page tells whether there is a next one.
    const rows = await accountStatement(deps.db, { ownerId: user.id, account: PlayerAccount.coin, kinds, start, end, beforeId: body.beforeId ?? undefined, limit: size + 1 });
    const page = rows.slice(0, size);
    return {
      list: page.map((row) => ({ id: row.id, kind: row.kind, amount: row.amount, balanceAfter: row.balanceAfter, time: row.time.getTime() })),
      nextBeforeId: rows.length > size ? page.at(-1)!.id : null,
    };
  },
};

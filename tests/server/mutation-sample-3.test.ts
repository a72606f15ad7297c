import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Errcode } from '../../contract/index.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import * as schema from '../../server/tables.ts';
import { lose } from './bankrupt-helpers.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';
import { forceStops, fund, losingStops, spinCall, start, stopsWinning } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk } from './helpers.ts';
import { okCall } from './jackpot-helpers.ts';
import { info as limitInfo, setLimit } from './protection-helpers.ts';
import { withdraw } from './reversal-helpers.ts';

/**
 * What mutation sample 3 (docs/mutation-sample-3.md) found no test pinning down, asserted as the player
 * sees it: a bonus played down to ₱0 and then given up by a withdrawal, and a win under a wager limit.
 */
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.78.${ips % 250}.${1 + Math.floor(ips / 250)}`);
const WELCOME = 5_000;

describe(`mutation sample 3 (${databaseKind})`, () => {
  const t = useTestServer();

  it('a bonus played down to ₱0 with turnover left: a withdrawal of new cash goes through and closes it at ₱0, moving no bonus', async () => {
    const p: Player = await player(t, 'zerobonus');
    await depositPaid(t, p.token, 10_000); // ₱100 qualifies the ₱50 welcome coins (5× turnover)
    await lose(t, p); // ₱150: the cash first, then the bonus, all of it
    const [open] = await t.deps.db.select().from(schema.rewardWagering).where(eq(schema.rewardWagering.userId, p.userId));
    expect(open).toMatchObject({ amount: WELCOME, balance: 0, forfeitedAt: null });
    expect(open!.turnoverLeft).toBeGreaterThan(0);

    await depositPaid(t, p.token, 20_000);
    expect(expectOk(await withdraw(t, p, 10_000))).toMatchObject({ coin: 10_000 });
    const [closed] = await t.deps.db.select().from(schema.rewardWagering).where(eq(schema.rewardWagering.userId, p.userId));
    expect(closed).toMatchObject({ balance: 0, forfeited: 0, turnoverLeft: 0 });
    expect(closed!.forfeitedAt).not.toBeNull();
    const moved = await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'bonus_forfeit' AND meta->>'wageringId' = ${String(closed!.id)}`);
    expect((moved as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 0 }]);
    expect((await auditBooks(t.deps.db)).problems).toEqual([]);
  });

  it('wager limit: a win gives no room back (every stake counts), unlike a loss limit', async () => {
    const wagerLimit = async (p: Player) => (await limitInfo(t, p.token)).limits.find((l: { kind: string }) => l.kind === 'wager');
    const p = await player(t, 'wagerwin');
    await fund(t, p.userId, 100_000);
    const { sessionId } = await start(t, p.token);
    expectOk(await setLimit(t, p.token, 'wager', 'day', 1_000));

    // A ₱2 stake that wins ₱4: ₱2 of the ₱10 is used, whatever it won.
    let restore = forceStops(stopsWinning(400, 200));
    try {
      expect(okCall('slotSpin', await spinCall(t, p.token, sessionId, 200)).round).toMatchObject({ bet: 200, win: 400 });
    } finally {
      restore();
    }
    expect(await wagerLimit(p)).toMatchObject({ amount: 1_000, used: 200, left: 800 });

    restore = forceStops(losingStops());
    try {
      expectOk(await spinCall(t, p.token, sessionId, 500));
      // ₱5 more is past the ₱3 left: refused, naming what is left.
      expectError(await spinCall(t, p.token, sessionId, 500), { status: 200, errcode: Errcode.selfLimitReached, msg: 'errors.protection.limit.wagerDay', field: 'bet', params: { kind: 'wager', left: 3 } });
    } finally {
      restore();
    }
    expect(await wagerLimit(p)).toMatchObject({ used: 700, left: 300 });
  });
});

import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { Errcode } from '../../contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { common, databaseKind, samples, TEST_TOTP, testDatabaseUrl, useTestServer, type CallResult } from './harness.ts';
import type { Player } from './console-play.ts';
import { MINUTE, rainGrants, rainPlayer, rows, scheduleRain, takenBy, tap } from './rain-helpers.ts';

/**
 * The red-packet rain under load (issue 30, docs/rain.md "Claims"): many players tapping at once, on
 * PostgreSQL through two apps with their own pools as two processes would; on PGlite one app (its
 * one connection serialises them), for the same assertions.
 */
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

// 25 players' 200 taps against 60 packets; CI's PGlite run beside the PostgreSQL one (one connection, no
// second process there) takes 8 players' 64 against 20 (harness.ts `samples`).
const PLAYERS = samples(25, 8);
const PACKETS = samples(60, 20);

describe(`red-packet rain: concurrent taps (${databaseKind})`, () => {
  const t = useTestServer();
  const extraApps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of extraApps.splice(0)) await app.close();
  });

  /**
   * 200 taps at once from 25 players (8 each, seqs 1–8 racing) against 60 packets and a cap of 3: on
   * PostgreSQL half through a second app with its own pool (a second process); then every player taps
   * on in order until refused, so the whole list is taken. No player above the cap, no packet twice,
   * the paid coin equal to the packets taken and, all taken, to the budget exactly; the ledger balanced.
   */
  it('200 concurrent taps: capped per player, never above the budget, each packet paid once', { timeout: 60_000 }, async () => {
    const budget = 777_77;
    const eventId = await scheduleRain(t, { packetCount: PACKETS, budget, perPlayerCap: 3 });
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await rainPlayer(t, 'crowd'));
    t.advance(MINUTE);

    let other: ((p: Player, seq: number) => Promise<CallResult>) | undefined;
    if (testDatabaseUrl) {
      const schemaName = (await rows<{ s: string }>(t, sql`SELECT current_schema() AS s`))[0]!.s;
      const second = await openDatabase({ url: testDatabaseUrl, schemaName, poolSize: 4 });
      const appB = await buildApp({ deps: { ...t.deps, database: second, db: second.db }, totp: TEST_TOTP });
      extraApps.push(appB);
      appB.addHook('onClose', async () => second.close());
      other = async (p, seq) => {
        const res = await appB.inject({ method: 'POST', url: '/app/v1/redPacketRainClaim', headers: { authorization: `Bearer ${p.token}` }, payload: { ...common, eventId, seq } });
        return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
      };
    }
    const seqs = [1, 2, 3, 4, 5, 6, 7, 8];
    const answers = await Promise.all(players.flatMap((p, i) => seqs.map((seq) => ((i + seq) % 2 === 0 && other ? other(p, seq) : tap(t, p, eventId, seq)))));
    expect(answers).toHaveLength(PLAYERS * 8);
    const allowed = new Set([0, Errcode.rainSeqOutOfOrder, Errcode.rainCapReached, Errcode.rainAllTaken]);
    for (const res of answers) expect(allowed.has(res.body.errcode), JSON.stringify(res.body)).toBe(true);

    // Then each player taps on, in order, until refused: the list runs out.
    t.advance(1000);
    const after = new Map((await takenBy(t, eventId)).map((r) => [r.claimed_by, r.n]));
    for (const p of players) {
      for (let seq = (after.get(p.userId) ?? 0) + 1; ; seq++) {
        const res = await tap(t, p, eventId, seq);
        if (res.body.errcode === 0) continue;
        expect([Errcode.rainCapReached, Errcode.rainAllTaken]).toContain(res.body.errcode);
        break;
      }
    }

    const taken = await takenBy(t, eventId);
    for (const row of taken) {
      expect(row.n).toBeLessThanOrEqual(3);
      expect(row.seqs).toEqual(Array.from({ length: row.n }, (_, i) => i + 1));
    }
    const paid = sum(taken.map((r) => Number(r.paid)));
    const grants = await rainGrants(t, eventId);
    expect(grants.map((g) => ({ user: g.user_id, n: g.n, coin: Number(g.coin) }))).toEqual(taken.map((r) => ({ user: r.claimed_by, n: r.n, coin: Number(r.paid) })));
    expect(sum(taken.map((r) => r.n))).toBe(PACKETS);
    expect(paid).toBe(budget);
    expect(await rows(t, sql`SELECT count(*)::int AS n FROM rain_packets WHERE event_id = ${eventId} AND claimed_by IS NOT NULL AND grant_id IS NULL`)).toEqual([{ n: 0 }]);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });
});

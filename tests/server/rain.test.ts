import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { ActivityId, Errcode, PropId } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { auditLedger } from '../../server/ledger/audit.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { rainListFor, rainRepo } from '../../server/rain/index.ts';
import { protectionHook } from '../../server/rewards/index.ts';
import { databaseKind, useTestServer, type CallResult } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { MINUTE, rainEvents, rainGrants, rainPlayer, rows, scheduleRain, takenBy, tap } from './rain-helpers.ts';

/**
 * The red-packet rain's claims (issue 30, docs/rain.md): packets allocated from the event's committed
 * seed when it opens, taken once each by players' taps (event, seq), capped per player, paid through
 * the rewards engine, never above the budget, verifiable from the seed revealed at the end.
 */
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe(`red-packet rain: claims (${databaseKind})`, () => {
  const t = useTestServer();
  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('shows a scheduled event with its seed hash and no seed; opens at its start with its packets allocated; a visitor sees it and cannot tap (401)', async () => {
    const eventId = await scheduleRain(t, { packetCount: 20, budget: 100_00, perPlayerCap: 2 });
    let seen = await rainEvents(t);
    expect(seen).toMatchObject({ withheld: false, needsDeposit: true });
    expect(seen.events).toEqual([
      expect.objectContaining({ eventId, state: 'scheduled', packetCount: 20, packetsLeft: 20, budget: 100_00, perPlayerCap: 2, claimed: 0, won: 0, seed: null, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
    expect(seen.events[0].endsAt - seen.events[0].startsAt).toBe(60_000);
    expect(await rows(t, sql`SELECT count(*)::int AS n FROM rain_packets`)).toEqual([{ n: 0 }]);
    expectError(await t.call('redPacketRainClaim', { eventId, seq: 1 }), { status: 401, errcode: 401 });

    t.advance(MINUTE);
    seen = await rainEvents(t);
    expect(seen.events[0]).toMatchObject({ state: 'open', packetsLeft: 20, seed: null });
    const packets = await rainRepo(t.deps.db).packets(eventId);
    expect(packets).toHaveLength(20);
    expect(sum(packets.map((p) => p.amount))).toBe(100_00);
  });

  it('a tap pays the next packet into the reward record; a retried (event, seq) answers the same packet, paid once; a skipped seq is 9504; the cap 9502', async () => {
    const eventId = await scheduleRain(t, { packetCount: 10, budget: 50_00, perPlayerCap: 2, wagering: 2 });
    const p = await rainPlayer(t, 'retry');
    expectError(await tap(t, p, eventId, 1), { status: 409, errcode: Errcode.rainNotOpen, msg: 'errors.rain.notOpen' });
    t.advance(MINUTE);
    await rainEvents(t); // the first call after the start opens it
    const list = (await rainRepo(t.deps.db).packets(eventId)).map((x) => x.amount);
    const before = (await playerBalances(t.deps.db, p.userId)).coin;

    const first = expectOk(await tap(t, p, eventId, 1));
    expect(first).toMatchObject({ eventId, seq: 1, amount: list[0], items: [{ propId: PropId.coin, count: list[0] }], claimed: 1, won: list[0], packetsLeft: 9 });
    // The same tap again (a lost answer, a second tab): the same packet, nothing paid again.
    const again = await Promise.all([tap(t, p, eventId, 1), tap(t, p, eventId, 1)]);
    for (const res of again) expect(expectOk(res)).toMatchObject({ seq: 1, amount: list[0], claimed: 1, won: list[0] });
    expect((await playerBalances(t.deps.db, p.userId)).coin).toBe(before + list[0]!);

    expectError(await tap(t, p, eventId, 3), { status: 409, errcode: Errcode.rainSeqOutOfOrder, msg: 'errors.rain.seqOutOfOrder' });
    expect(expectOk(await tap(t, p, eventId, 2))).toMatchObject({ seq: 2, amount: list[1], claimed: 2, won: list[0]! + list[1]! });
    expectError(await tap(t, p, eventId, 3), { status: 409, errcode: Errcode.rainCapReached, msg: 'errors.rain.capReached' });
    expect((await playerBalances(t.deps.db, p.userId)).coin).toBe(before + list[0]! + list[1]!);

    // The reward record shows each packet (activity 65), its coin under the event's wagering.
    const record = expectOk(await t.call('activityAwardGetLog', { activityId: 65, pageSize: 20 }, { token: p.token }));
    expect(record.list).toHaveLength(2);
    expect(await rainGrants(t, eventId)).toEqual([{ user_id: p.userId, n: 2, coin: String(list[0]! + list[1]!) }]);
    expect(await rows(t, sql`SELECT sum(turnover)::int AS turnover FROM reward_wagering WHERE user_id = ${p.userId} AND grant_id IN (SELECT grant_id FROM rain_packets WHERE event_id = ${eventId})`)).toEqual([
      { turnover: 2 * (list[0]! + list[1]!) },
    ]);
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });

  it('refuses a protected player (5004), one without a top-up (5003), an event not open (9501), all changing nothing; too fast is a 429', async () => {
    const eventId = await scheduleRain(t, { packetCount: 30, budget: 30_00, perPlayerCap: 20 });
    t.advance(MINUTE);
    const fresh = await rainPlayer(t, 'nodep', false);
    const guarded = await rainPlayer(t, 'guarded');
    await rainEvents(t);
    const unchanged = await snapshot(t);
    expectError(await tap(t, fresh, eventId, 1), { status: 200, errcode: Errcode.rewardNeedsDeposit });
    protectionHook.check = async () => true;
    expectError(await tap(t, guarded, eventId, 1), { status: 200, errcode: Errcode.rewardWithheld });
    expect((await rainEvents(t, guarded.token)).withheld).toBe(true);
    protectionHook.check = async () => false;
    expectError(await tap(t, guarded, eventId + 1, 1), { status: 409, errcode: Errcode.rainNotOpen });
    // The console's switch of the activity (65) off: no rain shown, a tap is 9501; on again, it falls.
    await activitiesRepo(t.deps.db).setStatus(ActivityId.MoneyRain, false);
    expect((await rainEvents(t, guarded.token)).events).toEqual([]);
    expectError(await tap(t, guarded, eventId, 1), { status: 409, errcode: Errcode.rainNotOpen });
    await activitiesRepo(t.deps.db).setStatus(ActivityId.MoneyRain, true);
    expect(await snapshot(t)).toEqual(unchanged);

    // Twelve taps at once (one seq, as a tab retrying): eight are counted (one packet), four refused before the database.
    // The server's clock stands still for the burst: on PGlite (the database in this thread) a loaded
    // machine could otherwise spread twelve concurrent requests over more than the limiter's second.
    const fast = await rainPlayer(t, 'fast');
    const clock = t.deps.now;
    const frozen = clock();
    t.deps.now = () => frozen;
    const answers: CallResult[] = await Promise.all(Array.from({ length: 12 }, () => tap(t, fast, eventId, 1))).finally(() => {
      t.deps.now = clock;
    });
    expect(answers.filter((r) => r.body.errcode === 0)).toHaveLength(8);
    const refused = answers.filter((r) => r.body.errcode !== 0);
    expect(refused).toHaveLength(4);
    for (const res of refused) expectError(res, { status: 429, errcode: Errcode.tooMany, msg: 'errors.tooMany' });
    expect(await takenBy(t, eventId)).toEqual([expect.objectContaining({ claimed_by: fast.userId, n: 1 })]);
    t.advance(1000);
    expect(expectOk(await tap(t, fast, eventId, 2))).toMatchObject({ claimed: 2 });

    // Over: 9501 for a new tap, while a retry still answers its packet.
    t.advance(MINUTE);
    expectError(await tap(t, fast, eventId, 3), { status: 409, errcode: Errcode.rainNotOpen });
    expect(expectOk(await tap(t, fast, eventId, 2))).toMatchObject({ seq: 2, claimed: 2 });
  });

  it('ends with the seed revealed: its hash is the one committed, the list recomputed from it is the packets; a second event the same day works too', async () => {
    const first = await scheduleRain(t, { packetCount: 40, budget: 1234_00, perPlayerCap: 5 });
    const committed = (await rainEvents(t)).events[0].seedHash as string;
    t.advance(MINUTE);
    const p = await rainPlayer(t, 'reveal');
    for (let seq = 1; seq <= 3; seq++) expectOk(await tap(t, p, first, seq));
    t.advance(MINUTE);
    const ended = (await rainEvents(t, p.token)).events.find((e: { eventId: number }) => e.eventId === first);
    expect(ended).toMatchObject({ state: 'ended', packetsLeft: 37, claimed: 3, seedHash: committed });
    expect(createHash('sha256').update(ended.seed).digest('hex')).toBe(committed);
    const packets = await rainRepo(t.deps.db).packets(first);
    expect(rainListFor(ended.seed, { id: first, packetCount: 40, budget: 1234_00 })).toEqual(packets.map((x) => x.amount));

    // The same Manila day, a second event: new packets, the same player taps from seq 1 again.
    const second = await scheduleRain(t, { packetCount: 5, budget: 5_00, perPlayerCap: 5, inMs: 10 * MINUTE });
    t.advance(10 * MINUTE);
    for (let seq = 1; seq <= 5; seq++) expectOk(await tap(t, p, second, seq));
    expectError(await tap(t, p, second, 6), { status: 409, errcode: Errcode.rainCapReached });
    expect(await takenBy(t, second)).toEqual([{ claimed_by: p.userId, n: 5, paid: '500', seqs: [1, 2, 3, 4, 5] }]);
    const other = await rainPlayer(t, 'late');
    expectError(await tap(t, other, second, 1), { status: 409, errcode: Errcode.rainAllTaken, msg: 'errors.rain.allTaken' });
    expect(await auditLedger(t.deps.db)).toMatchObject({ ok: true });
  });
});

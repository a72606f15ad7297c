import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { WordStream } from '../../contract/fairness/algorithm.ts';
import { mapTable } from '../../contract/fairness/verify.ts';
import { ActivityId, Errcode, PropId, SCRATCH_MAX_POINTS, SCRATCH_MAX_STROKES, SCRATCH_MAX_STROKES_PER_CALL } from '../../contract/index.ts';
import { addWeightedVersion, serverRound, tableInForce } from '../../server/fairness/index.ts';
import { chiSquare } from '../../server/fairness/report-stats.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { grantReward, ONCE, protectionHook } from '../../server/rewards/index.ts';
import type { SeedScratchCard } from '../../server/scratch/index.ts';
import * as schema from '../../server/tables.ts';
import type { Player } from './console-play.ts';
import { diamondPlayer, diamondsOf, giveDiamonds, markDeposited, stockOf } from './diamonds-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { okCall, requestId } from './jackpot-helpers.ts';

/**
 * Scratch cards' server (issue 29, docs/scratch.md): bought in the diamond mall, the prize drawn through
 * the fairness module at purchase, strokes kept, the prize paid once at the reveal.
 */
const SEEDED = (JSON.parse(readFileSync(new URL('../../server/seed/scratch-cards.json', import.meta.url), 'utf8')) as { cards: SeedScratchCard[] }).cards;

const info = async (t: TestServer, token: string) => okCall('getScratchCardInfo', await t.call('getScratchCardInfo', {}, { token }));
const buy = (t: TestServer, token: string, itemId: number, id = requestId('card')) => t.call('diamondExchangeScratchcard', { itemId, requestId: id }, { token });
const strokes = (t: TestServer, token: string, cardId: number, from: number, list: number[][]) => t.call('scratchCardStrokes', { cardId, from, strokes: list }, { token });
const reveal = (t: TestServer, token: string, cardId: number) => t.call('scratchCardLottery', { cardId }, { token });
const cardsOf = (t: TestServer, userId: number) => t.deps.db.select().from(schema.scratchCards).where(eq(schema.scratchCards.userId, userId));
const grantsOf = (t: TestServer, userId: number) =>
  t.deps.db
    .select()
    .from(schema.rewardGrants)
    .where(and(eq(schema.rewardGrants.userId, userId), eq(schema.rewardGrants.activityId, ActivityId.ScratchCard)));

/** The seeded bronze card's mall item (10 diamonds). */
async function bronze(t: TestServer, token: string): Promise<{ id: number; itemId: number; price: number; tableVersion: number }> {
  const seen = await info(t, token);
  return seen.types.find((type: { tableKey: string }) => type.tableKey === 'scratch:bronze');
}

/** A player with a top-up (every prize is paid through the rewards engine, which asks for one) and diamonds. */
async function buyer(t: TestServer, tag: string, diamonds: number): Promise<Player> {
  const p = await diamondPlayer(t, tag, diamonds);
  await markDeposited(t, p.userId);
  return p;
}

let coupons = 0;
/** A diamond coupon granted as any prize is; answers its id (the newest), as the card page lists it (getScratchCardInfo.coupons). */
async function giveCoupon(t: TestServer, p: Player, propId: number): Promise<number> {
  const source = { activityId: ActivityId.DiamondMall, period: ONCE, reason: 'test_coupon' };
  await t.deps.db.transaction((tx) => grantReward(tx, { userId: p.userId, source, key: `sc-coupon:${++coupons}`, items: [{ propId, count: 1 }], now: t.deps.now() }));
  return Math.max(...(await info(t, p.token)).coupons.filter((c: { propId: number }) => c.propId === propId).map((c: { id: number }) => c.id));
}
const couponStatus = async (t: TestServer, id: number) => (await t.deps.db.select().from(schema.rewardProps).where(eq(schema.rewardProps.id, id)))[0]!.status;

const line = (n: number, y = 300) => Array.from({ length: n }, (_, i) => [Math.min(1000, i * 7), y]).flat();

describe(`scratch cards (${databaseKind})`, () => {
  const t = useTestServer();
  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('shows the seeded card types with the odds of their tables in force, and no cards before a purchase', async () => {
    const p = await buyer(t, 'scinfo', 0);
    const seen = await info(t, p.token);
    expect(seen).toMatchObject({ diamonds: 0, cards: [] });
    expect(seen.types.map((type: { tableKey: string }) => type.tableKey)).toEqual(SEEDED.map((c) => `scratch:${c.key}`));
    for (const [i, type] of seen.types.entries()) {
      const card = SEEDED[i]!;
      const table = (await tableInForce(t.deps.db, type.tableKey, t.deps.now()))!;
      expect(type).toMatchObject({ name: card.name, art: card.art, price: card.price, onSale: true, tableVersion: table.version, totalWeight: 10_000, autoRevealShare: 0.6, brushRadius: 48 });
      expect(type.prizes.map((prize: { id: number; weight: number }) => [prize.id, prize.weight])).toEqual(table.weighted!.entries.map((e) => [e.id, e.weight]));
      expect(type.prizes.map((prize: { items: unknown }) => prize.items)).toEqual(card.prizes.map((prize) => [{ propId: prize.propId, count: prize.count }]));
    }
    expectError(await t.call('getScratchCardInfo', {}), { status: 401, errcode: Errcode.unauthorized });
  });

  it('outcomes fit each table: 60,000 draws per card type over its table in force pass chi-square at 99%', async () => {
    // A fixed seed pair through the server's HMAC and the mapping the purchase uses: the real algorithm, the same answer every run.
    const seed = '5c2a7c4d'.repeat(8);
    for (const card of SEEDED) {
      const table = (await tableInForce(t.deps.db, `scratch:${card.key}`, t.deps.now()))!;
      const entries = table.weighted!.entries;
      const observed = entries.map(() => 0);
      for (let nonce = 0; nonce < 60_000; nonce++) observed[mapTable(new WordStream(serverRound(seed, `scratch-chi-${card.key}`, nonce)), table).index!]! += 1;
      const result = chiSquare(observed, entries.map((e) => e.weight / table.weighted!.totalWeight));
      expect(result.df).toBe(entries.length - 1);
      expect(result.pass, JSON.stringify({ card: card.key, observed, result })).toBe(true);
    }
  }, 30_000);

  it("an admin's new odds show and draw from their start, never before: the odds shown are the table in force", async () => {
    const p = await buyer(t, 'scodds', 20);
    const type = await bronze(t, p.token);
    const start = t.deps.now() + 60_000;
    // Every card pays prize 7 (₱200) from the new version on.
    const entries = (await tableInForce(t.deps.db, 'scratch:bronze', t.deps.now()))!.weighted!.entries.map((e) => ({ id: e.id, weight: e.id === 7 ? 1_000_000 : 1 }));
    await t.deps.db.transaction((tx) => addWeightedVersion(tx, { key: 'scratch:bronze', entries, effectiveFrom: start, operatorId: 0, now: t.deps.now() }));
    expect((await bronze(t, p.token)).tableVersion).toBe(1);
    const before = okCall('diamondExchangeScratchcard', await buy(t, p.token, type.itemId)).card;
    expect((await t.deps.db.select().from(schema.scratchCards).where(eq(schema.scratchCards.id, before.id)))[0]!.tableVersion).toBe(1);
    t.advance(60_000);
    const shown = (await info(t, p.token)).types.find((x: { id: number }) => x.id === type.id);
    expect(shown).toMatchObject({ tableVersion: 2, totalWeight: 1_000_006 });
    expect(shown.prizes.find((x: { id: number }) => x.id === 7).weight).toBe(1_000_000);
    const after = okCall('diamondExchangeScratchcard', await buy(t, p.token, type.itemId)).card;
    expect((await t.deps.db.select().from(schema.scratchCards).where(eq(schema.scratchCards.id, after.id)))[0]!.tableVersion).toBe(2);
    // 1,000,000 in 1,000,006: the new weights decide (a miss has odds of 6 in a million).
    expect(after.prize).toMatchObject({ id: 7, art: 'coin-chest', items: [{ propId: PropId.coin, count: 20_000 }] });
  });

  it('a purchase draws the prize through the fairness module, recorded with the card; a retry answers the same card', async () => {
    const p = await buyer(t, 'scbuy', 100);
    const type = await bronze(t, p.token);
    const id = requestId('scbuy');
    const first = okCall('diamondExchangeScratchcard', await buy(t, p.token, type.itemId, id));
    expect(first.diamonds).toBe(90);
    expect(first.card).toMatchObject({ typeId: type.id, state: 'new', strokes: [], claimedAt: null });
    // The draw: the player's record, the card's id as its ref, the table's entry the card keeps.
    const [draw] = await t.deps.db.select().from(schema.fairDraws).where(eq(schema.fairDraws.id, first.card.fairDrawId));
    expect(draw).toMatchObject({ userId: p.userId, tableKey: 'scratch:bronze', tableVersion: 1, ref: String(first.card.id) });
    const table = (await tableInForce(t.deps.db, 'scratch:bronze', t.deps.now()))!;
    const entry = table.weighted!.entries[(draw!.outcome as { index: number }).index]!;
    expect(first.card.prize).toMatchObject({ id: entry.id, items: [{ propId: entry.propId, count: entry.count }] });
    expect(draw!.win).toBe(entry.propId === PropId.coin ? entry.count : 0);
    // The same request again: the same card, nothing moves (no second draw, no diamonds).
    const before = await snapshot(t);
    const again = okCall('diamondExchangeScratchcard', await buy(t, p.token, type.itemId, id));
    expect(again.card).toEqual(first.card);
    expect(again.diamonds).toBe(90);
    expect(await snapshot(t)).toEqual(before);
    // It is owned, unclaimed, and shown on reload with its prize.
    expect((await info(t, p.token)).cards).toEqual([first.card]);
  });

  it('50 concurrent purchases with diamonds for 5: exactly 5 cards, 5 draws, the balance 0', async () => {
    const p = await buyer(t, 'scrace', 50);
    const type = await bronze(t, p.token);
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(t, p.token, type.itemId)));
    const ok = answers.filter((r) => r.body.errcode === 0);
    expect(ok).toHaveLength(5);
    for (const r of answers.filter((a) => a.body.errcode !== 0)) expectError(r, { status: 200, errcode: Errcode.diamondNotEnough });
    expect(await diamondsOf(t, p)).toBe(0);
    expect(await cardsOf(t, p.userId)).toHaveLength(5);
    const draws = await t.deps.db.select().from(schema.fairDraws).where(and(eq(schema.fairDraws.userId, p.userId), eq(schema.fairDraws.tableKey, 'scratch:bronze')));
    expect(draws.map((d) => d.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  }, 60_000);

  it('stock 3 with 10 buyers at once: 3 cards, the stock 0 and never below, the others keep their diamonds', async () => {
    const first = await buyer(t, 'scstock', 10);
    const type = await bronze(t, first.token);
    await t.deps.db.update(schema.diamondItems).set({ stock: 3 }).where(eq(schema.diamondItems.id, type.itemId));
    const buyers = [first, ...(await Promise.all(Array.from({ length: 9 }, (_, i) => buyer(t, `scstock${i}x`, 10))))];
    const answers = await Promise.all(buyers.map((b) => buy(t, b.token, type.itemId)));
    expect(answers.filter((r) => r.body.errcode === 0)).toHaveLength(3);
    for (const r of answers.filter((a) => a.body.errcode !== 0)) expectError(r, { status: 200, errcode: Errcode.diamondOutOfStock });
    expect(await stockOf(t, type.itemId)).toBe(0);
    expect((await Promise.all(buyers.map((b) => diamondsOf(t, b)))).filter((d) => d === 10)).toHaveLength(7);
    expect((await info(t, first.token)).types.find((x: { id: number }) => x.id === type.id).stock).toBe(0);
  }, 60_000);

  it('refuses a purchase changing nothing: protected, no top-up, not enough diamonds, the wrong kind, no such item, off sale', async () => {
    const p = await diamondPlayer(t, 'screfuse', 100);
    const type = await bronze(t, p.token);
    let before = await snapshot(t);
    // No top-up yet: the prize is a bonus the rewards engine pays only after one (5003), so the card is not sold.
    expectError(await buy(t, p.token, type.itemId), { status: 200, errcode: Errcode.rewardNeedsDeposit });
    expect(await snapshot(t)).toEqual(before);
    await markDeposited(t, p.userId);
    before = await snapshot(t);
    protectionHook.check = async () => true;
    expectError(await buy(t, p.token, type.itemId), { status: 200, errcode: Errcode.rewardWithheld });
    protectionHook.check = async () => false;
    const coinItem = (await t.deps.db.select().from(schema.diamondItems).where(eq(schema.diamondItems.kind, 'coin')))[0]!;
    expectError(await buy(t, p.token, coinItem.id), { status: 400, errcode: Errcode.diamondWrongKind });
    expectError(await t.call('diamondExchangeCoin', { itemId: type.itemId, requestId: requestId('sccoin') }, { token: p.token }), { status: 400, errcode: Errcode.diamondWrongKind });
    expectError(await buy(t, p.token, 999_999), { status: 404, errcode: Errcode.diamondItemNotFound });
    await t.deps.db.update(schema.scratchCardTypes).set({ active: false }).where(eq(schema.scratchCardTypes.id, type.id));
    expectError(await buy(t, p.token, type.itemId), { status: 404, errcode: Errcode.scratchNotOnSale });
    await t.deps.db.update(schema.scratchCardTypes).set({ active: true }).where(eq(schema.scratchCardTypes.id, type.id));
    expect(await snapshot(t)).toEqual(before);
    const poor = await buyer(t, 'scpoor', 9);
    before = await snapshot(t);
    expectError(await buy(t, poor.token, type.itemId), { status: 200, errcode: Errcode.diamondNotEnough, params: { diamonds: 9, price: 10 } });
    expect(await snapshot(t)).toEqual(before);
    // A request id first used for a coin item answers that it bought no card.
    const id = requestId('scmixed');
    await giveDiamonds(t, p.userId, coinItem.price);
    expectOk(await t.call('diamondExchangeCoin', { itemId: coinItem.id, requestId: id }, { token: p.token }));
    expectError(await buy(t, p.token, type.itemId, id), { status: 400, errcode: Errcode.diamondWrongKind });
  });

  it('a diamond coupon takes its percent off a card: the discounted price debited, the coupon used once, a retry uses no second one', async () => {
    const p = await buyer(t, 'sccoupon', 20);
    const type = await bronze(t, p.token);
    const quarter = await giveCoupon(t, p, 100_005);
    const spare = await giveCoupon(t, p, 100_005);
    expect((await info(t, p.token)).coupons).toEqual(expect.arrayContaining([expect.objectContaining({ id: quarter, percent: 25 })]));
    const id = requestId('sccoupon');
    // 10 diamonds less 25% (2.5, floored to 2): 8 paid.
    const first = okCall('diamondExchangeScratchcard', await t.call('diamondExchangeScratchcard', { itemId: type.itemId, requestId: id, couponId: quarter }, { token: p.token }));
    expect(first.diamonds).toBe(12);
    const [exchange] = await t.deps.db.select().from(schema.diamondExchanges).where(eq(schema.diamondExchanges.userId, p.userId));
    expect(exchange).toMatchObject({ couponId: quarter, discount: 2, diamonds: 8 });
    expect((await cardsOf(t, p.userId))[0]!.diamonds).toBe(8);
    expect(await couponStatus(t, quarter)).toBe('used');
    // The same request again, even naming the other coupon: the same card, no coupon nor diamond more.
    const before = await snapshot(t);
    const again = okCall('diamondExchangeScratchcard', await t.call('diamondExchangeScratchcard', { itemId: type.itemId, requestId: id, couponId: spare }, { token: p.token }));
    expect(again.card).toEqual(first.card);
    expect(await snapshot(t)).toEqual(before);
    expect(await couponStatus(t, spare)).toBe('active');
    expect((await info(t, p.token)).coupons.map((c: { id: number }) => c.id)).toEqual([spare]);
  });

  it("refuses another player's coupon (9115) and a purchase still too dear with a coupon (9102), changing nothing", async () => {
    const p = await buyer(t, 'sccouponno', 7);
    const other = await buyer(t, 'sccouponot', 0);
    const type = await bronze(t, p.token);
    const theirs = await giveCoupon(t, other, 100_005);
    const mine = await giveCoupon(t, p, 100_001);
    const before = await snapshot(t);
    expectError(await t.call('diamondExchangeScratchcard', { itemId: type.itemId, requestId: requestId('scc'), couponId: theirs }, { token: p.token }), { status: 404, errcode: Errcode.diamondCouponNotFound });
    // 5% of 10 floors to 0: 10 to pay, 7 held. The refusal rolls the coupon's use back with the rest.
    expectError(await t.call('diamondExchangeScratchcard', { itemId: type.itemId, requestId: requestId('scc'), couponId: mine }, { token: p.token }), { status: 200, errcode: Errcode.diamondNotEnough });
    expect(await snapshot(t)).toEqual(before);
    expect([await couponStatus(t, theirs), await couponStatus(t, mine)]).toEqual(['active', 'active']);
  });

  it('the reveal pays the drawn prize once: a second call, a second tab at once, both answer the same card', async () => {
    const p = await buyer(t, 'screveal', 30);
    const type = await bronze(t, p.token);
    const cards = [];
    for (let i = 0; i < 3; i++) cards.push(okCall('diamondExchangeScratchcard', await buy(t, p.token, type.itemId)).card);
    const balances = await playerBalances(t.deps.db, p.userId);
    const prize = cards[0].prize.items[0] as { propId: number; count: number };
    const first = okCall('scratchCardLottery', await reveal(t, p.token, cards[0].id));
    expect(first).toMatchObject({ paidNow: true, card: { id: cards[0].id, state: 'claimed', prize: cards[0].prize } });
    const after = await playerBalances(t.deps.db, p.userId);
    const gained = { coin: after.coin - balances.coin, diamond: after.diamond - balances.diamond };
    expect(gained).toEqual({ coin: prize.propId === PropId.coin ? prize.count : 0, diamond: prize.propId === PropId.diamond ? prize.count : 0 });
    expect(first).toMatchObject({ diamonds: after.diamond, coin: after.coin });
    // Again (a retry, a double tap): the same card, nothing paid, nothing changed.
    const before = await snapshot(t);
    const again = okCall('scratchCardLottery', await reveal(t, p.token, cards[0].id));
    expect(again).toMatchObject({ paidNow: false, card: first.card });
    expect(await snapshot(t)).toEqual(before);
    // Two tabs reveal another card at the same moment: one pays, both show it.
    const both = await Promise.all([reveal(t, p.token, cards[1].id), reveal(t, p.token, cards[1].id)]);
    const bodies = both.map((r) => okCall('scratchCardLottery', r));
    expect(bodies.map((b) => b.paidNow).sort()).toEqual([false, true]);
    expect(bodies[0]!.card).toEqual(bodies[1]!.card);
    const grants = await grantsOf(t, p.userId);
    expect(grants.map((g) => g.key).sort()).toEqual([`card:${cards[0].id}`, `card:${cards[1].id}`]);
    // The claimed cards leave the owned list; the third stays.
    expect((await info(t, p.token)).cards.map((c: { id: number }) => c.id)).toEqual([cards[2].id]);
  });

  it('strokes are appended and returned on reload; retries skip, another tab conflicts, limits refuse changing nothing', async () => {
    const p = await buyer(t, 'scstroke', 10);
    const type = await bronze(t, p.token);
    const card = okCall('diamondExchangeScratchcard', await buy(t, p.token, type.itemId)).card;
    const a = [10, 20, 30, 40];
    const b = line(SCRATCH_MAX_POINTS);
    expect(okCall('scratchCardStrokes', await strokes(t, p.token, card.id, 0, [a]))).toMatchObject({ count: 1 });
    expect(okCall('scratchCardStrokes', await strokes(t, p.token, card.id, 1, [b, [500, 599]]))).toMatchObject({ count: 3 });
    const reloaded = (await info(t, p.token)).cards[0];
    expect(reloaded).toMatchObject({ id: card.id, state: 'scratching', strokes: [a, b, [500, 599]] });
    // A retry of what is kept (a lost answer): skipped; a retry with one more: only the new one appended.
    expect(okCall('scratchCardStrokes', await strokes(t, p.token, card.id, 1, [b]))).toMatchObject({ count: 3 });
    expect(okCall('scratchCardStrokes', await strokes(t, p.token, card.id, 2, [[500, 599], [1, 1]]))).toMatchObject({ count: 4 });
    const stranger = await buyer(t, 'scstranger', 0);
    let before = await snapshot(t);
    // Another tab's stroke where this one thought its own was: 9204, reload.
    expectError(await strokes(t, p.token, card.id, 3, [[2, 2]]), { status: 409, errcode: Errcode.scratchStrokeConflict, field: 'strokes' });
    expectError(await strokes(t, p.token, card.id, 9, [[2, 2]]), { status: 409, errcode: Errcode.scratchStrokeConflict, field: 'from' });
    // The shape's bounds: points per stroke, strokes per call, even length, inside the space, integers.
    for (const bad of [[line(SCRATCH_MAX_POINTS + 1)], Array.from({ length: SCRATCH_MAX_STROKES_PER_CALL + 1 }, () => [1, 1]), [[1, 2, 3]], [[1001, 1]], [[1, 601]], [[-1, 1]], [[1.5, 2]], [[]], []]) {
      expectError(await strokes(t, p.token, card.id, 4, bad), { status: 400, errcode: Errcode.invalidParams });
    }
    // A stranger's card: 9201, as an unknown one.
    expectError(await strokes(t, stranger.token, card.id, 4, [[1, 1]]), { status: 404, errcode: Errcode.scratchCardNotFound });
    expectError(await reveal(t, stranger.token, card.id), { status: 404, errcode: Errcode.scratchCardNotFound });
    expectError(await strokes(t, p.token, 2_000_000_000, 0, [[1, 1]]), { status: 404, errcode: Errcode.scratchCardNotFound });
    expect(await snapshot(t)).toEqual(before);
    // The log fills to SCRATCH_MAX_STROKES, then 9203.
    let count = 4;
    while (count < SCRATCH_MAX_STROKES) {
      const n = Math.min(SCRATCH_MAX_STROKES_PER_CALL, SCRATCH_MAX_STROKES - count);
      count = okCall('scratchCardStrokes', await strokes(t, p.token, card.id, count, Array.from({ length: n }, (_, i) => [count + i, 5]))).count;
    }
    before = await snapshot(t);
    expectError(await strokes(t, p.token, card.id, SCRATCH_MAX_STROKES, [[7, 7]]), { status: 409, errcode: Errcode.scratchStrokesFull, params: { max: SCRATCH_MAX_STROKES } });
    expect(await snapshot(t)).toEqual(before);
    // Revealed, its log is closed, and still shows in the award log.
    okCall('scratchCardLottery', await reveal(t, p.token, card.id));
    expectError(await strokes(t, p.token, card.id, SCRATCH_MAX_STROKES, [[7, 7]]), { status: 409, errcode: Errcode.scratchCardClaimed });
  }, 30_000);

  it('a protected player keeps a bought card but is not paid until the protection ends', async () => {
    const p = await buyer(t, scprotect(), 10);
    const type = await bronze(t, p.token);
    const card = okCall('diamondExchangeScratchcard', await buy(t, p.token, type.itemId)).card;
    protectionHook.check = async () => true;
    const before = await snapshot(t);
    expectError(await reveal(t, p.token, card.id), { status: 200, errcode: Errcode.rewardWithheld });
    expect(await snapshot(t)).toEqual(before);
    // Scratching moves no money: still kept.
    expectOk(await strokes(t, p.token, card.id, 0, [[1, 1]]));
    protectionHook.check = async () => false;
    expect(okCall('scratchCardLottery', await reveal(t, p.token, card.id))).toMatchObject({ paidNow: true, card: { state: 'claimed' } });
  });

  it('the award log lists revealed cards with their prizes, newest first, a page at a time', async () => {
    const p = await buyer(t, 'sclog', 50);
    const type = await bronze(t, p.token);
    const cards = [];
    for (let i = 0; i < 5; i++) cards.push(okCall('diamondExchangeScratchcard', await buy(t, p.token, type.itemId)).card);
    for (const card of cards.slice(0, 4)) {
      okCall('scratchCardLottery', await reveal(t, p.token, card.id));
      t.advance(1000);
    }
    const page1 = okCall('searchScratchCardAwardLog', await t.call('searchScratchCardAwardLog', { pageNum: 1, pageSize: 3 }, { token: p.token }));
    expect(page1.total).toBe(4);
    expect(page1.list.map((l: { cardId: number }) => l.cardId)).toEqual([cards[3].id, cards[2].id, cards[1].id]);
    expect(page1.list[0]).toMatchObject({ typeId: type.id, name: 'Bronze scratch card', art: 'bronze', price: 10, prize: cards[3].prize });
    const page2 = okCall('searchScratchCardAwardLog', await t.call('searchScratchCardAwardLog', { pageNum: 2, pageSize: 3 }, { token: p.token }));
    expect(page2.list.map((l: { cardId: number }) => l.cardId)).toEqual([cards[0].id]);
    // Another player's log is their own.
    const other = await buyer(t, 'sclog2', 0);
    expect(okCall('searchScratchCardAwardLog', await t.call('searchScratchCardAwardLog', {}, { token: other.token }))).toMatchObject({ list: [], total: 0 });
  });
});

let protects = 0;
const scprotect = () => `scprot${++protects}`;

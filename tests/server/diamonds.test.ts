import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { protectionHook } from '../../server/rewards/index.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { reqId, okCall } from './games-helpers.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { ADDRESS, addItem, diamondPlayer, diamondsOf, giveDiamonds, markDeposited, stockOf } from './diamonds-helpers.ts';

const buyGoods = (t: Parameters<typeof consoleCall>[0], token: string, itemId: number, requestId = reqId('dg')) =>
  t.call('diamondExchangeGoods', { itemId, requestId, address: ADDRESS }, { token });
const buyCoin = (t: Parameters<typeof consoleCall>[0], token: string, itemId: number, requestId = reqId('dc')) => t.call('diamondExchangeCoin', { itemId, requestId }, { token });

describe(`the diamond mall (${databaseKind})`, () => {
  const t = useTestServer();

  it('shows the seeded mall, pays coin through the rewards engine, and a retried request id buys once', async () => {
    const p = await diamondPlayer(t, 'dmshop', 100);
    await markDeposited(t, p.userId);
    const shop = okCall('diamondShopData', await t.call('diamondShopData', {}, { token: p.token }));
    expect(shop.diamonds).toBe(100);
    expect(shop.items.map((i: { kind: string }) => i.kind)).toEqual(expect.arrayContaining(['coin', 'goods']));
    expect(shop.addup[0]).toMatchObject({ threshold: 50, state: 'locked' });
    const coin20 = shop.items.find((i: { name: string }) => i.name === '₱20 bonus coins');
    const coinBefore = okCall('refreshData', await t.call('refreshData', {}, { token: p.token })).coin as number;

    const requestId = reqId('retry');
    const first = okCall('diamondExchangeCoin', await buyCoin(t, p.token, coin20.id, requestId));
    expect(first).toMatchObject({ diamonds: 80, paid: 2000, coin: coinBefore + 2000 });
    // The same request again (a double tap, a retry): the first answer, nothing moves.
    const before = await snapshot(t);
    const again = okCall('diamondExchangeCoin', await buyCoin(t, p.token, coin20.id, requestId));
    expect(again.exchangeId).toBe(first.exchangeId);
    expect(await snapshot(t)).toEqual(before);
    // One ledger transfer for the diamonds, one grant (its own transfer) for the coin.
    const transfers = await query(
      t,
      sql`SELECT tr.kind FROM diamond_exchanges e JOIN ledger_transfers tr ON tr.id = e.transfer_id OR tr.meta->>'grantId' = e.grant_id::text WHERE e.request_id = ${requestId} ORDER BY tr.id`,
    );
    expect(transfers.map((r) => r.kind)).toEqual(['diamond_exchange', 'reward']);
    // The log and the ticker (masked nickname) show it.
    const log = okCall('diamondLog', await t.call('diamondLog', {}, { token: p.token }));
    expect(log.list[0]).toMatchObject({ kind: 'diamond_exchange', amount: -20, balanceAfter: 80 });
    const ticker = okCall('appDiamondBonusTickersData', await t.call('appDiamondBonusTickersData', {}));
    expect(ticker.list[0]).toMatchObject({ kind: 'coin', name: '₱20 bonus coins', coin: 2000 });
    expect(ticker.list[0].nickname).toContain('***');
  });

  it('50 concurrent purchases with diamonds for 5: exactly 5 succeed and the balance is 0', async () => {
    const item = await addItem(t, { kind: 'goods', price: 10 });
    const p = await diamondPlayer(t, 'dmrace', 50);
    const answers = await Promise.all(Array.from({ length: 50 }, () => buyGoods(t, p.token, item.id)));
    const ok = answers.filter((r) => r.body.errcode === 0);
    expect(ok).toHaveLength(5);
    for (const r of answers.filter((a) => a.body.errcode !== 0)) expectError(r, { status: 200, errcode: Errcode.diamondNotEnough });
    expect(await diamondsOf(t, p)).toBe(0);
    expect((await query(t, sql`SELECT count(*)::int AS n FROM diamond_orders WHERE user_id = ${p.userId}`))[0]!.n).toBe(5);
  }, 60_000);

  it('stock 3 with 10 buyers at once: 3 orders, the stock 0 and never below', async () => {
    const item = await addItem(t, { kind: 'goods', price: 5, stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => diamondPlayer(t, `dmstock${i}x`, 5)));
    const answers = await Promise.all(buyers.map((b) => buyGoods(t, b.token, item.id)));
    expect(answers.filter((r) => r.body.errcode === 0)).toHaveLength(3);
    for (const r of answers.filter((a) => a.body.errcode !== 0)) expectError(r, { status: 200, errcode: Errcode.diamondOutOfStock });
    expect(await stockOf(t, item.id)).toBe(0);
    // The seven refused kept their diamonds.
    const left = await Promise.all(buyers.map((b) => diamondsOf(t, b)));
    expect(left.filter((d) => d === 5)).toHaveLength(7);
  }, 60_000);

  it('refuses, changing nothing: a protected player, limits, the wrong kind, no such item, not enough, no top-up', async () => {
    const daily = await addItem(t, { kind: 'goods', price: 1, dailyLimit: 1 });
    const total = await addItem(t, { kind: 'coin', price: 1, totalLimit: 1 });
    const p = await diamondPlayer(t, 'dmrefuse', 3);
    expectOk(await buyGoods(t, p.token, daily.id));
    let before = await snapshot(t);
    expectError(await buyGoods(t, p.token, daily.id), { status: 200, errcode: Errcode.diamondDailyLimit, params: { max: 1 } });
    // A coin item pays a free bonus: no top-up yet, 5003.
    expectError(await buyCoin(t, p.token, total.id), { status: 200, errcode: Errcode.rewardNeedsDeposit });
    expectError(await buyCoin(t, p.token, daily.id), { status: 400, errcode: Errcode.diamondWrongKind, field: 'itemId' });
    expectError(await buyGoods(t, p.token, 999_999), { status: 404, errcode: Errcode.diamondItemNotFound, field: 'itemId' });
    expectError(await t.call('diamondExchangeGoods', { itemId: daily.id, requestId: reqId('x'), address: { ...ADDRESS, postalCode: '12' } }, { token: p.token }), { status: 400, errcode: Errcode.invalidParams, field: 'address.postalCode' });
    expectError(await buyGoods(t, '', daily.id), { status: 401, errcode: Errcode.unauthorized });
    expect(await snapshot(t)).toEqual(before);

    await markDeposited(t, p.userId);
    expectOk(await buyCoin(t, p.token, total.id));
    const dear = await addItem(t, { kind: 'goods', price: 50 });
    before = await snapshot(t);
    expectError(await buyCoin(t, p.token, total.id), { status: 200, errcode: Errcode.diamondTotalLimit, params: { max: 1 } });
    expectError(await buyGoods(t, p.token, dear.id), { status: 200, errcode: Errcode.diamondNotEnough, params: { diamonds: 1, price: 50 } });
    expect(await snapshot(t)).toEqual(before);

    // Protection decides (server/protection through the rewards' hook, as the points exchange asks it): 5004, nothing moves.
    const real = protectionHook.check;
    protectionHook.check = async () => true;
    try {
      const free = await addItem(t, { kind: 'goods', price: 1 });
      before = await snapshot(t);
      expectError(await buyGoods(t, p.token, free.id), { status: 200, errcode: Errcode.rewardWithheld });
      expect(await snapshot(t)).toEqual(before);
    } finally {
      protectionHook.check = real;
    }
  });

  it('an add-up award: locked, then claimable (the red dot), paid once through the rewards engine; a second claim refused', async () => {
    const item = await addItem(t, { kind: 'goods', price: 50 });
    const p = await diamondPlayer(t, 'dmaddup', 50);
    await markDeposited(t, p.userId);
    const award = okCall('diamondShopData', await t.call('diamondShopData', {}, { token: p.token })).addup.find((a: { threshold: number }) => a.threshold === 50);
    expectError(await t.call('receiveAddupAwardById', { id: award.id }, { token: p.token }), { status: 200, errcode: Errcode.diamondAddupNotReached, params: { spent: 0, threshold: 50 } });
    expect(okCall('refreshData', await t.call('refreshData', {}, { token: p.token })).redDots.diamondMall).toBe(false);
    expectOk(await buyGoods(t, p.token, item.id));
    expect(okCall('refreshData', await t.call('refreshData', {}, { token: p.token })).redDots.diamondMall).toBe(true);
    const [a, b] = await Promise.all([t.call('receiveAddupAwardById', { id: award.id }, { token: p.token }), t.call('receiveAddupAwardById', { id: award.id }, { token: p.token })]);
    const answers = [a, b].map((r) => r.body.errcode).sort();
    expect(answers).toEqual([0, Errcode.rewardAlreadyClaimed]);
    const before = await snapshot(t);
    expectError(await t.call('receiveAddupAwardById', { id: award.id }, { token: p.token }), { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    expect(await snapshot(t)).toEqual(before);
    expect(okCall('refreshData', await t.call('refreshData', {}, { token: p.token })).redDots.diamondMall).toBe(false);
    expect(okCall('diamondShopData', await t.call('diamondShopData', {}, { token: p.token })).addup.find((x: { id: number }) => x.id === award.id).state).toBe('claimed');
    expectError(await t.call('receiveAddupAwardById', { id: 999_999 }, { token: p.token }), { status: 404, errcode: Errcode.diamondAddupNotFound, field: 'id' });
  });

  it('goods orders: address while pending; ship, deliver and cancel by operators, audited and mailed; cancel returns the diamonds once', async () => {
    const item = await addItem(t, { kind: 'goods', price: 7, stock: 5 });
    const p = await diamondPlayer(t, 'dmorder', 14);
    const first = okCall('diamondExchangeGoods', await buyGoods(t, p.token, item.id)).order;
    const second = okCall('diamondExchangeGoods', await buyGoods(t, p.token, item.id)).order;
    expect(first).toMatchObject({ status: 'pending', diamonds: 7, address: ADDRESS });
    const moved = okCall('updateAddress', await t.call('updateAddress', { orderId: first.id, address: { ...ADDRESS, city: 'Makati' } }, { token: p.token })).order;
    expect(moved.address.city).toBe('Makati');

    const finance = await operatorWithSession(t, 'dm-finance', 'finance');
    const support = await operatorWithSession(t, 'dm-support', 'support');
    const compliance = await operatorWithSession(t, 'dm-compliance', 'compliance');
    // Roles: support reads the orders, cannot move them; compliance neither; items are the admins'.
    expect(expectOk(await consoleCall(t, 'consoleDiamondOrders', { status: 'pending' }, { token: support.token })).orders.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    let before = await snapshot(t);
    expectRefused(await consoleCall(t, 'consoleDiamondOrderSet', { id: first.id, status: 'shipped' }, { token: support.token }), 403, { msg: MessageKey.consoleRoleRefused });
    expectRefused(await consoleCall(t, 'consoleDiamondOrders', {}, { token: compliance.token }), 403);
    expectRefused(await consoleCall(t, 'consoleDiamondItems', {}, { token: finance.token }), 403);
    expectRefused(await consoleCall(t, 'consoleDiamondOrderSet', { id: first.id, status: 'shipped' }), 401);
    expect((await snapshot(t)).counts.diamond_orders).toBe(before.counts.diamond_orders);

    // Delivered before shipped: refused.
    before = await snapshot(t);
    expectError(await consoleCall(t, 'consoleDiamondOrderSet', { id: first.id, status: 'delivered' }, { token: finance.token }), { status: 409, errcode: Errcode.diamondOrderTransition });
    expect(await snapshot(t)).toEqual(before);

    const shipped = expectOk(await consoleCall(t, 'consoleDiamondOrderSet', { id: first.id, status: 'shipped', trackingNo: 'LBC-123' }, { token: finance.token })).order;
    expect(shipped).toMatchObject({ status: 'shipped', trackingNo: 'LBC-123' });
    expectError(await t.call('updateAddress', { orderId: first.id, address: ADDRESS }, { token: p.token }), { status: 409, errcode: Errcode.diamondOrderNotPending });
    expectOk(await consoleCall(t, 'consoleDiamondOrderSet', { id: first.id, status: 'delivered' }, { token: finance.token }));
    const orders = okCall('diamondGoodsExchangeOrderLog', await t.call('diamondGoodsExchangeOrderLog', {}, { token: p.token })).list;
    expect(orders.find((o: { id: number }) => o.id === first.id)).toMatchObject({ status: 'delivered', trackingNo: 'LBC-123' });

    // Cancel the pending one: the diamonds back once, the good back in stock; a second cancel refused.
    expect(await diamondsOf(t, p)).toBe(0);
    expect(await stockOf(t, item.id)).toBe(3);
    const cancels = await Promise.all([1, 2].map(() => consoleCall(t, 'consoleDiamondOrderSet', { id: second.id, status: 'cancelled', reason: 'out of stock at the supplier' }, { token: finance.token })));
    expect(cancels.map((r) => r.body.errcode).sort((x, y) => x - y)).toEqual([0, Errcode.diamondOrderTransition]);
    expect(await diamondsOf(t, p)).toBe(7);
    expect(await stockOf(t, item.id)).toBe(4);
    expectError(await consoleCall(t, 'consoleDiamondOrderSet', { id: second.id, status: 'cancelled' }, { token: finance.token }), { status: 409, errcode: Errcode.diamondOrderTransition });
    expect(await diamondsOf(t, p)).toBe(7);
    expect((await query(t, sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'diamond_refund'`))[0]!.n).toBe(1);

    // Each change: an audit row naming the operator, and a system mail to the player.
    const audit = await query(t, sql`SELECT operator, target, before->>'status' AS "from", after->>'status' AS "to" FROM console_audit WHERE call = 'consoleDiamondOrderSet' AND target <> 'refused' ORDER BY id`);
    expect(audit).toEqual([
      { operator: 'dm-finance', target: `diamond_order:${first.id}`, from: 'pending', to: 'shipped' },
      { operator: 'dm-finance', target: `diamond_order:${first.id}`, from: 'shipped', to: 'delivered' },
      { operator: 'dm-finance', target: `diamond_order:${second.id}`, from: 'pending', to: 'cancelled' },
    ]);
    const mails = await query(t, sql`SELECT template, params->>'orderId' AS "orderId" FROM mail_messages WHERE user_id = ${p.userId} ORDER BY id`);
    expect(mails).toEqual([
      { template: 'diamondOrderShipped', orderId: String(first.id) },
      { template: 'diamondOrderDelivered', orderId: String(first.id) },
      { template: 'diamondOrderCancelled', orderId: String(second.id) },
    ]);
  });

  it('admins manage items (audited): a coin item needs whole pesos, goods none; a new item is on sale at once', async () => {
    const admin = await operatorWithSession(t, 'dm-admin', 'admin');
    const item = { kind: 'coin', name: '₱5 coins', description: 'Five pesos', image: 'coin-pouch', price: 3, coin: 550, wagering: 1, stock: null, dailyLimit: null, totalLimit: null, active: true, sort: 1 };
    expectError(await consoleCall(t, 'consoleDiamondItemSave', item, { token: admin.token }), { status: 400, errcode: Errcode.diamondItemInvalid, field: 'coin' });
    const saved = expectOk(await consoleCall(t, 'consoleDiamondItemSave', { ...item, coin: 500 }, { token: admin.token })).item;
    expect(saved).toMatchObject({ name: '₱5 coins', image: { art: 'coin-pouch' }, coin: 500 });
    const off = expectOk(await consoleCall(t, 'consoleDiamondItemSave', { id: saved.id, ...item, coin: 500, active: false }, { token: admin.token })).item;
    expect(off.active).toBe(false);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM console_audit WHERE call = 'consoleDiamondItemSave' AND target = ${`diamond_item:${saved.id}`}`)).toEqual([{ n: 2 }]);
    const p = await diamondPlayer(t, 'dmadmin', 3);
    expect(okCall('diamondShopData', await t.call('diamondShopData', {}, { token: p.token })).items.some((i: { id: number }) => i.id === saved.id)).toBe(false);
    expectError(await buyCoin(t, p.token, saved.id), { status: 404, errcode: Errcode.diamondItemNotFound });
    // A picture that is not an image: the KYC pipeline's refusal, nothing stored.
    expectError(await consoleCall(t, 'consoleDiamondImageUpload', { image: 'aGVsbG8gd29ybGQ=' }, { token: admin.token }), { status: 400, errcode: Errcode.diamondImageFileType, field: 'image' });
    await giveDiamonds(t, p.userId, 1);
  });
});

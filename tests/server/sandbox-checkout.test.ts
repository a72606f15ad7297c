import { describe, expect, it } from 'vitest';
import { databaseKind, useTestServer } from './harness.ts';
import { PASSWORD, coinOf, demoUser, expectOk, snapshot } from './helpers.ts';

/**
 * Issue 16: the sandbox checkout's pay and cancel took no credentials, so anyone could pay
 * themselves (or cancel someone else's order). Now the page's address carries a token bound to the
 * order and its player, handed out only by recharge / rechargeOrder to that signed-in player.
 */
type T = ReturnType<typeof useTestServer>;
let attempts = 0;
const requestId = () => `sbx-${Date.now()}-${++attempts}`;

async function order(t: T, token: string, amount = 20000) {
  return expectOk(await t.call('recharge', { typeId: 1, amount, requestId: requestId() }, { token })).order as { orderNo: string; payUrl: string };
}
const post = (t: T, url: string, payload = '', contentType = 'application/x-www-form-urlencoded') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe(`sandbox checkout bound to the order's player (${databaseKind})`, () => {
  const t = useTestServer();

  it("refuses pay and cancel for another player's order, with another order's token, and without a token: 404, nothing changes", async () => {
    const demoToken = await t.loginDemo();
    const demo = await demoUser(t);
    const mine = await order(t, demoToken);
    const other = expectOk(await t.call('accountRegist', { account: 'sandboxother', password: PASSWORD, birthDate: '1990-01-01' })).token as string;
    const theirs = await order(t, other, 10000);
    const theirToken = theirs.payUrl.split('/').pop()!;
    const myToken = mine.payUrl.split('/').pop()!;
    const before = await snapshot(t);
    const forged = [
      `/sandbox/checkout/${mine.orderNo}/${theirToken}`, // another player's token on my order
      `/sandbox/checkout/${theirs.orderNo}/${myToken}`, // my token on their order
      `/sandbox/checkout/${mine.orderNo}/${'A'.repeat(32)}`,
      `/sandbox/checkout/${mine.orderNo}/${myToken.slice(0, 31)}`,
      `/sandbox/checkout/${mine.orderNo}/${myToken}x`,
      `/sandbox/checkout/${mine.orderNo}`, // no token: the old address
    ];
    for (const url of forged) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      for (const action of ['pay', 'cancel']) expect((await post(t, `${url}/${action}`)).statusCode, `${url}/${action}`).toBe(404);
    }
    expect(await snapshot(t)).toEqual(before);
    // The owner's own address works, once.
    expect((await t.app.inject({ method: 'GET', url: mine.payUrl })).statusCode).toBe(200);
    expect((await post(t, `${mine.payUrl}/pay`)).statusCode).toBe(303);
    expect(await coinOf(t, demo.id)).toBe(125000);
    expect(expectOk(await t.call('rechargeOrder', { orderNo: theirs.orderNo }, { token: other })).order.status).toBe('pending');
  });

  it('the order hands its own player the same address again (rechargeOrder), never another', async () => {
    const token = await t.loginDemo();
    const o = await order(t, token);
    expect(expectOk(await t.call('rechargeOrder', { orderNo: o.orderNo }, { token })).order.payUrl).toBe(o.payUrl);
    const o2 = await order(t, token);
    expect(o2.payUrl).not.toBe(o.payUrl);
    expect(o2.payUrl.split('/').pop()).not.toBe(o.payUrl.split('/').pop());
  });

  it('a NUL or odd byte in its path or body is a 400, never a 500, and changes nothing', async () => {
    const token = await t.loginDemo();
    const o = await order(t, token);
    const [, , , orderNo, tok] = o.payUrl.split('/');
    const before = await snapshot(t);
    const paths = [
      `/sandbox/checkout/${orderNo}%00/${tok}/pay`,
      `/sandbox/checkout/${orderNo}/${tok}%00/pay`,
      `/sandbox/checkout/${orderNo}/${tok}/pay%00`,
      `/sandbox/checkout/${orderNo}/${tok}%FF/pay`,
      `/sandbox/checkout/${orderNo}/${tok}%ED%A0%80/cancel`,
      `/sandbox/checkout/%C0%80/${tok}/pay`,
    ];
    for (const url of paths) {
      expect((await post(t, url)).statusCode, url).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: url.replace(/\/(pay|cancel)$/, '') })).statusCode, url).toBe(400);
    }
    for (const [body, type] of [
      ['a=\u0000', 'application/x-www-form-urlencoded'],
      ['\u0000', 'application/x-www-form-urlencoded'],
      ['{"a":"\\u0000"}', 'application/json'],
      ['{"a":"\\ud800"}', 'application/json'],
    ] as const) {
      const res = await post(t, `${o.payUrl}/pay`, body, type);
      expect(res.statusCode, `${type} ${JSON.stringify(body)}`).toBe(400);
    }
    expect(await snapshot(t)).toEqual(before);
    expect(expectOk(await t.call('rechargeOrder', { orderNo: o.orderNo }, { token })).order.status).toBe('pending');
  });
});

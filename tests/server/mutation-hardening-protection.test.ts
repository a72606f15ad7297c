import { afterEach, describe, expect, it, vi } from 'vitest';
import { exclude } from '../../server/protection/index.ts';
import { newPlayer } from './console-play.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, PASSWORD } from './helpers.ts';
import { freezeAt } from './frozen-clock.ts';

/**
 * Player protection where the mutation pool (docs/mutation-hardening.md) found no assertion, asserted
 * through the player's calls (errcodes, selfLimitInfo's answers).
 */
const DAY = 24 * 3600_000;
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.83.${ips % 250}.1`);
const withdrawOnlyToken = async (t: TestServer, account: string) =>
  expectOk(await t.call('accountLogin', { type: 2, account, password: PASSWORD, withdrawOnly: true })).token as string;
const endState = async (t: TestServer, token: string) => expectOk(await t.call('selfLimitInfo', {}, { token })).selfExclusionEnd;


describe(`mutation hardening: protection (${databaseKind})`, () => {
  const t = useTestServer();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // P15 (exclusion-end.ts:66): the end is confirmable at confirmFrom to the millisecond, not one before.
  it('a self-exclusion end confirmed 1 ms before confirmFrom is refused; at confirmFrom it ends', async () => {
    const p = await player(t, 'exactend');
    const { irrevocableUntil } = expectOk(await t.call('selfExclude', { months: 12, confirm: true }, { token: p.token }));
    t.advance(irrevocableUntil + DAY - t.deps.now());
    const token = await withdrawOnlyToken(t, p.account);
    const { confirmFrom } = expectOk(await t.call('askSelfExclusionEnd', { confirm: true }, { token }));
    t.advance(confirmFrom - 60_000 - t.deps.now());
    const late = await withdrawOnlyToken(t, p.account); // argon2 takes real time: signed in before the clock is held

    freezeAt(t, confirmFrom - 1);
    expectError(await t.call('confirmSelfExclusionEnd', { confirm: true }, { token: late }), { status: 200, errcode: 6004, params: { atMs: confirmFrom } });
    expect(await endState(t, late)).toMatchObject({ endFrom: confirmFrom, endConfirmable: false });
    freezeAt(t, confirmFrom);
    expect(await endState(t, late)).toMatchObject({ endFrom: confirmFrom, endConfirmable: true });
    expect(expectOk(await t.call('confirmSelfExclusionEnd', { confirm: true }, { token: late })).until).toBeNull();
  });

  // P14 (exclusion-end.ts:37, and :46): with two self-exclusions, the later irrevocable end decides.
  it('two self-exclusions: not endable until the later one’s irrevocable months are over', async () => {
    const p = await player(t, 'twoselves');
    const first = expectOk(await t.call('selfExclude', { months: 12, confirm: true }, { token: p.token }));
    // A second one a month later (two racing selfExclude calls of one session can make this).
    const laterIrrevocable = first.irrevocableUntil + 30 * DAY;
    await t.deps.db.transaction((tx) =>
      exclude(tx, { userId: p.userId, kind: 'self_exclusion', endsAt: first.until + 30 * DAY, irrevocableUntil: laterIrrevocable, now: t.deps.now() }),
    );
    t.advance(first.irrevocableUntil + DAY - t.deps.now());
    let token = await withdrawOnlyToken(t, p.account);
    expect(await endState(t, token)).toEqual({ endable: false, endFrom: null, endConfirmable: false });
    expectError(await t.call('askSelfExclusionEnd', { confirm: true }, { token }), {
      status: 200,
      errcode: 6006,
      msg: 'errors.protection.endIrrevocable',
      params: { untilMs: laterIrrevocable },
    });
    t.advance(laterIrrevocable - t.deps.now());
    token = await withdrawOnlyToken(t, p.account);
    expect((await endState(t, token)).endable).toBe(true);
    expectOk(await t.call('askSelfExclusionEnd', { confirm: true }, { token }));
  });

  // exclusion-end.ts:40 (endable) and :50: endable from the irrevocable end to the millisecond.
  it('at the irrevocable end exactly the self-exclusion is endable and the end may be asked; 1 ms before it is not', async () => {
    const p = await player(t, 'exactirrev');
    const { irrevocableUntil } = expectOk(await t.call('selfExclude', { months: 12, confirm: true }, { token: p.token }));
    t.advance(irrevocableUntil - 60_000 - t.deps.now());
    const token = await withdrawOnlyToken(t, p.account);
    freezeAt(t, irrevocableUntil - 1);
    expect((await endState(t, token)).endable).toBe(false);
    expectError(await t.call('askSelfExclusionEnd', { confirm: true }, { token }), { status: 200, errcode: 6006, params: { untilMs: irrevocableUntil } });
    freezeAt(t, irrevocableUntil);
    expect((await endState(t, token)).endable).toBe(true);
    expect(expectOk(await t.call('askSelfExclusionEnd', { confirm: true }, { token })).confirmFrom).toBe(irrevocableUntil + DAY);
  });
});

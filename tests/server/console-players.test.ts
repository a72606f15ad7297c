import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from '../../contract/index.ts';
import { createPlayer } from '../../server/auth/index.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { decided, depositPaid, newPlayer, play, withdrawalAsked } from './console-play.ts';
import { FIESTA, reqId } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { coinOf, expectOk, mobileNo, norm, PASSWORD, registerPhone, snapshot } from './helpers.ts';

const search = async (t: TestServer, token: string, q: string) =>
  (expectOk(await consoleCall(t, 'consolePlayerSearch', { query: q }, { token })).players as { id: number; account: string; mobile: string }[]);
const accounts = (rows: { account: string }[]) => rows.map((r) => r.account);

/** Players made straight in the database (no sign-in, no coins): many of them, quickly. */
async function bulkPlayers(t: TestServer, prefix: string, n: number) {
  await t.deps.db.transaction(async (tx) => {
    for (let i = 1; i <= n; i++) {
      const account = `${prefix}${String(i).padStart(2, '0')}`;
      await createPlayer(tx, { account, accountType: 2, mobile: null, passwordHash: null, nickname: account, birthDate: '1990-01-01', pid: null, ip: '10.9.0.1', welcomeCoin: 0 });
    }
  });
}

describe(`console player search (${databaseKind})`, () => {
  const t = useTestServer();

  it('finds a player by exact id, account prefix (any case, wildcards literal) and mobile prefix typed as 09…, 639… or +639…', async () => {
    const { token } = await operatorWithSession(t, 'sam', 'support');
    const a = await newPlayer(t, 'santos_a', '10.3.0.1');
    const b = await newPlayer(t, 'Santos_B', '10.3.0.2');
    await newPlayer(t, 'santosxa', '10.3.0.3');
    await newPlayer(t, 'santiago', '10.3.0.4');
    const p1 = await registerPhone(t, mobileNo(1230001));
    const p2 = await registerPhone(t, mobileNo(1230002));

    expect(accounts(await search(t, token, 'santos'))).toEqual(['santos_a', 'Santos_B', 'santosxa']);
    expect(accounts(await search(t, token, 'SANTOS_'))).toEqual(['santos_a', 'Santos_B']);
    expect(accounts(await search(t, token, '  santos_b  '))).toEqual(['Santos_B']);
    for (const wild of ['%', '_', '\\', 'santos%', '%a']) expect(await search(t, token, wild), wild).toEqual([]);

    const both = [p1.userId, p2.userId];
    for (const typed of ['0918123000', '63918123000', '+63918123000']) {
      expect((await search(t, token, typed)).map((r) => r.id), typed).toEqual(both);
    }
    const one = await search(t, token, '+639181230001');
    // Support reads the number masked (the account name is what the player chose to be called).
    expect(one).toEqual([{ id: p1.userId, account: norm(mobileNo(1230001)), mobile: '0918•••0001', nickname: expect.any(String), createdAt: expect.any(Number) }]);
    const admin = await operatorWithSession(t, 'ada', 'admin');
    expect((await search(t, admin.token, '+639181230001'))[0]!.mobile).toBe(norm(mobileNo(1230001)));
    expect(await search(t, token, '09181230003')).toEqual([]);

    // An id is matched exactly, and comes first.
    expect((await search(t, token, String(a.userId)))[0]).toMatchObject({ id: a.userId, account: 'santos_a', mobile: '' });
    expect((await search(t, token, String(b.userId))).map((r) => r.id)).toContain(b.userId);
    expect(await search(t, token, '2147483648')).toEqual([]);
    expect(await search(t, token, 'nobody-like-this')).toEqual([]);
  });

  it('answers at most 20, in the same order every time', async () => {
    const { token } = await operatorWithSession(t, 'sam', 'support');
    await bulkPlayers(t, 'bulk', 25);
    const first = await search(t, token, 'bulk');
    expect(first).toHaveLength(20);
    expect(accounts(first)).toEqual(Array.from({ length: 20 }, (_, i) => `bulk${String(i + 1).padStart(2, '0')}`));
    expect(await search(t, token, 'BULK')).toEqual(first);
    // The exact id first, then the rest by id.
    const last = (await search(t, token, 'bulk25'))[0]!;
    expect(accounts(await search(t, token, String(last.id)))[0]).toBe('bulk25');
  });

  it('an empty or too long query is a 400 naming it and changes nothing; a player token is refused', async () => {
    const { token } = await operatorWithSession(t, 'sam', 'support');
    const before = await snapshot(t);
    for (const q of ['', '   ', 'x'.repeat(65), 5, null]) expectRefused(await consoleCall(t, 'consolePlayerSearch', { query: q }, { token }), 400, { field: 'query' });
    expectRefused(await consoleCall(t, 'consolePlayerSearch', {}, { token }), 400, { field: 'query' });
    expect(await snapshot(t)).toEqual(before);
    const player = await t.loginDemo();
    expectRefused(await consoleCall(t, 'consolePlayerSearch', { query: 'demo' }, { token: player }), 401);
  });
});

describe(`console player page (${databaseKind})`, () => {
  const t = useTestServer();

  it("shows the player's profile, every balance, latest deposits, withdrawals and bets, sessions, sign-ins and notes, from real play", async () => {
    const { token } = await operatorWithSession(t, 'ada', 'admin');
    const sam = await operatorWithSession(t, 'sam', 'support');
    const finance = await operatorWithSession(t, 'fina', 'finance');
    const mobile = mobileNo(4440001);
    const reg = await registerPhone(t, mobile);
    const ana = { token: reg.token, userId: reg.userId, account: norm(mobile) };
    t.advance(1000);
    const paidOrder = await depositPaid(t, ana.token, 20_000);
    t.advance(1000);
    const pendingOrder = expectOk(await t.call('recharge', { typeId: 1, amount: 10_000, requestId: reqId('dep') }, { token: ana.token })).order.orderNo as string;
    const spins = await play(t, ana.token, FIESTA, 3, { gapMs: 1000 });
    const withdrawalId = await withdrawalAsked(t, ana, 10_000);
    await decided(t, finance.token, withdrawalId);
    // Sign out, sign in again from another address, then a wrong password.
    expectOk(await t.call('logout', {}, { token: ana.token }));
    t.advance(60_000);
    const second = expectOk(await t.call('accountLogin', { type: 2, account: norm(mobile), password: PASSWORD }, { ip: '10.4.0.2' }));
    t.advance(1000);
    expect((await t.call('accountLogin', { type: 2, account: norm(mobile), password: 'Wrong-Password-1' }, { ip: '10.4.0.3' })).body.errcode).not.toBe(0);

    const page = expectOk(await consoleCall(t, 'consolePlayer', { id: ana.userId }, { token })).player;
    const [user] = await query(t, sql`SELECT created_at, reg_ip FROM users WHERE id = ${ana.userId}`);
    const [signedIn] = await query(t, sql`SELECT max(created_at) AS at FROM security_events WHERE user_id = ${ana.userId} AND kind = 'sign_in'`);
    expect(page.profile).toEqual({
      id: ana.userId,
      account: norm(mobile),
      mobile: norm(mobile),
      nickname: expect.any(String),
      createdAt: new Date(user!.created_at).getTime(),
      vip: 0,
      registerIp: user!.reg_ip,
      lastSignInAt: new Date(signedIn!.at).getTime(),
    });
    // Every account the ledger has for the player, with its balance.
    const ledgerAccounts = await query(t, sql`SELECT kind, balance FROM ledger_accounts WHERE owner_id = ${ana.userId} ORDER BY id`);
    expect(page.balances).toEqual(ledgerAccounts.map((a) => ({ account: a.kind, balance: Number(a.balance) })));
    expect(page.balances).toContainEqual({ account: 'coin', balance: await coinOf(t, ana.userId) });
    // The welcome coins (₱50, still locked) were forfeited with the withdrawal (cash is staked first).
    expect(await coinOf(t, ana.userId)).toBe(20_000 - spins.bets + spins.wins - 10_000);

    expect(page.deposits).toEqual([
      { orderNo: pendingOrder, typeId: 1, channel: 'GCash', amount: 10_000, status: 'pending', createdAt: expect.any(Number), paidAt: null },
      { orderNo: paidOrder, typeId: 1, channel: 'GCash', amount: 20_000, status: 'paid', createdAt: expect.any(Number), paidAt: expect.any(Number) },
    ]);
    // Who decided it; an approval's reason stays in the records (only a rejection's is the player's to read).
    expect(page.withdrawals).toEqual([expect.objectContaining({ id: withdrawalId, userId: ana.userId, amount: 10_000, status: 'paid', reason: '', decidedAt: expect.any(Number), decidedBy: 'fina' })]);
    expect(page.bets.map((b: { id: string }) => b.id)).toEqual(spins.roundIds.toReversed());
    expect(page.bets.every((b: { gameId: number; game: string; bet: number }) => b.gameId === FIESTA && b.game === 'Fiesta sa Baryo' && b.bet === 200)).toBe(true);
    expect(page.bets.reduce((s: number, b: { win: number }) => s + b.win, 0)).toBe(spins.wins);

    // Sessions, ended ones too, newest first: the signed-in one is live, the signed-out one ended.
    expect(page.sessions).toEqual([
      { device: expect.any(String), address: '10.4.0.2', createdAt: expect.any(Number), lastUsedAt: expect.any(Number), endedAt: null },
      { device: expect.any(String), address: '127.0.0.1', createdAt: expect.any(Number), lastUsedAt: expect.any(Number), endedAt: expect.any(Number) },
    ]);
    // Sign-ins, failures too, newest first: the wrong password, the sign-in, the registration.
    expect(page.signIns.map((s: { ok: boolean; address: string }) => [s.ok, s.address])).toEqual([
      [false, '10.4.0.3'],
      [true, '10.4.0.2'],
      [true, '127.0.0.1'],
    ]);
    expect(page.notes).toEqual([]);
    expect(second.token).toBeTruthy();

    // Support reads the same page with the number and the addresses masked; every reading is audited.
    const masked = expectOk(await consoleCall(t, 'consolePlayer', { id: ana.userId }, { token: sam.token })).player;
    expect(masked.profile).toMatchObject({ mobile: `0918•••${mobile.slice(-4)}`, registerIp: '127.0.•••.•••' });
    expect(masked.sessions.map((s: { address: string }) => s.address)).toEqual(['10.4.•••.•••', '127.0.•••.•••']);
    expect(masked.signIns.map((s: { address: string }) => s.address)).toEqual(['10.4.•••.•••', '10.4.•••.•••', '127.0.•••.•••']);
    expect(await query(t, sql`SELECT operator, target, after FROM console_audit WHERE call = 'consolePlayer' ORDER BY id`)).toEqual([
      { operator: 'ada', target: `player:${ana.userId}`, after: { viewed: 'whole' } },
      { operator: 'sam', target: `player:${ana.userId}`, after: { viewed: 'masked' } },
    ]);

    // The latest 20 of each: older bets fall off.
    const more = await play(t, second.token as string, FIESTA, 20, { gapMs: 1000 });
    const again = expectOk(await consoleCall(t, 'consolePlayer', { id: ana.userId }, { token })).player;
    expect(again.bets.map((b: { id: string }) => b.id)).toEqual(more.roundIds.toReversed());
  });

  it('an unknown player is a 404 for the page, the ledger and a note, and nothing changes; bad ids are a 400; a player token is refused', async () => {
    const { token } = await operatorWithSession(t, 'sam', 'support');
    const before = await snapshot(t);
    for (const [path, body] of [
      ['consolePlayer', { id: 999_999 }],
      ['consolePlayerLedger', { id: 999_999 }],
      ['consolePlayerNoteAdd', { id: 999_999, text: 'who is this?' }],
    ] as const) {
      expectRefused(await consoleCall(t, path, body, { token }), 404, { msg: MessageKey.consolePlayerNotFound });
      for (const id of [0, -1, 1.5, '1', 2 ** 31, null]) expectRefused(await consoleCall(t, path, { ...body, id }, { token }), 400, { field: 'id' });
    }
    expect(await snapshot(t)).toEqual(before);
    const player = await t.loginDemo();
    const afterLogin = await snapshot(t);
    for (const path of ['consolePlayer', 'consolePlayerLedger'] as const) expectRefused(await consoleCall(t, path, { id: 1 }, { token: player }), 401);
    expectRefused(await consoleCall(t, 'consolePlayerNoteAdd', { id: 1, text: 'mine' }, { token: player }), 401);
    expect(await snapshot(t)).toEqual(afterLogin);
  });
});

describe(`console player ledger (${databaseKind})`, () => {
  const t = useTestServer();

  it("pages the player's coin record newest first without gaps or repeats, in the player's own record groups", async () => {
    const { token } = await operatorWithSession(t, 'fina', 'finance');
    const ana = await newPlayer(t, 'ledgerana', '10.5.0.1');
    await depositPaid(t, ana.token, 20_000);
    await play(t, ana.token, FIESTA, 6);
    await withdrawalAsked(t, ana, 10_000);
    const ledger = async (body: Record<string, unknown>) => expectOk(await consoleCall(t, 'consolePlayerLedger', { id: ana.userId, ...body }, { token }));

    const all = await ledger({ limit: 100 });
    expect(all.hasMore).toBe(false);
    const ids = all.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    // What the player sees in their own record, row for row.
    const own = expectOk(await t.call('appUserCoinDetail', { pageSize: 50 }, { token: ana.token })).list;
    expect(all.rows).toEqual(own);
    expect(all.rows.at(-1)).toMatchObject({ kind: 'signup_bonus', amount: 5000, balanceAfter: 5000 });
    expect(all.rows[0]).toMatchObject({ kind: 'withdraw_hold', amount: -10_000, balanceAfter: await coinOf(t, ana.userId) });

    // Pages of 3, each starting before the last one's oldest row: together, exactly the whole list.
    const paged: number[] = [];
    let before: number | undefined;
    for (let pages = 0; pages < 50; pages++) {
      const page = await ledger({ limit: 3, ...(before ? { before } : {}) });
      paged.push(...page.rows.map((r: { id: number }) => r.id));
      if (!page.hasMore) break;
      expect(page.rows).toHaveLength(3);
      before = page.rows.at(-1).id;
    }
    expect(paged).toEqual(ids);
    expect((await ledger({ limit: ids.length })).hasMore).toBe(false);
    expect((await ledger({ limit: ids.length - 1 })).hasMore).toBe(true);

    for (const group of ['deposit', 'withdraw', 'bonus', 'game'] as const) {
      const mine = expectOk(await t.call('appUserCoinDetail', { group, pageSize: 50 }, { token: ana.token })).list;
      expect((await ledger({ group, limit: 100 })).rows, group).toEqual(mine);
    }
    expect((await ledger({ group: 'deposit' })).rows.map((r: { kind: string }) => r.kind)).toEqual(['deposit']);
    expect((await ledger({ group: 'bonus' })).rows.map((r: { kind: string }) => r.kind)).toEqual(['signup_bonus']);

    const admin = await operatorWithSession(t, 'ada', 'admin');
    const before2 = await snapshot(t);
    for (const [field, value] of [
      ['group', 'jackpot'],
      ['before', 0],
      ['limit', 0],
      ['limit', 101],
    ] as const) {
      expectRefused(await consoleCall(t, 'consolePlayerLedger', { id: ana.userId, [field]: value }, { token: admin.token }), 400, { field });
    }
    expect(await snapshot(t)).toEqual(before2);
    // Compliance does not see the ledger (contract roles).
    const compliance = await operatorWithSession(t, 'cleo', 'compliance');
    expectRefused(await consoleCall(t, 'consolePlayerLedger', { id: ana.userId }, { token: compliance.token }), 403, { msg: MessageKey.consoleRoleRefused });
  });
});

describe(`console player rewards (${databaseKind})`, () => {
  const t = useTestServer();

  it("lists every grant the player's reward record shows, newest first, paged, for every role", async () => {
    const { token } = await operatorWithSession(t, 'cleo', 'compliance');
    const ana = await newPlayer(t, 'rewardana', '10.5.1.1');
    const grants = async (body: Record<string, unknown>) => expectOk(await consoleCall(t, 'consolePlayerRewards', { id: ana.userId, ...body }, { token }));

    // The welcome coins: a grant still locked until the first deposit.
    const first = await grants({});
    expect(first).toMatchObject({ hasMore: false, rows: [{ activityId: 15, reason: 'signup', items: [{ propId: 2001, count: 5000 }], locked: 5000 }] });
    // The same rows the player's own record shows.
    const own = expectOk(await t.call('activityAwardGetLog', {}, { token: ana.token })).list;
    expect(first.rows).toEqual(own);
    // After the first deposit the welcome coins wait only for their turnover: still locked.
    await depositPaid(t, ana.token, 20_000);
    expect((await grants({})).rows[0].locked).toBe(5000);
    // Paging: a page of one says more follow only when they do.
    expect((await grants({ limit: 1 })).hasMore).toBe(false);
    expect((await grants({ before: first.rows[0].id })).rows).toEqual([]);

    const before = await snapshot(t);
    for (const [field, value] of [
      ['before', 0],
      ['limit', 0],
      ['limit', 101],
    ] as const) {
      expectRefused(await consoleCall(t, 'consolePlayerRewards', { id: ana.userId, [field]: value }, { token }), 400, { field });
    }
    expectRefused(await consoleCall(t, 'consolePlayerRewards', { id: 999_999 }, { token }), 404, { msg: MessageKey.consolePlayerNotFound });
    expect(await snapshot(t)).toEqual(before);
  });
});

describe(`console player notes (${databaseKind})`, () => {
  const t = useTestServer();

  it('a note is kept with its operator and time, listed newest first, and audited in its transaction; a bad one changes nothing', async () => {
    let at = Date.now();
    t.deps.now = () => at;
    const sam = await operatorWithSession(t, 'sam', 'support');
    const cleo = await operatorWithSession(t, 'cleo', 'compliance');
    const ana = await newPlayer(t, 'noteana', '10.6.0.1');

    const first = expectOk(await consoleCall(t, 'consolePlayerNoteAdd', { id: ana.userId, text: '  Called about a late deposit.  ' }, { token: sam.token })).note;
    expect(first).toEqual({ id: expect.any(Number), operator: 'sam', time: at, text: 'Called about a late deposit.' });
    at += 5000;
    const second = expectOk(await consoleCall(t, 'consolePlayerNoteAdd', { id: ana.userId, text: 'ID checked.' }, { token: cleo.token })).note;
    // The same text again is another note (a note is not a setting).
    at += 5000;
    const third = expectOk(await consoleCall(t, 'consolePlayerNoteAdd', { id: ana.userId, text: 'ID checked.' }, { token: cleo.token })).note;
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);

    const page = expectOk(await consoleCall(t, 'consolePlayer', { id: ana.userId }, { token: sam.token })).player;
    expect(page.notes).toEqual([third, second, first]);
    expect(await query(t, sql`SELECT operator_id, operator, call, target, before, after, reason FROM console_audit WHERE call = 'consolePlayerNoteAdd' ORDER BY id`)).toEqual([
      { operator_id: sam.id, operator: 'sam', call: 'consolePlayerNoteAdd', target: `player:${ana.userId}`, before: null, after: { noteId: first.id, text: 'Called about a late deposit.' }, reason: null },
      { operator_id: cleo.id, operator: 'cleo', call: 'consolePlayerNoteAdd', target: `player:${ana.userId}`, before: null, after: { noteId: second.id, text: 'ID checked.' }, reason: null },
      { operator_id: cleo.id, operator: 'cleo', call: 'consolePlayerNoteAdd', target: `player:${ana.userId}`, before: null, after: { noteId: third.id, text: 'ID checked.' }, reason: null },
    ]);
    // Another player's page has none of them.
    expect(expectOk(await consoleCall(t, 'consolePlayer', { id: 1 }, { token: sam.token })).player.notes).toEqual([]);

    const before = await snapshot(t);
    for (const text of ['', '   ', 'x'.repeat(1001), 7, null]) {
      expectRefused(await consoleCall(t, 'consolePlayerNoteAdd', { id: ana.userId, text }, { token: sam.token }), 400, { field: 'text' });
    }
    expectRefused(await consoleCall(t, 'consolePlayerNoteAdd', { id: ana.userId }, { token: sam.token }), 400, { field: 'text' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('a note whose audit row cannot be written is not kept either', async () => {
    const sam = await operatorWithSession(t, 'sam', 'support');
    const ana = await newPlayer(t, 'noteben', '10.6.0.2');
    // Break the audit for this test only: a note must fail with it rather than be kept unaudited.
    t.schemaChanged();
    await t.deps.db.execute(sql`ALTER TABLE console_audit ADD CONSTRAINT no_more_rows CHECK (false) NOT VALID`);
    const before = await snapshot(t);
    const res = await consoleCall(t, 'consolePlayerNoteAdd', { id: ana.userId, text: 'unaudited?' }, { token: sam.token });
    expect(res.status).toBe(500);
    expect(await snapshot(t)).toEqual(before);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM console_player_notes`)).toEqual([{ n: 0 }]);
  });
});

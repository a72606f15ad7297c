import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { newPlayer } from './console-play.ts';
import { fund, okCall } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { requestId } from './jackpot-helpers.ts';

/** The coin pusher's settings in the console (docs/pusher.md "Console"): admins only, audited, 9402 when they do not fit. */
/** A call's audit rows of changes (a refused role leaves its own row, target `refused`). */
const auditRows = (t: TestServer, call: string) => query(t, sql`SELECT target, before, after FROM console_audit WHERE call = ${call} AND target <> 'refused' ORDER BY id`);
const SEEDED = { enabled: true, stakes: [100, 500, 1000], lanes: 5, goldenWorth: 20 };

describe(`the coin pusher's console (${databaseKind})`, () => {
  const t = useTestServer();

  it('a stranger is a 401 and support or finance a 403; nothing is written', async () => {
    const support = await operatorWithSession(t, 'psh-support', 'support');
    const finance = await operatorWithSession(t, 'psh-finance', 'finance');
    const before = await snapshot(t);
    for (const call of ['consolePusherConfig', 'consolePusherConfigSave'] as const) {
      expectRefused(await consoleCall(t, call, SEEDED), 401);
      expectRefused(await consoleCall(t, call, SEEDED, { token: support.token }), 403, { msg: MessageKey.consoleRoleRefused });
      expectRefused(await consoleCall(t, call, SEEDED, { token: finance.token }), 403, { msg: MessageKey.consoleRoleRefused });
    }
    // The pusher's settings untouched, no change audited.
    expect((await snapshot(t)).digests.pusher_config).toBe(before.digests.pusher_config);
    expect(await auditRows(t, 'consolePusherConfigSave')).toEqual([]);
  });

  it("shows the settings, the table in force's prizes, RTP and today's drops; a save is audited and felt by the next drop; 9402 changes nothing", async () => {
    const admin = await operatorWithSession(t, 'psh-admin', 'admin');
    const view = expectOk(await consoleCall(t, 'consolePusherConfig', {}, { token: admin.token }));
    expect(view).toMatchObject({ settings: SEEDED, tableKey: 'pusher', tableVersion: 1, totalWeight: 10_000, rtpBasisPoints: 9500, today: { drops: 0, staked: 0, paid: 0 } });
    expect(view.prizes).toHaveLength(7);

    const p = await newPlayer(t, 'pshconsole', '10.74.9.1');
    await fund(t, p.userId, 100_000);
    const dropped = okCall('pusherDrop', await t.call('pusherDrop', { requestId: requestId('c'), lane: 4, stake: 1000 }, { token: p.token }));
    expect(expectOk(await consoleCall(t, 'consolePusherConfig', {}, { token: admin.token })).today).toEqual({ drops: 1, staked: 1000, paid: dropped.win });

    const save = (body: Record<string, unknown>) => consoleCall(t, 'consolePusherConfigSave', body, { token: admin.token });
    // Settings that do not fit: stakes not increasing, a golden worth the table does not pay (9402); lanes out of range (400).
    const before = await snapshot(t);
    const unfit = { status: 400, errcode: Errcode.pusherSettingsInvalid, msg: 'errors.console.pusherSettingsInvalid' };
    expectError(await save({ ...SEEDED, stakes: [500, 100] }), unfit);
    expectError(await save({ ...SEEDED, stakes: [100, 100] }), unfit);
    expectError(await save({ ...SEEDED, goldenWorth: 25 }), unfit);
    expectRefused(await save({ ...SEEDED, lanes: 9 }), 400);
    expect(await snapshot(t)).toEqual(before);

    const changed = { enabled: true, stakes: [100, 200], lanes: 3, goldenWorth: 20 };
    expect(expectOk(await save(changed)).settings).toEqual(changed);
    // The same settings again write nothing.
    expectOk(await save(changed));
    expect(await auditRows(t, 'consolePusherConfigSave')).toEqual([{ target: 'pusher_config:1', before: SEEDED, after: changed }]);
    expect(okCall('getPusherInfo', await t.call('getPusherInfo', {}, { token: p.token }))).toMatchObject({ stakes: [100, 200], lanes: 3 });
    expectError(await t.call('pusherDrop', { requestId: requestId('c'), lane: 3, stake: 100 }, { token: p.token }), { status: 400, errcode: 400, field: 'lane' });
    okCall('pusherDrop', await t.call('pusherDrop', { requestId: requestId('c'), lane: 2, stake: 200 }, { token: p.token }));

    expectOk(await save({ ...changed, enabled: false }));
    expectError(await t.call('pusherDrop', { requestId: requestId('c'), lane: 0, stake: 100 }, { token: p.token }), { status: 409, errcode: Errcode.pusherNotRunning });
    expect(await auditRows(t, 'consolePusherConfigSave')).toHaveLength(2);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from '../../contract/index.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

const storedConfig = async (t: TestServer, key: string) => (await query(t, sql`SELECT value FROM app_config WHERE key = ${key}`))[0]?.value;

describe(`a money setting takes effect when a second admin approves it (${databaseKind})`, () => {
  const t = useTestServer();

  it('one admin proposes, cannot approve it (403, audited), another approves: the players get it; the audit names both', async () => {
    const ana = await operatorWithSession(t, 'ana', 'admin');
    const ben = await operatorWithSession(t, 'ben', 'admin');
    const before = await storedConfig(t, 'withdrawConfig');
    const raised = { ...before, maxAmount: 6_000_000 };

    const proposed = expectOk(await consoleCall(t, 'consoleConfigSet', { key: 'withdrawConfig', value: raised, reason: 'bigger payouts' }, { token: ana.token }));
    expect(proposed.pendingChange).toMatchObject({ kind: 'config', target: 'withdrawConfig', value: raised, before, reason: 'bigger payouts', proposedBy: 'ana', status: 'pending' });
    expect(proposed.config.withdrawConfig).toMatchObject(before);
    // What was proposed is the checked value (the schema's defaults filled in), what the approval will store.
    const checked = proposed.pendingChange.value;
    expect(proposed.config.pendingChanges).toEqual([proposed.pendingChange]);
    expect(await storedConfig(t, 'withdrawConfig')).toEqual(before);
    expect(expectOk(await t.call('anonymous/appConfig', { configKeyList: ['withdrawConfig'] })).config.withdrawConfig.maxAmount).toBe(before.maxAmount);

    // A second change of the key waits for this one; the proposer's own approval is refused.
    expectRefused(await consoleCall(t, 'consoleConfigSet', { key: 'withdrawConfig', value: { ...before, maxAmount: 7_000_000 }, reason: 'more' }, { token: ben.token }), 409, { msg: MessageKey.consoleChangePending });
    const id = proposed.pendingChange.id as number;
    expectRefused(await consoleCall(t, 'consolePendingChangeDecide', { id, decision: 'approve', reason: 'mine' }, { token: ana.token }), 403, { msg: MessageKey.consoleOwnChange });
    expect(await storedConfig(t, 'withdrawConfig')).toEqual(before);

    const approved = expectOk(await consoleCall(t, 'consolePendingChangeDecide', { id, decision: 'approve', reason: 'agreed with finance' }, { token: ben.token }));
    expect(approved.change).toMatchObject({ id, status: 'approved', decidedBy: 'ben', decisionReason: 'agreed with finance' });
    expect(approved.config.withdrawConfig.maxAmount).toBe(6_000_000);
    expect(approved.config.pendingChanges).toEqual([]);
    expect(expectOk(await t.call('anonymous/appConfig', { configKeyList: ['withdrawConfig'] })).config.withdrawConfig.maxAmount).toBe(6_000_000);
    expectRefused(await consoleCall(t, 'consolePendingChangeDecide', { id, decision: 'reject', reason: 'late' }, { token: ana.token }), 409, { msg: MessageKey.consoleChangeNotPending });

    expect(await query(t, sql`SELECT operator, call, target, before, after, reason FROM console_audit WHERE call <> 'consolePlayer' ORDER BY id`)).toEqual([
      { operator: 'ana', call: 'consoleConfigSet', target: `change:${id}`, before, after: checked, reason: 'bigger payouts' },
      { operator: 'ana', call: 'consolePendingChangeDecide', target: 'refused', before: null, after: { refused: MessageKey.consoleOwnChange }, reason: null },
      { operator: 'ben', call: 'consolePendingChangeDecide', target: 'config:withdrawConfig', before, after: checked, reason: 'agreed with finance' },
    ]);
  });

  it('any admin may reject a proposal (the proposer too, to withdraw it): nothing changes; other settings are saved at once', async () => {
    const ana = await operatorWithSession(t, 'ana', 'admin');
    const before = await storedConfig(t, 'kycAmount');
    const proposed = expectOk(await consoleCall(t, 'consoleConfigSet', { key: 'kycAmount', value: 1_000_000, reason: 'fewer checks' }, { token: ana.token }));
    const rejected = expectOk(await consoleCall(t, 'consolePendingChangeDecide', { id: proposed.pendingChange.id, decision: 'reject', reason: 'typo' }, { token: ana.token }));
    expect(rejected.change).toMatchObject({ status: 'rejected', decidedBy: 'ana' });
    expect(rejected.config.pendingChanges).toEqual([]);
    expect(await storedConfig(t, 'kycAmount')).toEqual(before);

    // Maintenance is not money: one admin, at once.
    const maintenance = expectOk(await consoleCall(t, 'consoleConfigSet', { key: 'maintenance', value: { status: true, until: null }, reason: 'provider down' }, { token: ana.token }));
    expect(maintenance.pendingChange).toBeNull();
    expect(maintenance.config.maintenance.status).toBe(true);
    // The second-approval amount is itself a money setting, kept out of the players' config.
    const amount = expectOk(await consoleCall(t, 'consoleConfigSet', { key: 'secondApprovalAmount', value: 1_000_000, reason: 'stricter' }, { token: ana.token }));
    expect(amount.config.secondApprovalAmount).toBe(2_000_000);
    expect(amount.pendingChange).toMatchObject({ target: 'secondApprovalAmount', before: 2_000_000, value: 1_000_000 });
    expect(expectOk(await t.call('anonymous/appConfig', {})).config).not.toHaveProperty('secondApprovalAmount');
  });
});

describe(`one admin alone cannot make another (${databaseKind})`, () => {
  const t = useTestServer();

  it('an admin account is proposed with a reason and made when a second admin approves it; other roles are made at once', async () => {
    const ana = await operatorWithSession(t, 'ana', 'admin');
    const ben = await operatorWithSession(t, 'ben', 'admin');
    expectRefused(await consoleCall(t, 'consoleOperatorAdd', { name: 'cora', role: 'admin' }, { token: ana.token }), 400, { field: 'reason' });
    const proposed = expectOk(await consoleCall(t, 'consoleOperatorAdd', { name: 'cora', role: 'admin', reason: 'new head of finance' }, { token: ana.token }));
    expect(proposed).not.toHaveProperty('oneTimePassword');
    expect(proposed.pendingChange).toMatchObject({ kind: 'operator', target: 'cora', value: { name: 'cora', role: 'admin' }, proposedBy: 'ana', status: 'pending' });
    expect(await query(t, sql`SELECT name FROM operators WHERE name = 'cora'`)).toEqual([]);
    const list = expectOk(await consoleCall(t, 'consoleOperatorsList', {}, { token: ben.token }));
    expect(list.pendingChanges).toEqual([proposed.pendingChange]);
    expectRefused(await consoleCall(t, 'consoleOperatorAdd', { name: 'cora', role: 'admin', reason: 'again' }, { token: ben.token }), 409, { msg: MessageKey.consoleChangePending });

    const id = proposed.pendingChange.id as number;
    expectRefused(await consoleCall(t, 'consolePendingChangeDecide', { id, decision: 'approve', reason: 'mine' }, { token: ana.token }), 403, { msg: MessageKey.consoleOwnChange });
    expect(await query(t, sql`SELECT name FROM operators WHERE name = 'cora'`)).toEqual([]);
    const approved = expectOk(await consoleCall(t, 'consolePendingChangeDecide', { id, decision: 'approve', reason: 'confirmed with HR' }, { token: ben.token }));
    expect(approved.operator).toMatchObject({ name: 'cora', role: 'admin', createdBy: 'ben', mustChangePassword: true });
    expect(approved.oneTimePassword).toEqual(expect.any(String));
    expect(await query(t, sql`SELECT operator, call, target, reason FROM console_audit WHERE target IN (${`change:${id}`}, 'operator:cora') ORDER BY id`)).toEqual([
      { operator: 'ana', call: 'consoleOperatorAdd', target: `change:${id}`, reason: 'new head of finance' },
      { operator: 'ben', call: 'consolePendingChangeDecide', target: 'operator:cora', reason: 'confirmed with HR' },
    ]);

    const support = expectOk(await consoleCall(t, 'consoleOperatorAdd', { name: 'dina', role: 'support' }, { token: ana.token }));
    expect(support.operator).toMatchObject({ name: 'dina', role: 'support' });
    expect(support).not.toHaveProperty('pendingChange');
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Errcode, MessageKey } from '../../contract/index.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { consoleCall, expectRefused, operatorWithSession } from './console-helpers.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';
import { submitKyc } from './kyc-helpers.ts';
import { requestId } from './jackpot-helpers.ts';

// docs/kyc.md "One person, one identity" and "Before the first deposit".
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.28.${ips}.1`);
const pendingOf = async (t: TestServer, p: Player) =>
  (await t.deps.db.select().from(schema.kycSubmissions).where(and(eq(schema.kycSubmissions.userId, p.userId), eq(schema.kycSubmissions.status, 'pending'))))[0]!.id;

describe(`one person, one identity (${databaseKind})`, () => {
  const t = useTestServer();

  it('the same ID on a second account, however written, is shown to the reviewer and cannot be approved while the first holds it', async () => {
    const first = await player(t, 'idfirst');
    const second = await player(t, 'idsecond');
    await submitKyc(t, first.token, { idNumber: '1234-5678-9012-3456' });
    await submitKyc(t, second.token, { idNumber: '1234 5678 9012 3456' });
    const { token } = await operatorWithSession(t, 'maria', 'compliance');
    const secondId = await pendingOf(t, second);
    const view = expectOk(await consoleCall(t, 'consoleKycView', { id: secondId }, { token }));
    expect(view.linked).toEqual([{ userId: first.userId, account: first.account, status: 'pending', excluded: false }]);

    expectOk(await consoleCall(t, 'consoleKycDecide', { id: await pendingOf(t, first), decision: 'approve', reason: 'ID and selfie match' }, { token }));
    expect(expectOk(await consoleCall(t, 'consoleKycView', { id: secondId }, { token })).linked).toEqual([expect.objectContaining({ userId: first.userId, status: 'approved' })]);
    const before = await snapshot(t);
    const refused = await consoleCall(t, 'consoleKycDecide', { id: secondId, decision: 'approve', reason: 'looks fine' }, { token });
    expectRefused(refused, 409, { msg: MessageKey.consoleKycIdInUse });
    expect(refused.body.params).toEqual({ account: first.account });
    expect(await snapshot(t)).toEqual(before);
    expect(expectOk(await consoleCall(t, 'consoleKycDecide', { id: secondId, decision: 'reject', reason: 'This ID is verified on another account' }, { token })).submission).toMatchObject({ status: 'rejected' });
  });

  it('an excluded person’s ID refuses the new account’s KYC (7009) and puts it under the same exclusion', async () => {
    const excluded = await player(t, 'idexcl');
    await submitKyc(t, excluded.token, { idNumber: 'N01-23-456789', idType: 'drivers' });
    expectOk(await t.call('selfExclude', { months: 6, confirm: true }, { token: excluded.token }));

    const fresh = await player(t, 'idfresh');
    expectError(await t.call('addKyc', { idType: 'drivers', idNumber: 'n0123456789', fullName: 'Juan Dela Cruz', idFileId: 1, selfieFileId: 2 }, { token: fresh.token }), {
      status: 403,
      errcode: Errcode.kycIdExcluded,
      msg: MessageKey.kycIdExcluded,
    });
    // The same exclusion: signed out everywhere; signing in again is refused until its end.
    expectError(await t.call('getExchange', {}, { token: fresh.token }), { status: 401, errcode: 401 });
    const [row] = await t.deps.db.select().from(schema.protectionExclusions).where(eq(schema.protectionExclusions.userId, fresh.userId));
    const [theirs] = await t.deps.db.select().from(schema.protectionExclusions).where(eq(schema.protectionExclusions.userId, excluded.userId));
    expect(row!.endsAt.getTime()).toBe(theirs!.endsAt.getTime());
    expect(await t.deps.db.select().from(schema.kycSubmissions).where(eq(schema.kycSubmissions.userId, fresh.userId))).toEqual([]);
  });
});

describe(`identity before the first deposit (${databaseKind})`, () => {
  const t = useTestServer();

  it('switched on, a first deposit waits for an approved KYC; a test server seeds it off', async () => {
    expect((await t.deps.config.get()).config.kycBeforeFirstDeposit).toBe(false);
    await appConfigRepo(t.deps.db).upsert('kycBeforeFirstDeposit', true);
    t.deps.config.invalidate();
    const p = await player(t, 'kycfirst');
    const recharge = () => t.call('recharge', { typeId: 1, amount: 10_000, requestId: requestId('dep') }, { token: p.token });
    const before = await snapshot(t);
    expectError(await recharge(), { status: 200, errcode: Errcode.kycRequired, msg: MessageKey.kycBeforeFirstDeposit });
    expectError(await recharge(), { status: 200, errcode: Errcode.kycRequired });
    expect(await snapshot(t)).toEqual(before);
    await submitKyc(t, p.token);
    expectError(await recharge(), { status: 200, errcode: Errcode.kycRequired }); // submitted is not verified
    const { token } = await operatorWithSession(t, 'maria', 'compliance');
    expectOk(await consoleCall(t, 'consoleKycDecide', { id: await pendingOf(t, p), decision: 'approve', reason: 'ID and selfie match' }, { token }));
    expect(expectOk(await recharge()).order).toMatchObject({ status: 'pending' });
  });

  it('switched on later, a player who has deposited before is not stopped: the rule is about the first deposit', async () => {
    const p = await player(t, 'kyclater');
    await depositPaid(t, p.token, 10_000);
    await appConfigRepo(t.deps.db).upsert('kycBeforeFirstDeposit', true);
    t.deps.config.invalidate();
    expect(expectOk(await t.call('recharge', { typeId: 1, amount: 10_000, requestId: requestId('dep') }, { token: p.token })).order).toMatchObject({ status: 'pending' });
  });
});

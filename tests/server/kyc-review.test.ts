import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { ageCards, expectError, expectOk, PASSWORD, stepUp } from './helpers.ts';
import { consoleCall, expectRefused, operatorWithSession } from './console-helpers.ts';
import { depositPaid, newPlayer } from './console-play.ts';
import { submitKyc } from './kyc-helpers.ts';

type T = ReturnType<typeof useTestServer>;

const pendingId = async (t: T, userId: number) =>
  (await t.deps.db.select().from(schema.kycSubmissions).where(and(eq(schema.kycSubmissions.userId, userId), eq(schema.kycSubmissions.status, 'pending'))))[0]!.id;

const auditOf = (t: T, target: string) => t.deps.db.select().from(schema.consoleAudit).where(eq(schema.consoleAudit.target, target)).orderBy(schema.consoleAudit.id);

describe(`KYC review in the console (${databaseKind})`, () => {
  const t = useTestServer();

  it('a ₱6,000 withdrawal is refused (2002) until a compliance operator approves, then goes through; audited', async () => {
    const player = await newPlayer(t, 'kycwithdraw');
    await depositPaid(t, player.token, 700_000);
    await stepUp(t, player.token, PASSWORD);
    const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Juan Dela Cruz', accountNo: '09171234567' }, { token: player.token })).card as { id: number };
    await ageCards(t, player.userId);
    const withdraw = (requestId: string) => t.call('exchange', { cardId: card.id, amount: 600_000, requestId, forfeitBonus: true }, { token: player.token });
    expectError(await withdraw('kyc-withdraw-1'), { status: 200, errcode: 2002, params: { amount: 5000 } });

    await submitKyc(t, player.token);
    const id = await pendingId(t, player.userId);
    const { token } = await operatorWithSession(t, 'maria', 'compliance');
    const queue = expectOk(await consoleCall(t, 'consoleKycQueue', {}, { token })).submissions;
    expect(queue).toEqual([expect.objectContaining({ id, userId: player.userId, account: 'kycwithdraw', idType: 'philsys', status: 'pending' })]);
    const view = expectOk(await consoleCall(t, 'consoleKycView', { id }, { token }));
    expect(view.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await sharp(Buffer.from(view.idImage.base64, 'base64')).metadata()).format).toBe('jpeg');
    expect(view.selfieImage).toMatchObject({ mime: 'image/jpeg', width: 120, height: 120 });

    const decided = expectOk(await consoleCall(t, 'consoleKycDecide', { id, decision: 'approve', reason: 'ID and selfie match' }, { token })).submission;
    expect(decided).toMatchObject({ status: 'approved', decidedBy: 'maria', rejectReason: '' });
    expect(expectOk(await t.call('kyc', {}, { token: player.token })).kyc).toMatchObject({ status: 'approved', hasKyc: true, isAddKyc: false });
    expect((await t.deps.db.select().from(schema.users).where(eq(schema.users.id, player.userId)))[0]!.hasKyc).toBe(true);
    // Looking at the images is audited, then the decision.
    const audit = await auditOf(t, `kyc:${id}`);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ operator: 'maria', call: 'consoleKycView', after: { userId: player.userId, viewed: 'images' } });
    expect(audit[1]).toMatchObject({ operator: 'maria', call: 'consoleKycDecide', before: { status: 'pending' }, after: { status: 'approved', userId: player.userId }, reason: 'ID and selfie match' });

    expect(expectOk(await withdraw('kyc-withdraw-2')).withdrawal).toMatchObject({ amount: 600_000, status: 'pending' });
    // A verified player cannot submit again.
    expectError(await t.call('addKyc', { idType: 'passport', idNumber: 'P1234567', fullName: 'Juan Dela Cruz', idFileId: 1, selfieFileId: 2 }, { token: player.token }), { status: 409, errcode: 7004 });
    // A second decision (another tab, another reviewer) is a 409 and writes no second audit row.
    expectRefused(await consoleCall(t, 'consoleKycDecide', { id, decision: 'reject', reason: 'late' }, { token }), 409, { msg: 'errors.console.kycNotPending' });
    expect(await auditOf(t, `kyc:${id}`)).toHaveLength(2);
  });

  it('a rejection shows the player its reason; the player submits again; two reviewers at once decide once', async () => {
    const player = await newPlayer(t, 'kycreject');
    await submitKyc(t, player.token);
    const first = await pendingId(t, player.userId);
    const { token } = await operatorWithSession(t, 'ramon', 'admin');
    expectOk(await consoleCall(t, 'consoleKycDecide', { id: first, decision: 'reject', reason: 'The ID photo is blurred: take it again in good light.' }, { token }));
    expect(expectOk(await t.call('kyc', {}, { token: player.token })).kyc).toMatchObject({ status: 'rejected', isAddKyc: true, hasKyc: false, rejectReason: 'The ID photo is blurred: take it again in good light.' });
    expect(expectOk(await t.call('queryKycResult', {}, { token: player.token }))).toMatchObject({ status: 'rejected', rejectReason: 'The ID photo is blurred: take it again in good light.' });
    expect((await t.deps.db.select().from(schema.users).where(eq(schema.users.id, player.userId)))[0]!.hasKyc).toBe(false);

    await submitKyc(t, player.token);
    const second = await pendingId(t, player.userId);
    expect(expectOk(await t.call('kyc', {}, { token: player.token })).kyc).toMatchObject({ status: 'pending', rejectReason: '' });
    const other = await operatorWithSession(t, 'lorna', 'compliance');
    const both = await Promise.all([
      consoleCall(t, 'consoleKycDecide', { id: second, decision: 'approve', reason: 'ok' }, { token }),
      consoleCall(t, 'consoleKycDecide', { id: second, decision: 'reject', reason: 'no' }, { token: other.token }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditOf(t, `kyc:${second}`)).toHaveLength(1);
  });

  it('only compliance and admin see the queue and the images; a player token is a 401; a reason is required', async () => {
    const player = await newPlayer(t, 'kycprivate');
    await submitKyc(t, player.token);
    const id = await pendingId(t, player.userId);
    for (const role of ['support', 'finance'] as const) {
      const { token } = await operatorWithSession(t, `op-${role}`, role);
      const bodies = { consoleKycQueue: {}, consoleKycView: { id }, consoleKycDecide: { id, decision: 'approve', reason: 'x' } };
      for (const [call, body] of Object.entries(bodies)) expectRefused(await consoleCall(t, call, body, { token }), 403, { msg: 'errors.console.roleRefused' });
    }
    expect((await consoleCall(t, 'consoleKycView', { id }, { token: player.token })).status).toBe(401);
    const { token } = await operatorWithSession(t, 'complier', 'compliance');
    expectRefused(await consoleCall(t, 'consoleKycDecide', { id, decision: 'reject', reason: '   ' }, { token }), 400, { field: 'reason' });
    expectRefused(await consoleCall(t, 'consoleKycView', { id: id + 1000 }, { token }), 404, { msg: 'errors.console.kycNotFound' });
    expect((await pendingId(t, player.userId))).toBe(id);
    // The images are not anywhere a browser could fetch them.
    for (const url of ['/kyc/1', '/data/kyc/1', `/app/v1/kycImage?id=${id}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'] ?? '').not.toMatch(/image\//);
    }
  });

  it('an admin turns the forced KYC popup on from the configuration (audited); players read it at once', async () => {
    const player = await newPlayer(t, 'kycpopupcfg');
    const { token } = await operatorWithSession(t, 'cfgadmin', 'admin');
    expect(expectOk(await consoleCall(t, 'consoleConfigGet', {}, { token })).config.isNewUserForcePopKyc).toBe(false);
    expectRefused(await consoleCall(t, 'consoleConfigSet', { key: 'isNewUserForcePopKyc', value: 'yes', reason: 'x' }, { token }), 400, { field: 'value' });
    expectRefused(await consoleCall(t, 'consoleConfigSet', { key: 'isNewUserForcePopKyc', reason: 'x' }, { token }), 400, { field: 'value' });
    const set = expectOk(await consoleCall(t, 'consoleConfigSet', { key: 'isNewUserForcePopKyc', value: true, reason: 'new players verify first' }, { token }));
    expect(set.config.isNewUserForcePopKyc).toBe(true);
    expect(expectOk(await t.call('kyc', {}, { token: player.token })).kyc.isNewUserForcePopKyc).toBe(true);
    expect(await auditOf(t, 'config:isNewUserForcePopKyc')).toEqual([expect.objectContaining({ before: false, after: true, reason: 'new players verify first' })]);
  });
});

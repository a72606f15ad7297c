import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TEXT_MAX, KYC_MAX_FILE_BYTES } from '../../contract/index.ts';
import { appConfigRepo } from '../../server/app-config/repo.ts';
import * as schema from '../../server/tables.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { expectError, expectOk } from './helpers.ts';
import { consoleCall, expectRefused, operatorWithSession } from './console-helpers.ts';
import { newPlayer } from './console-play.ts';
import { b64, cameraJpeg, smallImage } from './kyc-helpers.ts';

type T = ReturnType<typeof useTestServer>;

const upload = (t: T, token: string, image: Buffer | string) => t.call('uploadFeedbackImage', { image: typeof image === 'string' ? image : b64(image) }, { token });
const uploadOk = async (t: T, token: string, size = 60) => expectOk(await upload(t, token, await smallImage('png', size))).fileId as number;
const send = (t: T, token: string, body: Record<string, unknown>) => t.call('addFeedback', { category: 'deposit', text: 'My GCash deposit did not arrive.', ...body }, { token });
const files = (t: T) => t.deps.db.select().from(schema.feedbackFiles);
const feedbackRows = (t: T) => t.deps.db.select().from(schema.feedbacks);
const auditOf = (t: T, target: string) => t.deps.db.select().from(schema.consoleAudit).where(eq(schema.consoleAudit.target, target)).orderBy(schema.consoleAudit.id);

describe(`feedback (${databaseKind})`, () => {
  const t = useTestServer();

  it('sends a feedback with pictures (re-encoded, no EXIF) and lists it open with its pictures', async () => {
    const { token } = await newPlayer(t, 'fbwriter');
    const first = expectOk(await upload(t, token, await cameraJpeg())).fileId as number;
    const second = await uploadOk(t, token);
    const sent = expectOk(await send(t, token, { text: '  The deposit of 500 did not arrive.  ', imageIds: [first, second] })).feedback;
    expect(sent).toMatchObject({ category: 'deposit', text: 'The deposit of 500 did not arrive.', status: 'open', reply: '', imageCount: 2, repliedAt: null });
    const stored = await files(t);
    expect(stored.every((f) => f.feedbackId === sent.id)).toBe(true);
    const meta = await sharp(stored.find((f) => f.id === first)!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();

    const list = expectOk(await t.call('feedbackList', { pageNum: 1 }, { token }));
    expect(list).toMatchObject({ hasMore: false, list: [expect.objectContaining({ id: sent.id, status: 'open', imageCount: 2 })] });
    const detail = expectOk(await t.call('feedbackDetail', { id: sent.id }, { token }));
    expect(detail.images).toHaveLength(2);
    expect((await sharp(Buffer.from(detail.images[0].base64, 'base64')).metadata()).format).toBe('jpeg');
    // The same pictures a second time (a double tap): refused, one feedback.
    expectError(await send(t, token, { imageIds: [first] }), { status: 400, errcode: 8104, field: 'imageIds' });
    expect(await feedbackRows(t)).toHaveLength(1);
  });

  it('refuses disguised and oversized pictures with a translated message, storing nothing', async () => {
    const { token } = await newPlayer(t, 'fbfakes');
    const png = await smallImage('png');
    const disguised = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.concat([png.subarray(0, 16), Buffer.from('garbage'.repeat(50))]),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } }).gif().toBuffer(),
    ];
    for (const bytes of disguised) expectError(await upload(t, token, bytes), { status: 400, errcode: 8101, field: 'image', msg: 'errors.feedback.fileType' });
    const big = Buffer.concat([await smallImage('jpeg'), Buffer.alloc(KYC_MAX_FILE_BYTES)]);
    expectError(await upload(t, token, big), { status: 400, errcode: 8102, field: 'image', msg: 'errors.feedback.fileTooLarge', params: { maxMb: 2 } });
    // A small file claiming a huge canvas (a decompression bomb) is refused before it is decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: 'white' } }).png({ compressionLevel: 9 }).toBuffer();
    expectError(await upload(t, token, bomb), { status: 400, errcode: 8101 });
    expect(await files(t)).toHaveLength(0);
  });

  it('takes at most feedbackConfig.imagesLimit pictures (read from config), refuses too long a text, and others\' pictures', async () => {
    const { token } = await newPlayer(t, 'fblimits');
    const other = await newPlayer(t, 'fbother', '10.1.0.2');
    const ids = [await uploadOk(t, token), await uploadOk(t, token), await uploadOk(t, token)];
    await appConfigRepo(t.deps.db).upsert('feedbackConfig', { imagesLimit: 2 });
    t.deps.config.invalidate();
    expectError(await send(t, token, { imageIds: ids }), { status: 400, errcode: 8103, field: 'imageIds', msg: 'errors.feedback.tooManyImages', params: { max: 2 } });
    expectError(await send(t, token, { text: 'x'.repeat(FEEDBACK_TEXT_MAX + 1) }), { status: 400, errcode: 400, field: 'text', msg: 'errors.fieldTooLong', params: { max: FEEDBACK_TEXT_MAX } });
    expectError(await send(t, token, { text: '   ' }), { status: 400, errcode: 400, field: 'text' });
    expectError(await send(t, token, { category: 'jackpot' }), { status: 400, errcode: 400, field: 'category' });
    const theirs = await uploadOk(t, other.token);
    expectError(await send(t, token, { imageIds: [ids[0], theirs] }), { status: 400, errcode: 8104 });
    expect(await feedbackRows(t)).toHaveLength(0);
    expect(expectOk(await send(t, token, { imageIds: ids.slice(0, 2) })).feedback.imageCount).toBe(2);
    await appConfigRepo(t.deps.db).upsert('feedbackConfig', { imagesLimit: 0 });
    t.deps.config.invalidate();
    expectError(await send(t, token, { imageIds: [ids[2]] }), { status: 400, errcode: 8103, params: { max: 0 } });
  });

  it("another player's feedback is answered like an unknown one; paging is 20 a page", async () => {
    const owner = await newPlayer(t, 'fbowner');
    const stranger = await newPlayer(t, 'fbstranger', '10.1.0.3');
    const id = expectOk(await send(t, owner.token, {})).feedback.id as number;
    expectError(await t.call('feedbackDetail', { id }, { token: stranger.token }), { status: 404, errcode: 8106, msg: 'errors.feedback.notFound' });
    expectError(await t.call('feedbackDetail', { id: id + 999 }, { token: owner.token }), { status: 404, errcode: 8106 });
    expect(expectOk(await t.call('feedbackList', {}, { token: stranger.token })).list).toEqual([]);
    expect((await t.call('feedbackDetail', { id })).status).toBe(401);
  });

  it('support takes, answers and closes from the queue (unanswered first); each picture read and reply is audited', async () => {
    const player = await newPlayer(t, 'fbplayer');
    const image = await uploadOk(t, player.token);
    const older = expectOk(await send(t, player.token, { imageIds: [image] })).feedback.id as number;
    const newer = expectOk(await send(t, player.token, { category: 'games', text: 'The slot froze on spin.' })).feedback.id as number;
    expectOk(await t.call('updateAppUserOther', { email: 'player@example.ph' }, { token: player.token }));
    const ana = await operatorWithSession(t, 'ana', 'support');
    const ben = await operatorWithSession(t, 'ben', 'support');

    expect(expectOk(await consoleCall(t, 'consoleFeedbackQueue', {}, { token: ana.token })).feedbacks.map((f: { id: number }) => f.id)).toEqual([older, newer]);
    const view = expectOk(await consoleCall(t, 'consoleFeedbackView', { id: older }, { token: ana.token }));
    expect(view).toMatchObject({ email: 'player@example.ph', feedback: { account: 'fbplayer', imageCount: 1 } });
    expect(view.images).toHaveLength(1);
    expectOk(await consoleCall(t, 'consoleFeedbackAssign', { id: older }, { token: ana.token }));
    expectRefused(await consoleCall(t, 'consoleFeedbackReply', { id: older, reply: 'Mine' }, { token: ben.token }), 409, { msg: 'errors.console.feedbackHeldByOther' });
    const answered = expectOk(await consoleCall(t, 'consoleFeedbackReply', { id: older, reply: 'We found your deposit and credited it.' }, { token: ana.token })).feedback;
    expect(answered).toMatchObject({ status: 'answered', repliedBy: 'ana', assignedTo: 'ana' });
    // Answered goes below the unanswered one.
    expect(expectOk(await consoleCall(t, 'consoleFeedbackQueue', {}, { token: ben.token })).feedbacks.map((f: { id: number }) => f.id)).toEqual([newer, older]);

    // The player's live event and the system mail were written with the reply.
    const live = await t.deps.db.select().from(schema.liveEvents).where(eq(schema.liveEvents.userId, player.userId));
    expect(live.filter((e) => e.type === 'feedback').map((e) => e.data)).toEqual([{ type: 'feedback', id: older }]);
    const mails = await t.deps.db.select().from(schema.mailMessages).where(eq(schema.mailMessages.userId, player.userId));
    expect(mails).toEqual([expect.objectContaining({ kind: 'system', template: 'feedbackReplied', params: { feedbackId: older } })]);
    const seen = expectOk(await t.call('feedbackDetail', { id: older }, { token: player.token })).feedback;
    expect(seen).toMatchObject({ status: 'answered', reply: 'We found your deposit and credited it.' });
    expect(seen.repliedAt).toBeGreaterThan(0);

    expectOk(await consoleCall(t, 'consoleFeedbackClose', { id: older }, { token: ana.token }));
    expectRefused(await consoleCall(t, 'consoleFeedbackReply', { id: older, reply: 'Again' }, { token: ana.token }), 409, { msg: 'errors.console.feedbackClosed' });
    expectRefused(await consoleCall(t, 'consoleFeedbackClose', { id: older }, { token: ana.token }), 409, { msg: 'errors.console.feedbackClosed' });
    expect(expectOk(await t.call('feedbackList', {}, { token: player.token })).list.find((f: { id: number }) => f.id === older).status).toBe('closed');
    expect(expectOk(await consoleCall(t, 'consoleFeedbackQueue', { closed: true }, { token: ana.token })).feedbacks.map((f: { id: number }) => f.id)).toEqual([older]);

    const audit = await auditOf(t, `feedback:${older}`);
    expect(audit.map((a) => a.call)).toEqual(['consoleFeedbackView', 'consoleFeedbackAssign', 'consoleFeedbackReply', 'consoleFeedbackClose']);
    expect(audit[2]).toMatchObject({ operator: 'ana', after: { status: 'answered', reply: 'We found your deposit and credited it.', userId: player.userId } });
    expectRefused(await consoleCall(t, 'consoleFeedbackView', { id: older + 999 }, { token: ana.token }), 404, { msg: 'errors.console.feedbackNotFound' });
  });

  it('finance and compliance cannot read feedback; a player token is a 401', async () => {
    const player = await newPlayer(t, 'fbprivate');
    const id = expectOk(await send(t, player.token, {})).feedback.id as number;
    for (const role of ['finance', 'compliance'] as const) {
      const { token } = await operatorWithSession(t, `fb-${role}`, role);
      expectRefused(await consoleCall(t, 'consoleFeedbackView', { id }, { token }), 403, { msg: 'errors.console.roleRefused' });
    }
    expect((await consoleCall(t, 'consoleFeedbackQueue', {}, { token: player.token })).status).toBe(401);
  });
});

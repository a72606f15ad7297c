import { readFileSync } from 'node:fs';
import { count, eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { AuthMode, normaliseMobile, type CallInput, type CallPath } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import type { CallResult, TestServer } from './harness.ts';

/** The seeded activities (server/seed/activities.json) as players list them: sort, then type. */
const seededActivities = (JSON.parse(readFileSync(new URL('../../server/seed/activities.json', import.meta.url), 'utf8')) as { type: number; sort: number; unloginShowStatus: boolean; popup: boolean }[])
  .toSorted((a, b) => a.sort - b.sort || a.type - b.type);
/** The seeded activities' types in the players' order; `visitors`: only those a visitor may see; `without`: switched off. */
export function seededActivityTypes(opts: { visitors?: boolean; without?: number[] } = {}): number[] {
  return seededActivities.filter((a) => (!opts.visitors || a.unloginShowStatus) && !opts.without?.includes(a.type)).map((a) => a.type);
}
/** Whether a seeded activity has a start popup. */
export const seededPopup = (type: number) => seededActivities.find((a) => a.type === type)?.popup ?? false;

/** A birth date comfortably over 21. */
export const ADULT = '1990-01-01';
export const PASSWORD = 'Kalamansi-26';

/** Distinct, unregistered mobile numbers in the local 09… form (the demo player has 09170000001). */
export const mobileNo = (n: number) => `0918${String(n).padStart(7, '0')}`;
export const norm = normaliseMobile;

/** Every call of the contract, in a form that passes validation (the fuzz starts from these). */
export const validBodies: { [P in CallPath]: CallInput<P> } = {
  'anonymous/appConfig': { configKeyList: ['otpStatus'], gameListVersion: 'x' },
  'anonymous/preLogin2': { deviceId: 'dev-1' },
  'anonymous/appTheme': {},
  'anonymous/appThemePreview': { themeViewId: 1 },
  'anonymous/appEventLogClient': { eventList: [{ name: 'open', time: 1, page: '/', params: { a: 1 } }], deviceId: 'dev-1' },
  smsSend: { mobile: '09181234567', type: 0 },
  smsSendV2: { mobile: '09181234568', type: 3, deviceId: 'dev-1' },
  accountRegist: { account: 'fuzzer', password: 'Kalamansi-26', birthDate: '1990-01-01' },
  accountRegist4: { mobile: '09181234569', code: '123456', password: 'Kalamansi-26', birthDate: '1990-01-01' },
  accountLogin: { type: 2, account: 'demo', password: 'wrong-password' },
  accountLoginSms: { mobile: '09170000001', code: '123456' },
  accountLoginSms2: { mobile: '09181234570', code: '123456', birthDate: '1990-01-01' },
  forgetPassword: { mobile: '09170000001', code: '123456', password: 'Kalamansi-26' },
  initPassword: { password: 'Kalamansi-26' },
  bindAccount: { mobile: '09181234571', code: '123456' },
  socialStart: { socialType: 4, origin: 'http://127.0.0.1:8080' },
  googleLogin: { credential: 'aaaa.bbbb.cccc', state: 'state-0123456789' },
  lineLogin: { code: 'code-0123456789', state: 'state-0123456789', verifier: 'verifier-0123456789' },
  facebookLogin: { ticket: 'ticket-0123456789', birthDate: '1990-01-01' },
  bindSocialAccount: { socialType: 3, code: 'code-0123456789', state: 'state-0123456789', verifier: 'verifier-0123456789' },
  unbindSocialAccount: { socialType: 5 },
  logout: {},
  refreshData: {},
  getAfterLoginInfoWeb: { deviceId: 'dev-1', deviceModel: 'Pixel', phoneInfo: 'Android', messagingToken: 'm' },
  online: { gameId: 3 },
  updateProfile: { nickname: 'Fuzzy', avatar: '2' },
  getActivityIds: {},
  activityGetStatusList: {},
  addBankInfo: { type: 1, accountName: 'Juan Dela Cruz', accountNo: '09181234572' },
  modifyBankInfo: { id: 1, type: 3, bankId: 1, accountName: 'Juan Dela Cruz', accountNo: '001234567890' },
  delUserBank: { id: 1 },
  getExchange: {},
  exchange: { cardId: 1, amount: 10000, requestId: 'fuzz-request-1' },
  recharge: { typeId: 1, amount: 10000, requestId: 'fuzz-deposit-1', couponId: 1 },
  rechargeOrder: { orderNo: 'D0123456789ABCDEF' },
  rechargeOrders: {},
  appUserCoinDetail: { group: 'deposit', from: '2026-01-01', to: '2026-12-31', pageSize: 5 },
  retrieveBalance: { retrieve: true },
  getJackpotDrawInfo: {},
  receiveDrawChance: { requestId: 'fuzz-draw-0001' },
  getPersonJackpotDrawAwardLog: { pageNum: 1, pageSize: 20 },
  activityAwardGetLog: { activityId: 47, beforeId: 100, pageSize: 20 },
  userPropList: {},
  getMail3: { beforeId: 100, pageSize: 20 },
  getMailDetail: { id: 1 },
  receiveMail: { id: 1 },
  delMail: { id: 1, discardAttachment: true },
  monthlyBonusInfo: {},
  monthlyBonusReceive: {},
  firstDepositOffer: {},
  redDots: {},
  getJackpotRank: { pageNum: 1, pageSize: 10 },
  getFairness: {},
  rotateFairSeed: { clientSeed: 'fuzz-seed_1' },
  getFairDraws: { pageNum: 1, pageSize: 10 },
  getGameOdds: { tableKey: 'slot:101' },
  startGame: { gameId: 101, tryIt: true },
  exitGame: { sessionId: 'fuzz-session-0001' },
  gameLike: { gameId: 101, like: true },
  betRecord: { pageNum: 1, pageSize: 20, gameId: 101, from: '2026-01-01', to: '2026-12-31' },
  betRecordReport: { from: '2026-01-01', to: '2026-12-31', groupBy: 'game' },
  slotInfo: { gameId: 101 },
  slotSpin: { sessionId: 'fuzz-session-0001', bet: 200, requestId: 'fuzz-spin-0001' },
  slotRecall: { gameId: 101 },
  securityActivity: { pageSize: 10 },
  securitySessions: {},
  securitySignOutOthers: {},
  stepUp: { password: 'Secret123' },
  stepUpSms: {},
  changePassword: { password: 'Bagong-Pasword-27' },
  getVipInfo: {},
  getVipLevelAudit: { pageSize: 10 },
  receiveVipBonusUser: { level: 1 },
  appVipUserReceiveDaily: {},
  appVipUserReceiveSignInAward: {},
  receiveVipTaskAndBonus: { id: 1 },
  betBonus: { type: 1 },
  betBonusByTypeReceive: { type: 1 },
  betBonusReceive: {},
  betBonusLog: { pageSize: 10 },
  selfLimitInfo: {},
  setSelfLimit: { kind: 'deposit', period: 'day', amount: 50000 },
  confirmSelfLimit: { kind: 'deposit', period: 'day' },
  cancelPendingLimit: { kind: 'deposit', period: 'day' },
  takeTimeOut: { days: 1, confirm: true },
  selfExclude: { months: 6, confirm: true },
  askSelfExclusionEnd: { confirm: true },
  confirmSelfExclusionEnd: { confirm: true },
  cancelSelfExclusionEnd: {},
  realityCheck: {},
  realityCheckContinue: {},
  setRealityCheckInterval: { minutes: 60 },
  // A 1×1 PNG; the submission names files no player has (7005), which is still a valid body.
  uploadKyc: { kind: 'id', image: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' },
  addKyc: { idType: 'philsys', idNumber: '1234-5678-9012', fullName: 'Juan Dela Cruz', idFileId: 1, selfieFileId: 2 },
  kyc: {},
  uploadFeedbackImage: { image: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' },
  addFeedback: { category: 'games', text: 'The slot froze after a spin.', imageIds: [] },
  feedbackList: { pageNum: 1 },
  feedbackDetail: { id: 1 },
  uploadAvatar: { image: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' },
  appUserOther: {},
  updateAppUserOther: { email: 'fuzzy@example.ph' },
  queryKycResult: {},
  getBankruptGiftInfo: {},
  receiveBankruptGiftAward: { id: 1 },
  getCustomerServices: {},
  chatThread: { afterId: 0 },
  chatSend: { clientId: 'fuzz-client-1', text: 'Hello' },
  // The seeded queue's chat is the built-in one: a 409 for every player, never a change.
  chatIdentity: {},
  loginBonus3User: {},
  loginBonus3Receive: {},
  pointsInfo: {},
  pointsExchange: { points: 100, requestId: 'fuzz-exchange-0001' },
  pointsLog: { pageSize: 10 },
  diamondShopData: {},
  diamondExchangeCoin: { itemId: 1, requestId: 'fuzz-diamond-0001' },
  diamondExchangeGoods: { itemId: 3, requestId: 'fuzz-diamond-0002', address: { name: 'Juan Dela Cruz', mobile: '09171234567', line: '12 Mabini St, Brgy. San Roque', city: 'Quezon City', province: 'Metro Manila', postalCode: '1100' } },
  diamondGoodsExchangeOrderLog: { pageSize: 10 },
  updateAddress: { orderId: 1, address: { name: 'Juan Dela Cruz', mobile: '09171234567', line: '12 Mabini St, Brgy. San Roque', city: 'Quezon City', province: 'Metro Manila', postalCode: '1100' } },
  diamondLog: { pageSize: 10 },
  receiveAddupAwardById: { id: 1 },
  appDiamondBonusTickersData: {},
  getScratchCardInfo: {},
  diamondExchangeScratchcard: { itemId: 7, requestId: 'fuzz-scratch-0001' },
  scratchCardStrokes: { cardId: 1, from: 0, strokes: [[100, 100, 200, 150, 300, 200]] },
  scratchCardLottery: { cardId: 1 },
  searchScratchCardAwardLog: { pageNum: 1, pageSize: 20 },
  getSpinInfo: {},
  spinWheel: { requestId: 'fuzz-spin-0001' },
  spinLog: { pageNum: 1, pageSize: 20 },
  agentFill: { pid: 'ABCDEFGH' },
  actInviteClickInvite: { code: 'ABCDEFGH', visitor: 'fuzz-visitor-01' },
  actInviteUser: {},
  actInviteRecord: { pageNum: 1, pageSize: 20 },
  actInviteStatus: {},
  appAgent5User: {},
  appAgent5Log: { pageNum: 1, pageSize: 20 },
  appAgent5Receive: { period: '2026-W49' },
  appAgent5InviteValidReceive: { period: '2026-W49' },
  actInviteSpin: { requestId: 'fuzz-invite-spin-1' },
  actInviteExchange: { optionId: 1, requestId: 'fuzz-invite-exchange-1' },
  getPusherInfo: {},
  pusherDrop: { requestId: 'fuzz-pusher-0001', lane: 0, stake: 100 },
  pusherLog: { pageNum: 1, pageSize: 20 },
  getRedPacketRainConfig: {},
  // No rain is scheduled in the fuzz: a tap is a 9501 (or a 429 past the tap rate), never a change.
  redPacketRainClaim: { eventId: 1, seq: 1 },
  // The slot tournament and the bank promotion (docs/tournament.md, docs/bankpromo.md): reads only.
  slotTournament: {},
  slotTournamentLog: { pageNum: 1, pageSize: 20 },
  bankPromo: {},
  bankPromoLog: { pageNum: 1, pageSize: 20 },
  // The lottery (docs/lottery.md): the seeded product's draws; an order for a draw that does not exist is a 9713, never a change.
  lotteryProducts: {},
  lotteryOrder: { requestId: 'fuzz-order-1', drawId: 999999, lines: [[1, 2, 3, 4, 5]], pay: 'coin' },
  lotteryHistory: { pageNum: 1, pageSize: 10 },
  lotteryRecord: { pageNum: 1, pageSize: 10 },
  lotteryRule: { productId: 1 },
  pkData: {},
  redWars: {},
  pkSignUp: { camp: 'red' },
  // No show is on air and no follow code exists in the fuzz: a ping or a claim is a 9801/9802, a code a 9811 (a miss, then a 429).
  getLiveUrl: {},
  livePing: { showId: 1 },
  liveReceiveBonus: { showId: 1 },
  getFollowInfo: {},
  followReceiveBonus: { code: 'FUZZ2026' },
  rankList: { period: 'day', pageNum: 1, pageSize: 10 },
  getTaskUser: {},
  finishTask: { id: 1 },
  receiveTaskAward: { id: 1 },
  safeboxInfo: {},
  safeboxSetPassword: { newPassword: '246810', password: 'Kalamansi-26' },
  safeboxResetSms: {},
  safeboxReset: { code: '123456', newPassword: '246810' },
  safeboxIn: { amount: 10000, requestId: 'fuzz-safebox-1' },
  safeboxOut: { amount: 10000, password: '246810', requestId: 'fuzz-safebox-2' },
  pushSettings: {},
  pushSubscribe: { deviceId: 'fuzz-device', endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz', keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } },
  pushUnsubscribe: { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz' },
  pushSaveSettings: { enabled: true, kinds: { mail: true, show: true, withdrawal: true }, quietHours: { on: false, from: '22:00', to: '08:00' } },
};

/** Asserts a failure the way a client sees it: HTTP status, errcode, message key, field, params. */
export function expectError(
  res: CallResult,
  want: { status: number; errcode: number; msg?: string; field?: string; params?: Record<string, unknown> },
): void {
  const seen = { status: res.status, ...res.body };
  expect(seen, JSON.stringify(res.body)).toMatchObject({
    status: want.status,
    errcode: want.errcode,
    ...(want.msg !== undefined ? { msg: want.msg } : {}),
    ...(want.field !== undefined ? { field: want.field } : {}),
    ...(want.params !== undefined ? { params: want.params } : {}),
  });
  expect(typeof res.body.requestId).toBe('string');
}

export function expectOk(res: CallResult): Record<string, any> {
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ errcode: 0 });
  expect(res.status).toBe(200);
  return res.body;
}

/**
 * Gives a token a step-up grant (the password, or for a player without one an SMS code to their
 * number), as the app does before a card change or a withdrawal.
 */
export async function stepUp(t: TestServer, token: string, password: string = PASSWORD) {
  expectOk(await t.call('stepUp', { password }, { token }));
}

/** A step-up grant for a player without a password: an SMS code to their own number. */
export async function stepUpBySms(t: TestServer, token: string, mobile: string) {
  expectOk(await t.call('stepUpSms', {}, { token }));
  const code = t.outbox.lastCode(norm(mobile));
  expectOk(await t.call('stepUp', { code }, { token }));
}

/** Signs the demo player in with a step-up grant: ready to add cards and withdraw. */
export async function loginDemoSteppedUp(t: TestServer) {
  const token = await t.loginDemo();
  await stepUp(t, token, t.demo.password);
  return token;
}

/** Moves a player's cards' add/change time back past the new-card hold (withdrawConfig.newCardHoldHours). */
export async function ageCards(t: TestServer, userId?: number, hours = 25) {
  const past = new Date(t.deps.now() - hours * 3600_000);
  await t.deps.db
    .update(schema.userBanks)
    .set({ updatedAt: past, createdAt: past })
    .where(userId === undefined ? undefined : eq(schema.userBanks.userId, userId));
}

/** A player ready to withdraw: a step-up, then a GCash number past the new-card hold. Answers the card's id. */
export async function payoutCard(t: TestServer, player: { token: string; userId: number }, accountNo: string): Promise<number> {
  await stepUp(t, player.token);
  const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Juan Dela Cruz', accountNo }, { token: player.token })).card as { id: number };
  await ageCards(t, player.userId);
  return card.id;
}

/** Requests a code and returns it from the outbox. */
export async function sendCode(t: TestServer, mobile: string, type: number = AuthMode.register, opts: { ip?: string; path?: 'smsSend' | 'smsSendV2' } = {}) {
  const res = await t.call(opts.path ?? 'smsSend', { mobile, type }, { ip: opts.ip });
  expectOk(res);
  const code = t.outbox.lastCode(norm(mobile));
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** Registers a player by phone (accountRegist4 with a fresh code); returns the session. */
export async function registerPhone(t: TestServer, mobile: string, opts: { password?: string; birthDate?: string; inviteCode?: string } = {}) {
  const code = await sendCode(t, mobile, AuthMode.register);
  const res = await t.call('accountRegist4', {
    mobile,
    code,
    password: opts.password ?? PASSWORD,
    birthDate: opts.birthDate ?? ADULT,
    ...(opts.inviteCode ? { inviteCode: opts.inviteCode } : {}),
  });
  const body = expectOk(res);
  return { token: body.token as string, userId: body.userId as number };
}

/** Registers a player by account name (accountRegist); returns the session. */
export async function registerAccount(t: TestServer, account: string, opts: { password?: string; inviteCode?: string } = {}) {
  const res = await t.call('accountRegist', {
    account,
    password: opts.password ?? PASSWORD,
    birthDate: ADULT,
    ...(opts.inviteCode ? { inviteCode: opts.inviteCode } : {}),
  });
  const body = expectOk(res);
  return { token: body.token as string, userId: body.userId as number };
}

/** Registers a player by SMS login (accountLoginSms2): such a player has no password. */
export async function registerBySms(t: TestServer, mobile: string) {
  const code = await sendCode(t, mobile, AuthMode.loginAndRegister);
  const body = expectOk(await t.call('accountLoginSms2', { mobile, code, birthDate: ADULT }));
  return { token: body.token as string, userId: body.userId as number };
}

export async function userCount(t: TestServer): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(schema.users);
  return row!.n;
}

export async function userByMobile(t: TestServer, mobile: string) {
  const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.mobile, norm(mobile)));
  return row;
}

export async function userById(t: TestServer, id: number) {
  const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, id));
  return row!;
}

export async function demoUser(t: TestServer) {
  const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.account, t.demo.account));
  return row!;
}

export async function coinOf(t: TestServer, userId: number): Promise<number> {
  return (await playerBalances(t.deps.db, userId)).coin;
}

/** The latest code row for a number and purpose (attempts, consumedAt). */
export async function latestCodeRow(t: TestServer, mobile: string, purpose: number) {
  const rows = await t.deps.db.select().from(schema.smsCodes).where(eq(schema.smsCodes.mobile, norm(mobile)));
  return rows.filter((r) => r.purpose === purpose).sort((a, b) => b.id - a.id)[0];
}

/** Every table of the schema, found by walking its exports: a table added to the schema is covered without editing this. */
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * Columns a refused call may legitimately change, by table name: none today. A column belongs here
 * only when something that is not the call's effect writes it on every request (a last-seen time
 * bumped by resolving the session, say) and the comment says which.
 */
const volatileColumns: Record<string, readonly string[]> = {
  // Resolving a token notes its use (at most once a minute): idle expiry and the player's device list.
  sessions: ['lastUsedAt'],
};

/** Stable text of a row for sorting (bigints and dates included). */
const rowKey = (row: Record<string, unknown>) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * Everything a call could change, as rows: every row of every table in server/tables.ts, every column
 * (balances, players' money columns, orders, callbacks, withdrawals, cards, game and jackpot rows,
 * bet totals…) but the volatile ones above, plus the SMS outbox. Rows are sorted, so two equal
 * snapshots mean a call changed nothing, wherever it might have written. A query a table: for the
 * tests that look at the rows themselves; "changed nothing" uses `snapshot()`.
 */
export async function snapshotRows(t: TestServer) {
  const db = t.deps.db;
  const rows: Record<string, Record<string, unknown>[]> = {};
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { name } = getTableConfig(table);
    const skip = new Set(volatileColumns[name] ?? []);
    const all = (await db.select().from(table)) as Record<string, unknown>[];
    const kept = all.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !skip.has(column))));
    rows[name] = kept.sort((a, b) => (rowKey(a) < rowKey(b) ? -1 : rowKey(a) > rowKey(b) ? 1 : 0));
    counts[name] = kept.length;
  }
  return { counts, rows, outbox: t.outbox.messages.length };
}

/**
 * The same, in one query: each table's row count and a digest of its rows (every column but the
 * volatile ones, as jsonb text, sorted), plus the SMS outbox. Equal snapshots mean a call changed
 * nothing, wherever it might have written; a difference names the table (`snapshotRows` shows the
 * rows). One round trip instead of one a table: ≈90 queries a snapshot, and the suites take several
 * hundred snapshots (docs/testing.md).
 */
export async function snapshot(t: TestServer) {
  const parts = tables.map((table) => {
    const { name } = getTableConfig(table);
    // The volatile columns by their names in the database (the list names the schema's properties).
    const volatile = (volatileColumns[name] ?? []).map((key) => (table as unknown as Record<string, { name: string }>)[key]!.name);
    const row = volatile.reduce((text, column) => `(${text} - '${column}')`, 'to_jsonb(x)');
    return `SELECT '${name}' AS name, count(*)::int AS n, coalesce(md5(string_agg(r, chr(10) ORDER BY r)), '') AS digest FROM (SELECT ${row}::text AS r FROM "${name}" x) s`;
  });
  const result = (await t.deps.db.execute(sql.raw(parts.join(' UNION ALL ')))) as unknown as { rows: { name: string; n: number | string; digest: string }[] };
  const counts: Record<string, number> = {};
  const digests: Record<string, string> = {};
  for (const { name, n, digest } of result.rows) {
    counts[name] = Number(n);
    digests[name] = digest;
  }
  return { counts, digests, outbox: t.outbox.messages.length };
}

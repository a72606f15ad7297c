import { eq, sql } from 'drizzle-orm';
import type { ConsoleCallInput, ConsoleCallPath, ConsoleRole } from '../../contract/ops/index.ts';
import { hashPassword } from '../../server/auth/index.ts';
import { addOperator, totpCode } from '../../server/console/index.ts';
import { startOperatorSession } from '../../server/console/sessions.ts';
import { operators } from '../../server/tables.ts';
import { TEST_TOTP, type CallResult, type TestServer } from './harness.ts';
import { ageCards, expectError, expectOk, loginDemoSteppedUp } from './helpers.ts';

export const NEW_PASSWORD = 'Tamaraw-Console-26';

/** POSTs /ops/v1/<call> as the console does (no common fields: the console's bodies are its own). */
export async function consoleCall(t: TestServer, path: ConsoleCallPath | string, body: Record<string, unknown> = {}, opts: { token?: string; ip?: string } = {}): Promise<CallResult> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/ops/v1/${path}`,
    payload: body,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as Record<string, any>, headers: res.headers };
}

/** The secret inside an otpauth:// enrolment URI, as the authenticator app reads it. */
export const secretOf = (uri: string) => new URL(uri).searchParams.get('secret')!;

/** The TOTP secret sealed as the server stores it (tests/server/harness.ts TEST_TOTP). */
export const sealedSecret = (operatorId: number, secret: string) => TEST_TOTP.seal(operatorId, secret);

/** The code the operator's authenticator app shows now (the server's clock). */
export const codeNow = (t: TestServer, secret: string) => totpCode(secret, t.deps.now());

export interface NewOperator {
  name: string;
  password: string;
  /** The authenticator's secret once the operator enrolled ('' before). */
  secret: string;
  /** The trusted-browser token the last successful sign-in answered (devices.ts), if any. */
  device?: string;
}

/** `operators add` as the CLI runs it: the one-time password only (the operator enrols at first sign-in). */
export async function addTestOperator(t: TestServer, name: string, role: ConsoleRole): Promise<NewOperator> {
  const made = await addOperator(t.deps.db, { name, role, by: 'root' }, t.deps.now());
  if (!made.ok) throw new Error(made.error);
  return { name, password: made.password, secret: '' };
}

/** Signs in with password and the current code (none before enrolment); answers the raw result. */
export const signIn = (t: TestServer, op: NewOperator, overrides: Partial<{ password: string; totp: string; device: string }> = {}, ip?: string) => {
  const totp = overrides.totp ?? (op.secret ? codeNow(t, op.secret) : undefined);
  const device = overrides.device ?? op.device;
  return consoleCall(t, 'consoleSignIn', { name: op.name, password: overrides.password ?? op.password, ...(totp ? { totp } : {}), ...(device ? { device } : {}) }, { ip });
};

/** The operator's own enrolment (after the password change): the secret shown, then a current code of it. */
export async function enrol(t: TestServer, token: string): Promise<string> {
  const shown = expectOk(await consoleCall(t, 'consoleTotpEnrol', {}, { token }));
  expectOk(await consoleCall(t, 'consoleTotpConfirm', { totp: codeNow(t, shown.secret as string) }, { token }));
  return shown.secret as string;
}

/** A new operator, signed in, past the first password change and enrolled: a token ready for any call of its role. */
export async function readyOperator(t: TestServer, name: string, role: ConsoleRole): Promise<{ op: NewOperator; token: string }> {
  const op = await addTestOperator(t, name, role);
  const token = expectOk(await signIn(t, op)).token as string;
  expectOk(await consoleCall(t, 'consoleChangePassword', { password: op.password, newPassword: NEW_PASSWORD }, { token }));
  // The enrolment spends the code's step (as a sign-in does): a sign-in after it needs the next step's code.
  const secret = await enrol(t, token);
  return { op: { ...op, password: NEW_PASSWORD, secret }, token };
}

let sharedHash: Promise<string> | undefined;
/**
 * An operator row made directly (one argon2 hash for the whole file), its password already changed,
 * and a fresh session token: for walking many calls without a sign-in (and its TOTP step) each.
 */
export async function operatorWithSession(t: TestServer, name: string, role: ConsoleRole): Promise<{ id: number; token: string }> {
  sharedHash ??= hashPassword(NEW_PASSWORD);
  const [row] = await t.deps.db
    .insert(operators)
    .values({ name, role, passwordHash: await sharedHash, mustChangePassword: false, totpEnrolledAt: new Date(t.deps.now()), createdBy: 'test' })
    .returning({ id: operators.id });
  await t.deps.db.update(operators).set({ totpSecret: sealedSecret(row!.id, 'JBSWY3DPEHPK3PXP') }).where(eq(operators.id, row!.id));
  return { id: row!.id, token: await startOperatorSession(t.deps.db, row!.id, '127.0.0.1', new Date(t.deps.now())) };
}

/** Another session of an existing operator row. */
export const newSession = async (t: TestServer, operatorId: number) => startOperatorSession(t.deps.db, operatorId, '127.0.0.1', new Date(t.deps.now()));

/** The second admin of a test (`checker`), made on first use: a fresh session of it. */
export async function checkerToken(t: TestServer): Promise<{ id: number; token: string }> {
  const [found] = await t.deps.db.select({ id: operators.id }).from(operators).where(eq(operators.name, 'checker'));
  return found ? { id: found.id, token: await newSession(t, found.id) } : operatorWithSession(t, 'checker', 'admin');
}

/**
 * consoleConfigSet as an admin makes it and, for a money setting (a pending change: docs/console.md
 * "Two admins"), the second admin's (`checker`) approval with the same reason: the answer is then the
 * approval's, whose `config` is what is in force. Any other answer is consoleConfigSet's own.
 */
export async function setConfig(t: TestServer, token: string, body: { key: string; value: unknown; reason: string }): Promise<CallResult> {
  const res = await consoleCall(t, 'consoleConfigSet', body, { token });
  const change = res.status === 200 ? (res.body.pendingChange as { id: number } | null) : null;
  if (!change) return res;
  return consoleCall(t, 'consolePendingChangeDecide', { id: change.id, decision: 'approve', reason: body.reason }, { token: (await checkerToken(t)).token });
}

/** A pending withdrawal of the demo player (₱100), to a new card of its own (`accountNo`). */
export async function pendingWithdrawal(t: TestServer, requestId = 'console-1', accountNo = '09173334444'): Promise<number> {
  const token = await loginDemoSteppedUp(t);
  const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Demo Player', accountNo }, { token })).card as { id: number };
  await ageCards(t);
  // The demo player's welcome bonus is forfeited, as the player confirms (exchange forfeitBonus).
  return (expectOk(await t.call('exchange', { cardId: card.id, amount: 10_000, requestId, forfeitBonus: true }, { token })).withdrawal as { id: number }).id;
}

type Rows = Record<string, any>[];
export const query = async (t: TestServer, text: ReturnType<typeof sql>) => ((await t.deps.db.execute(text)) as unknown as { rows: Rows }).rows;

/** A body for each console call that passes validation: a new call must be added here (the type says so). */
export const validConsoleBodies = (withdrawalId: number, playerId = 1): { [P in ConsoleCallPath]: ConsoleCallInput<P> } => ({
  consoleSignIn: { name: 'nobody', password: 'x', totp: '000000' },
  // The walkers are enrolled: their enrolment is a 409, never a change.
  consoleTotpEnrol: {},
  consoleTotpConfirm: { totp: '000000' },
  consoleOperatorUnlock: { name: 'nobody', reason: 'role walk' },
  consoleNdrp: {},
  consoleMailJobs: {},
  consoleMailSend: { audience: { kind: 'players', ids: [playerId] }, title: 'Hello', body: 'A note', items: [], promo: false, wagering: 0, expiresDays: 7, reason: 'fuzz' },
  consoleMailDecide: { id: 1, approve: false, reason: 'fuzz' },
  consoleMailApprovalAmountSet: { amount: 100000, reason: 'fuzz' },
  consoleNdrpUpload: { text: '09170000099', reason: 'role walk' },
  consoleSignOut: {},
  consoleSignOutEverywhere: {},
  consoleChangePassword: { password: NEW_PASSWORD, newPassword: 'Another-Console-Pass-26' },
  consoleWithdrawalsPending: {},
  consoleWithdrawalDecide: { id: withdrawalId, decision: 'reject', reason: 'role walk' },
  consoleAuditList: {},
  consoleDashboard: {},
  consolePlayerSearch: { query: 'demo' },
  // Player 1 is the seed's demo player.
  consolePlayer: { id: playerId },
  consolePlayerLedger: { id: playerId },
  consolePlayerRewards: { id: playerId },
  consolePlayerNoteAdd: { id: playerId, text: 'role walk' },
  consolePlayerProtection: { id: playerId },
  // A limit on the demo player lowers nothing it had; the exclusion of a player no test signs in after.
  consolePlayerLimitLower: { id: playerId, kind: 'wager', period: 'month', amount: 100_000_000, reason: 'role walk' },
  consolePlayerExclude: { id: 999_999, days: 1, reason: 'role walk' },
  // Configuration and operators: the seeded values and states, so an admin's call is answered
  // without changing anything (an equal value writes nothing), and the hostile walk's one valid
  // variant (status: true) changes nothing either; the add makes an account once (admin walks last).
  consoleConfigGet: {},
  consoleConfigSet: { key: 'kycAmount', value: 500_000, reason: 'role walk' },
  consoleActivityUpdate: { type: 32, status: true, reason: 'role walk' },
  consoleOperatorsList: {},
  // A name the hostile walk's admin has (409 there: a variant that still passes, a reason, makes nothing); the role walk's admin makes it.
  consoleOperatorAdd: { name: 'fuzz-admin', role: 'support' },
  consoleOperatorDisable: { name: 'nobody', reason: 'role walk' },
  // No submission exists in the walk: the view is a 404 and the decision a 409 for the roles allowed.
  consoleKycQueue: {},
  consoleKycView: { id: 1 },
  consoleKycDecide: { id: 1, decision: 'reject', reason: 'role walk' },
  consoleFeedbackQueue: {},
  consoleFeedbackView: { id: 1 },
  consoleFeedbackAssign: { id: 1 },
  consoleFeedbackReply: { id: 1, reply: 'role walk' },
  consoleFeedbackClose: { id: 1 },
  // No deposit is held in the walk: the list is empty and the mark a 409 for the roles allowed.
  consoleDepositRefunds: {},
  consoleDepositRefundMark: { orderNo: 'D0000000000NOSUCHORDER', reason: 'role walk' },
  // No deposit, dispute or hold exists in the walk: the open is a 404, the outcome and the settling 409s for the roles allowed.
  consoleChargebacks: {},
  consoleDisputeOpen: { orderNo: 'D0000000000NOSUCHORDER', disputeRef: 'role-walk', amount: 10_000, reason: 'role walk' },
  consoleDisputeResolve: { id: 999_999, outcome: 'won', reason: 'role walk' },
  consoleWalletHoldResolve: { userId: 999_999, reason: 'role walk' },
  // No change waits in the walk: the decision is a 409 for admins.
  consolePendingChangeDecide: { id: 999_999, decision: 'reject', reason: 'role walk' },
  // No conversation exists in the walk: the view, reply and assignment are 404s for the desk's roles.
  consoleChatList: {},
  consoleChatView: { id: 999_999 },
  consoleChatReply: { id: 999_999, clientId: 'role-walk-1', text: 'role walk' },
  consoleChatAssign: { id: 999_999, action: 'take' },
  consoleChatPresence: {},
  // The odds: reads of the seeded jackpot table; new odds starting at 0 (the past) are a 400 that proposes nothing.
  consoleFairTables: {},
  consoleFairTable: { key: 'jackpot' },
  consoleFairTableAdd: { key: 'jackpot', weights: [{ id: 1, weight: 1 }], effectiveFrom: 0, reason: 'role walk' },
  consoleFairReport: { key: 'jackpot', from: 0, to: 86_400_000 },
  // The diamond mall: reads; an item and an order that do not exist (404s, nothing changes); a picture that is no image (a 400).
  consoleDiamondItems: {},
  consoleDiamondItemSave: { id: 999_999, kind: 'goods', name: 'Role walk', description: '', image: 'cap', price: 10, coin: 0, wagering: 0, stock: 1, dailyLimit: null, totalLimit: null, active: false, sort: 0 },
  consoleDiamondImageUpload: { image: 'aGVsbG8gd29ybGQ=' },
  consoleDiamondAddups: {},
  consoleDiamondAddupSave: { id: 999_999, threshold: 10, items: [{ propId: 60001, count: 1 }], active: false },
  consoleDiamondOrders: {},
  consoleDiamondOrderSet: { id: 999_999, status: 'shipped', trackingNo: 'LBC-1', reason: 'role walk' },
  // Scratch-card types and the wheel: reads; a taken key (409) and an unknown type (404); the wheel's settings as in force (nothing written).
  consoleScratchTypes: {},
  consoleScratchTypeCreate: { key: 'bronze', itemId: 999_999, art: 'bronze', autoRevealPercent: 60, brushRadius: 48, wagering: 1, sort: 0, prizes: [{ propId: 60001, count: 1, weight: 1 }] },
  consoleScratchTypeSave: { id: 999_999, art: 'bronze', autoRevealPercent: 60, brushRadius: 48, wagering: 1, sort: 0, onSale: false },
  consoleSpinConfig: {},
  consoleSpinConfigSave: { enabled: true, dailyFree: 1, depositStep: 20_000, depositCap: 3, betStep: 100_000, betCap: 3, wagering: 1 },
  // The pusher's settings as seeded (nothing written).
  consolePusherConfig: {},
  consolePusherConfigSave: { enabled: true, stakes: [100, 500, 1000], lanes: 5, goldenWorth: 20 },
  // Red-packet rain: a start in the past (9505) and an event that does not exist (9507): nothing is scheduled.
  consoleRainEvents: {},
  consoleRainEventCreate: { startsAt: 0, durationSeconds: 60, packetCount: 10, budget: 10_000, perPlayerCap: 3, wagering: 1 },
  consoleRainEventUpdate: { eventId: 999_999, startsAt: 0, durationSeconds: 60, packetCount: 10, budget: 10_000, perPlayerCap: 3, wagering: 1 },
  consoleRainEventCancel: { eventId: 999_999 },
  // Slot tournaments: a start in the past (9901) and one that does not exist (9903): nothing is scheduled.
  consoleTournaments: {},
  consoleTournamentCreate: { startsAt: 0, endsAt: 3_600_000, measure: 'multiplier', gameIds: [101], minBet: 100, prizes: [500_00], wagering: 1 },
  consoleTournamentUpdate: { tournamentId: 999_999, startsAt: 0, endsAt: 3_600_000, measure: 'validBet', gameIds: [101], minBet: 100, prizes: [500_00], wagering: 1 },
  consoleTournamentCancel: { tournamentId: 999_999 },
  // The bank promotion: a deposit channel that does not exist (9911 on typeIds.0): nothing is saved.
  consoleBankPromo: {},
  consoleBankPromoSave: { percent: 5, maxBonus: 1000_00, minDeposit: 500_00, wagering: 5, typeIds: [999], reason: 'fuzz sample' },
  // The lottery: a product that does not exist (9722): nothing is saved.
  consoleLotteryProducts: {},
  consoleLotteryProductSave: { productId: 999_999, name: 'Fuzz 3/10', pick: 3, pool: 10, linePrice: 500, maxLinesPerOrder: 5, cutoffMinutes: 5, drawTimes: ['12:00'], paytable: [{ matches: 3, prize: 10000 }], enabled: false, sort: 99 },
  consoleLotteryDraws: {},
  // The daily schedule as seeded (off, no slots): an equal save writes nothing; switched on with no slot it is a 9505 naming `enabled`.
  consoleRainSchedule: {},
  consoleRainScheduleSave: { enabled: false, slots: [] },
  consolePkRounds: {},
  consolePkRoundCreate: { startsAt: 0, durationSeconds: 3600, settleDelaySeconds: 0, pool: 1000_00, capPerPlayer: 100_00, tieRule: 'split', wagering: 1 },
  consolePkRoundUpdate: { roundId: 999_999, startsAt: 0, durationSeconds: 3600, settleDelaySeconds: 0, pool: 1000_00, capPerPlayer: 100_00, tieRule: 'split', wagering: 1 },
  consolePkRoundCancel: { roundId: 999_999 },
  consoleAgentFrozen: {},
  consoleAgentTree: { userId: 1 },
  consoleAgentDecide: { refereeId: 1, decision: 'release', reason: 'fuzz check' },
  // Live shows and Follow: a show over before it starts (9805), shows and codes that do not exist (9806, 9817), an http channel (9815): nothing is written.
  consoleLiveShows: {},
  consoleLiveShowCreate: { title: 'Fuzz', hostName: 'Host', url: 'https://cdn.example.com/live.m3u8', startsAt: 0, durationMinutes: 30, rewardMinutes: 0, rewardCoin: 0, wagering: 0 },
  consoleLiveShowUpdate: { showId: 999_999, title: 'Fuzz', hostName: 'Host', url: 'https://cdn.example.com/live.m3u8', startsAt: 0, durationMinutes: 30, rewardMinutes: 0, rewardCoin: 0, wagering: 0 },
  consoleLiveShowCancel: { showId: 999_999 },
  consoleFollowChannels: {},
  consoleFollowChannelsSave: { channels: [{ name: 'Fuzz', url: 'http://example.com/', icon: 'facebook' }] },
  consoleFollowCodes: {},
  consoleFollowCodeCreate: { code: 'FUZZ2026', channelId: null, startsAt: 0, endsAt: 1000, rewardCoin: 1000, wagering: 0 },
  consoleFollowCodeWithdraw: { codeId: 999_999 },
});

/** A refusal whose errcode is its HTTP status (every console refusal): 400, 401, 403, 404, 409, 429. */
export const expectRefused = (res: CallResult, status: number, extra: { msg?: string; field?: string; params?: Record<string, unknown> } = {}) =>
  expectError(res, { status, errcode: status, ...extra });

import { sql } from 'drizzle-orm';
import type { ConsoleCallInput, ConsoleCallPath, ConsoleRole } from '../../contract/ops/index.ts';
import { hashPassword } from '../../server/auth/index.ts';
import { addOperator, totpCode } from '../../server/console/index.ts';
import { startOperatorSession } from '../../server/console/sessions.ts';
import { operators } from '../../server/tables.ts';
import type { CallResult, TestServer } from './harness.ts';
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

/** The code the operator's authenticator app shows now (the server's clock). */
export const codeNow = (t: TestServer, secret: string) => totpCode(secret, t.deps.now());

export interface NewOperator {
  name: string;
  password: string;
  secret: string;
}

/** `operators add` as the CLI runs it: the one-time password and the TOTP secret from its URI. */
export async function addTestOperator(t: TestServer, name: string, role: ConsoleRole): Promise<NewOperator> {
  const made = await addOperator(t.deps.db, { name, role, by: 'root' }, t.deps.now());
  if (!made.ok) throw new Error(made.error);
  return { name, password: made.password, secret: secretOf(made.otpauthUri) };
}

/** Signs in with password and the current code; answers the raw result. */
export const signIn = (t: TestServer, op: NewOperator, overrides: Partial<{ password: string; totp: string }> = {}, ip?: string) =>
  consoleCall(t, 'consoleSignIn', { name: op.name, password: overrides.password ?? op.password, totp: overrides.totp ?? codeNow(t, op.secret) }, { ip });

/** A new operator, signed in and past the first password change: a token ready for any call of its role. */
export async function readyOperator(t: TestServer, name: string, role: ConsoleRole): Promise<{ op: NewOperator; token: string }> {
  const op = await addTestOperator(t, name, role);
  const token = expectOk(await signIn(t, op)).token as string;
  expectOk(await consoleCall(t, 'consoleChangePassword', { password: op.password, newPassword: NEW_PASSWORD }, { token }));
  return { op: { ...op, password: NEW_PASSWORD }, token };
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
    .values({ name, role, passwordHash: await sharedHash, mustChangePassword: false, totpSecret: 'JBSWY3DPEHPK3PXP', createdBy: 'test' })
    .returning({ id: operators.id });
  return { id: row!.id, token: await startOperatorSession(t.deps.db, row!.id, '127.0.0.1', new Date(t.deps.now())) };
}

/** Another session of an existing operator row. */
export const newSession = async (t: TestServer, operatorId: number) => startOperatorSession(t.deps.db, operatorId, '127.0.0.1', new Date(t.deps.now()));

/** A pending withdrawal of the demo player (₱100), to a new card of its own (`accountNo`). */
export async function pendingWithdrawal(t: TestServer, requestId = 'console-1', accountNo = '09173334444'): Promise<number> {
  const token = await loginDemoSteppedUp(t);
  const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Demo Player', accountNo }, { token })).card as { id: number };
  await ageCards(t);
  return (expectOk(await t.call('exchange', { cardId: card.id, amount: 10_000, requestId }, { token })).withdrawal as { id: number }).id;
}

type Rows = Record<string, any>[];
export const query = async (t: TestServer, text: ReturnType<typeof sql>) => ((await t.deps.db.execute(text)) as unknown as { rows: Rows }).rows;

/** A body for each console call that passes validation: a new call must be added here (the type says so). */
export const validConsoleBodies = (withdrawalId: number, playerId = 1): { [P in ConsoleCallPath]: ConsoleCallInput<P> } => ({
  consoleSignIn: { name: 'nobody', password: 'x', totp: '000000' },
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
  consoleOperatorAdd: { name: 'walk-new', role: 'support' },
  consoleOperatorDisable: { name: 'nobody', reason: 'role walk' },
  // No submission exists in the walk: the view is a 404 and the decision a 409 for the roles allowed.
  consoleKycQueue: {},
  consoleKycView: { id: 1 },
  consoleKycDecide: { id: 1, decision: 'reject', reason: 'role walk' },
});

/** A refusal whose errcode is its HTTP status (every console refusal): 400, 401, 403, 404, 409, 429. */
export const expectRefused = (res: CallResult, status: number, extra: { msg?: string; field?: string; params?: Record<string, unknown> } = {}) =>
  expectError(res, { status, errcode: status, ...extra });

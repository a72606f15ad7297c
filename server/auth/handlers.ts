import { ActivityId, AuthMode, Errcode, LoginType, MessageKey, normaliseMobile } from '../../contract/index.ts';
import type { CallContext, HandlerGroup } from '../api/context.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import type { ServerDeps } from '../deps.ts';
import { loginFailuresRepo } from './login-failures-repo.ts';
import { sessionsRepo } from './sessions-repo.ts';
import { usersRepo } from '../db/users-repo.ts';
import { activitiesRepo } from '../activity/index.ts';
import {
  checkAccountName,
  checkBirthDate,
  createPlayer,
  inviterId,
  openSession,
  type NewPlayer,
  type SignInMethod,
} from './accounts.ts';
import { loginGuard, signinAccountKey } from './login-guard.ts';
import { checkNewPassword } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { assertRegistrationOpen, takeRegistrationSlot } from './registration-limit.ts';
import { checkSmsCode, spendSmsCode } from './sms-codes.ts';
import { recordSecurityEvent } from './security-log.ts';
import { requireStepUp } from './step-up-grant.ts';
import { assertNotRestricted, assertPlayerNotRestricted } from '../kyc/index.ts';

export type Ctx = { deps: ServerDeps; ip: string; userAgent: string };

export async function requireRegisterType(deps: ServerDeps, type: number) {
  const { config } = await deps.config.get();
  if (!config.registerType.includes(type)) throw new ApiError(Errcode.forbidden, { msg: MessageKey.registerTypeDisabled });
  return config;
}

/**
 * What every sign-up checks before it looks anything up or hashes anything: the age rule, the
 * sign-ups-per-address limit and the restricted-persons list (the number and birth date: a sign-up
 * has no name yet; KYC's name is checked when it comes). So an under-age, over-limit or listed answer
 * is the same whether the name or number exists, and a flood of sign-ups is refused before argon2 runs.
 */
export async function admit(ctx: Ctx, birthDate: string, mobile: string | null) {
  checkBirthDate(birthDate, ctx.deps.now());
  await assertRegistrationOpen(ctx.deps.db, ctx.ip, ctx.deps.now());
  await assertNotRestricted(ctx.deps.restricted, { mobile, birthDate });
}

/**
 * Creates the player (spending the SMS code, if any, and taking the address's sign-up slot
 * atomically in the same transaction) and signs them in. Callers have passed admit().
 */
export async function register(
  ctx: Ctx,
  player: Omit<NewPlayer, 'pid' | 'ip' | 'welcomeCoin' | 'welcomeWagering' | 'welcomeQualifyingDeposit' | 'now'>,
  inviteCode: string | undefined,
  codeId?: number,
  /** A social sign-up's own work in the same transaction (spend its ticket, link the provider: auth/social/). */
  also?: { within(tx: Executor, userId: number): Promise<void>; method: SignInMethod },
) {
  const { deps } = ctx;
  const pid = await inviterId(deps.db, inviteCode);
  const { userRegisterCoin, signupBonusWagering: welcomeWagering, bonusQualifyingDeposit: welcomeQualifyingDeposit } = (await deps.config.get()).config;
  // The welcome coins are the sign-up bonus activity's (docs/offers.md): switched off, none.
  const welcomeCoin = (await activitiesRepo(deps.db).isOn(ActivityId.SignUpBonus)) ? userRegisterCoin : 0;
  const user = await deps.db.transaction(async (tx) => {
    await takeRegistrationSlot(tx, ctx.ip, deps.now());
    if (codeId !== undefined) await spendSmsCode(deps, tx, codeId);
    const created = await createPlayer(tx, { ...player, pid, ip: ctx.ip, welcomeCoin, welcomeWagering, welcomeQualifyingDeposit, now: deps.now() });
    await also?.within(tx, created.id);
    return created;
  });
  return openSession(deps, user.id, ctx.ip, ctx.userAgent, { isNew: true, ...(also ? { method: also.method } : {}) });
}

const phoneNickname = (mobile: string) => `Player${mobile.slice(-4)}`;

async function smsLogin(ctx: CallContext<'accountLoginSms'> | CallContext<'accountLoginSms2'>, allowRegister: boolean) {
  const { body, deps } = ctx;
  const mobile = normaliseMobile(body.mobile);
  const codeId = await checkSmsCode(deps, { mobile, purpose: AuthMode.loginAndRegister, code: body.code, ip: ctx.ip });
  const user = await usersRepo(deps.db).byMobile(mobile);
  if (user) {
    // Before the code is spent: a listed player's refusal changes nothing.
    await assertPlayerNotRestricted(deps.db, deps.restricted, user);
    // Spent in the session's transaction: a time-out's refusal (6003) leaves the code for the withdraw-only retry.
    const before = (tx: Executor) => spendSmsCode(deps, tx, codeId);
    return openSession(deps, user.id, ctx.ip, ctx.userAgent, { method: 'sms', withdrawOnly: body.withdrawOnly, before });
  }
  if (!allowRegister) throw new ApiError(Errcode.forbidden, { field: 'mobile', msg: MessageKey.mobileNotRegistered });
  const birthDate = 'birthDate' in body ? body.birthDate : undefined;
  // The code is not spent yet, so the app can ask for the birth date and send the same code again.
  if (!birthDate) throw invalid('birthDate', MessageKey.fieldRequired);
  await requireRegisterType(deps, LoginType.phone);
  await admit(ctx, birthDate, mobile);
  return register(
    ctx,
    { account: mobile, accountType: LoginType.phone, mobile, passwordHash: null, nickname: phoneNickname(mobile), birthDate },
    'inviteCode' in body ? body.inviteCode : undefined,
    codeId,
  );
}

export const authHandlers: HandlerGroup<
  | 'accountRegist'
  | 'accountRegist4'
  | 'accountLogin'
  | 'accountLoginSms'
  | 'accountLoginSms2'
  | 'forgetPassword'
  | 'initPassword'
  | 'bindAccount'
  | 'logout'
> = {
  accountRegist: async (ctx) => {
    const { body, deps } = ctx;
    const config = await requireRegisterType(deps, LoginType.account);
    checkAccountName(body.account, config.lengths);
    checkNewPassword(body.password, config.lengths, { account: body.account });
    await admit(ctx, body.birthDate, null);
    if (await usersRepo(deps.db).byAccount(body.account)) {
      throw new ApiError(Errcode.conflict, { field: 'account', msg: MessageKey.accountExists });
    }
    const passwordHash = await hashPassword(body.password);
    return register(
      ctx,
      { account: body.account, accountType: LoginType.account, mobile: null, passwordHash, nickname: body.account.slice(0, config.lengths.nickname.max), birthDate: body.birthDate },
      body.inviteCode,
    );
  },

  accountRegist4: async (ctx) => {
    const { body, deps } = ctx;
    const config = await requireRegisterType(deps, LoginType.phone);
    const mobile = normaliseMobile(body.mobile);
    checkNewPassword(body.password, config.lengths, { account: mobile, mobile });
    await admit(ctx, body.birthDate, mobile);
    if (config.otpStatus && !body.code) throw invalid('code', MessageKey.fieldRequired);
    // The code before the number: a made-up code gets the same 400 for a registered and a new number.
    const codeId = body.code ? await checkSmsCode(deps, { mobile, purpose: AuthMode.register, code: body.code, ip: ctx.ip }) : undefined;
    if (await usersRepo(deps.db).byMobile(mobile)) throw new ApiError(Errcode.conflict, { field: 'mobile', msg: MessageKey.mobileExists });
    const passwordHash = await hashPassword(body.password);
    return register(
      ctx,
      { account: mobile, accountType: LoginType.phone, mobile, passwordHash, nickname: phoneNickname(mobile), birthDate: body.birthDate },
      body.inviteCode,
      codeId,
    );
  },

  accountLogin: async (ctx) => {
    const { body, deps } = ctx;
    // What a sign-in form takes (an account name or a mobile number) is `lengths.username`: refused by
    // its length alone, before any lookup, so it says nothing about which names exist.
    const { username } = (await deps.config.get()).config.lengths;
    const typed = [...body.account.trim()].length;
    if (typed < username.min || typed > username.max) throw invalid('account', MessageKey.fieldLength, { min: username.min, max: username.max });
    const users = usersRepo(deps.db);
    const mobile = body.type === LoginType.phoneNoOtp && /^\+?\d+$/.test(body.account) ? normaliseMobile(body.account) : undefined;
    const user = body.type === LoginType.phoneNoOtp ? (mobile ? await users.byMobile(mobile) : undefined) : await users.byAccount(body.account.toLowerCase());
    const guard = loginGuard(deps, signinAccountKey(body.type, mobile ?? body.account, user), ctx.ip);
    await guard.admit(body.challenge !== undefined && body.nonce !== undefined ? { challenge: body.challenge, nonce: body.nonce } : undefined);
    const matches = await verifyPassword(user?.passwordHash, body.password).catch(async (error: unknown) => {
      await guard.withdraw();
      throw error;
    });
    if (!matches || !user) {
      if (user) await recordSecurityEvent(deps.db, { userId: user.id, kind: 'sign_in_failed', ip: ctx.ip, userAgent: ctx.userAgent, at: new Date(deps.now()) });
      return guard.fail();
    }
    // The right password of a listed player: refused, and the attempt is not counted either way.
    await assertPlayerNotRestricted(deps.db, deps.restricted, user).catch(async (error: unknown) => {
      await guard.withdraw();
      throw error;
    });
    await guard.succeed();
    return openSession(deps, user.id, ctx.ip, ctx.userAgent, { withdrawOnly: body.withdrawOnly });
  },

  accountLoginSms: (ctx) => smsLogin(ctx, false),
  accountLoginSms2: (ctx) => smsLogin(ctx, true),

  forgetPassword: async ({ body, deps, ip, userAgent }) => {
    const { config } = await deps.config.get();
    const mobile = normaliseMobile(body.mobile);
    // The policy's checks that need no lookup first, then the code, then the number: a wrong code is the
    // same 400 for a registered and an unknown number; only whoever holds the phone (the right code)
    // learns that no account uses it (issue 26). The code stays unspent: nothing was done with it.
    checkNewPassword(body.password, config.lengths, { mobile });
    const codeId = await checkSmsCode(deps, { mobile, purpose: AuthMode.forget, code: body.code, ip });
    const user = await usersRepo(deps.db).byMobile(mobile);
    if (!user) throw new ApiError(Errcode.forbidden, { field: 'mobile', msg: MessageKey.mobileNotRegistered });
    checkNewPassword(body.password, config.lengths, { account: user.account, mobile });
    const passwordHash = await hashPassword(body.password);
    await deps.db.transaction(async (tx) => {
      await spendSmsCode(deps, tx, codeId);
      await usersRepo(tx).update(user.id, { passwordHash });
      // A new password signs out every device that used the old one, and clears the failures (and
      // so the waits and challenge) guesses at the old one caused.
      await sessionsRepo(tx).revokeAllForUser(user.id);
      await loginFailuresRepo(tx).clearAccount(signinAccountKey(LoginType.account, user.account, user));
      await recordSecurityEvent(tx, { userId: user.id, kind: 'password_reset', ip, userAgent, at: new Date(deps.now()) });
    });
    return {};
  },

  initPassword: async ({ body, deps, session, ip, userAgent }) => {
    const { user } = session;
    if (user.passwordHash) throw new ApiError(Errcode.conflict, { msg: MessageKey.passwordAlreadySet });
    // A password is a new way into the account: a token alone must not be able to add one.
    requireStepUp(session, deps.now());
    const { config } = await deps.config.get();
    checkNewPassword(body.password, config.lengths, { account: user.account, mobile: user.mobile });
    const passwordHash = await hashPassword(body.password);
    await deps.db.transaction(async (tx) => {
      // Conditional, so two tabs racing cannot both "set" it (the second would overwrite the first).
      if (!(await usersRepo(tx).setPasswordIfUnset(user.id, passwordHash))) {
        throw new ApiError(Errcode.conflict, { msg: MessageKey.passwordAlreadySet });
      }
      await recordSecurityEvent(tx, { userId: user.id, kind: 'password_changed', ip, userAgent, detail: { first: true }, at: new Date(deps.now()) });
    });
    return {};
  },

  bindAccount: async ({ body, deps, session, ip, userAgent }) => {
    const { user } = session;
    const mobile = normaliseMobile(body.mobile);
    // The player's own account first: it says nothing about anyone else's.
    if (user.mobile) throw new ApiError(Errcode.conflict, { field: 'mobile', msg: MessageKey.mobileAlreadyBound });
    // A linked number signs in by SMS and resets the password: with a token alone, a thief could link
    // their own number and take the account over.
    requireStepUp(session, deps.now());
    // The code before the number (issue 26): whether another account uses the number shows only to
    // whoever holds the phone, never as a 409 against a 403 to any signed-in player.
    const codeId = await checkSmsCode(deps, { mobile, purpose: AuthMode.bind, code: body.code, ip });
    if (await usersRepo(deps.db).byMobile(mobile)) throw new ApiError(Errcode.conflict, { field: 'mobile', msg: MessageKey.mobileAlreadyBound });
    await deps.db.transaction(async (tx) => {
      await spendSmsCode(deps, tx, codeId);
      // Conditional: of two binds racing for one player, the second would replace the first's number.
      if (!(await usersRepo(tx).setMobileIfUnset(user.id, mobile))) {
        throw new ApiError(Errcode.conflict, { field: 'mobile', msg: MessageKey.mobileAlreadyBound });
      }
      await recordSecurityEvent(tx, { userId: user.id, kind: 'mobile_bound', ip, userAgent, detail: { last4: mobile.slice(-4) }, at: new Date(deps.now()) });
    });
    return { mobile: `0${mobile.slice(2)}` };
  },

  logout: async ({ deps, session, ip, userAgent }) => {
    await deps.db.transaction(async (tx) => {
      if (await sessionsRepo(tx).revoke(session.sessionId)) {
        await recordSecurityEvent(tx, { userId: session.user.id, kind: 'sign_out', ip, userAgent, at: new Date(deps.now()) });
      }
    });
    return {};
  },
};

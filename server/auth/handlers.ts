import { AuthMode, Errcode, LoginType, MessageKey, normaliseMobile } from '../../contract/index.ts';
import type { CallContext, HandlerGroup } from '../api/context.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { ServerDeps } from '../deps.ts';
import { rules } from '../config/rules.ts';
import { loginFailuresRepo } from './login-failures-repo.ts';
import { sessionsRepo } from './sessions-repo.ts';
import { usersRepo } from '../account/index.ts';
import {
  checkAccountName,
  checkBirthDate,
  checkPassword,
  createPlayer,
  inviterId,
  openSession,
  type NewPlayer,
} from './accounts.ts';
import { loginGuard } from './login-guard.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkSmsCode, spendSmsCode } from './sms-codes.ts';

type Ctx = { deps: ServerDeps; ip: string; userAgent: string };

async function requireRegisterType(deps: ServerDeps, type: number) {
  const { config } = await deps.config.get();
  if (!config.registerType.includes(type)) throw new ApiError(Errcode.forbidden, { msg: MessageKey.registerTypeDisabled });
  return config;
}

/** Creates the player (spending the SMS code, if any, in the same transaction) and signs them in. */
async function register(ctx: Ctx, player: Omit<NewPlayer, 'pid' | 'ip' | 'welcomeCoin'>, inviteCode: string | undefined, codeId?: number) {
  const { deps } = ctx;
  checkBirthDate(player.birthDate, deps.now());
  const recent = await usersRepo(deps.db).countRegisteredFrom(ctx.ip, new Date(deps.now() - 3600 * 1000));
  if (recent >= rules.registration.perAddressPerHour) throw new ApiError(Errcode.tooMany, { msg: MessageKey.registrationLimit });
  const pid = await inviterId(deps.db, inviteCode);
  const welcomeCoin = (await deps.config.get()).config.userRegisterCoin;
  const user = await deps.db.transaction(async (tx) => {
    if (codeId !== undefined) await spendSmsCode(deps, tx, codeId);
    return createPlayer(tx, { ...player, pid, ip: ctx.ip, welcomeCoin });
  });
  return openSession(deps, user.id, ctx.ip, ctx.userAgent, true);
}

/** What failed sign-ins are counted against: the login type and the normalised identifier. */
const loginKey = (type: number, identifier: string) => `${type}:${identifier.toLowerCase()}`;

const phoneNickname = (mobile: string) => `Player${mobile.slice(-4)}`;

async function smsLogin(ctx: CallContext<'accountLoginSms'> | CallContext<'accountLoginSms2'>, allowRegister: boolean) {
  const { body, deps } = ctx;
  const mobile = normaliseMobile(body.mobile);
  const codeId = await checkSmsCode(deps, { mobile, purpose: AuthMode.loginAndRegister, code: body.code });
  const user = await usersRepo(deps.db).byMobile(mobile);
  if (user) {
    await deps.db.transaction((tx) => spendSmsCode(deps, tx, codeId));
    return openSession(deps, user.id, ctx.ip, ctx.userAgent);
  }
  if (!allowRegister) throw new ApiError(Errcode.forbidden, { field: 'mobile', msg: MessageKey.mobileNotRegistered });
  const birthDate = 'birthDate' in body ? body.birthDate : undefined;
  // The code is not spent yet, so the app can ask for the birth date and send the same code again.
  if (!birthDate) throw invalid('birthDate', MessageKey.fieldRequired);
  await requireRegisterType(deps, LoginType.phone);
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
    checkPassword(body.password, config.lengths);
    if (await usersRepo(deps.db).byAccount(body.account)) {
      throw new ApiError(Errcode.conflict, { field: 'account', msg: MessageKey.accountExists });
    }
    checkBirthDate(body.birthDate, deps.now());
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
    checkPassword(body.password, config.lengths);
    checkBirthDate(body.birthDate, deps.now());
    if (await usersRepo(deps.db).byMobile(mobile)) throw new ApiError(Errcode.conflict, { field: 'mobile', msg: MessageKey.mobileExists });
    if (config.otpStatus && !body.code) throw invalid('code', MessageKey.fieldRequired);
    const codeId = body.code ? await checkSmsCode(deps, { mobile, purpose: AuthMode.register, code: body.code }) : undefined;
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
    const byPhone = body.type === LoginType.phoneNoOtp;
    const key = byPhone ? normaliseMobile(body.account) : body.account.toLowerCase();
    const guard = loginGuard(deps, loginKey(body.type, key), ctx.ip);
    await guard.assertOpen();
    const users = usersRepo(deps.db);
    const user = byPhone ? (/^\+?\d+$/.test(body.account) ? await users.byMobile(key) : undefined) : await users.byAccount(key);
    if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) return guard.fail();
    await guard.succeed();
    return openSession(deps, user.id, ctx.ip, ctx.userAgent);
  },

  accountLoginSms: (ctx) => smsLogin(ctx, false),
  accountLoginSms2: (ctx) => smsLogin(ctx, true),

  forgetPassword: async ({ body, deps }) => {
    const { config } = await deps.config.get();
    const mobile = normaliseMobile(body.mobile);
    checkPassword(body.password, config.lengths);
    const user = await usersRepo(deps.db).byMobile(mobile);
    if (!user) throw new ApiError(Errcode.forbidden, { field: 'mobile', msg: MessageKey.mobileNotRegistered });
    const codeId = await checkSmsCode(deps, { mobile, purpose: AuthMode.forget, code: body.code });
    const passwordHash = await hashPassword(body.password);
    await deps.db.transaction(async (tx) => {
      await spendSmsCode(deps, tx, codeId);
      await usersRepo(tx).update(user.id, { passwordHash });
      // A new password signs out every device that used the old one, and lifts a lock the old one caused.
      await sessionsRepo(tx).revokeAllForUser(user.id);
      await loginFailuresRepo(tx).clearAccount(loginKey(LoginType.account, user.account));
      await loginFailuresRepo(tx).clearAccount(loginKey(LoginType.phoneNoOtp, mobile));
    });
    return {};
  },

  initPassword: async ({ body, deps, session: { user } }) => {
    if (user.passwordHash) throw new ApiError(Errcode.conflict, { msg: MessageKey.passwordAlreadySet });
    const { config } = await deps.config.get();
    checkPassword(body.password, config.lengths);
    // Conditional, so two tabs racing cannot both "set" it (the second would overwrite the first).
    if (!(await usersRepo(deps.db).setPasswordIfUnset(user.id, await hashPassword(body.password)))) {
      throw new ApiError(Errcode.conflict, { msg: MessageKey.passwordAlreadySet });
    }
    return {};
  },

  bindAccount: async ({ body, deps, session: { user } }) => {
    const mobile = normaliseMobile(body.mobile);
    if (user.mobile) throw new ApiError(Errcode.conflict, { field: 'mobile', msg: MessageKey.mobileAlreadyBound });
    if (await usersRepo(deps.db).byMobile(mobile)) throw new ApiError(Errcode.conflict, { field: 'mobile', msg: MessageKey.mobileAlreadyBound });
    const codeId = await checkSmsCode(deps, { mobile, purpose: AuthMode.bind, code: body.code });
    await deps.db.transaction(async (tx) => {
      await spendSmsCode(deps, tx, codeId);
      // Conditional: of two binds racing for one player, the second would replace the first's number.
      if (!(await usersRepo(tx).setMobileIfUnset(user.id, mobile))) {
        throw new ApiError(Errcode.conflict, { field: 'mobile', msg: MessageKey.mobileAlreadyBound });
      }
    });
    return { mobile: `0${mobile.slice(2)}` };
  },

  logout: async ({ deps, session }) => {
    await sessionsRepo(deps.db).revoke(session.sessionId);
    return {};
  },
};

import { and, eq, isNull } from 'drizzle-orm';
import { Errcode, MessageKey, PESO, SmsPurpose } from '../../contract/index.ts';
import { playerBalances } from '../ledger/ledger.ts';
import type { CallContext, HandlerGroup } from '../api/context.ts';
import { ApiError, invalid } from '../api/errors.ts';
import { users } from '../db/schema.ts';
import { checkSmsCode, hashPassword, provePassword, requireStepUp, sendSmsCode, spendSmsCode } from '../auth/index.ts';
import { checkSafeboxPassword, clearSafeboxAttempts } from './safebox-attempts.ts';
import { checkSafeboxPasswordFormat, moveSafebox, safeboxState, type SafeboxDirection } from './safebox-service.ts';
import { announceSafeboxMove } from './safebox-live.ts';
import { recordSecurityEvent } from '../security/index.ts';

/**
 * The safebox's calls (contract/calls/safebox.ts, docs/safebox.md). Proofs before any write, argon2
 * outside transactions; every password change clears the count of wrong ones.
 */

type SetCtx = CallContext<'safeboxSetPassword'>;

/**
 * Setting the first password: the sign-in password, or a live step-up grant. Changing it: the sign-in
 * password (a player who has none proves it by a step-up code to their own number instead).
 */
async function proveForPassword(ctx: SetCtx, changing: boolean): Promise<void> {
  const { body, deps, session } = ctx;
  const { user } = session;
  if (body.password !== undefined) {
    if (!user.passwordHash) throw invalid('password');
    await provePassword(deps, user, body.password, ctx.ip);
    return;
  }
  if (changing && user.passwordHash) throw invalid('password', MessageKey.fieldRequired);
  requireStepUp(session, deps.now());
}

/** Writes the hash, unless another tab set one first (for a first password) — then 2014, nothing changed. */
async function storePassword(ctx: Pick<SetCtx, 'deps' | 'ip' | 'userAgent'>, userId: number, hash: string, onlyIfUnset: boolean): Promise<void> {
  await ctx.deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ safeboxPasswordHash: hash, updatedAt: new Date(ctx.deps.now()) })
      .where(onlyIfUnset ? and(eq(users.id, userId), isNull(users.safeboxPasswordHash)) : eq(users.id, userId))
      .returning({ id: users.id });
    if (rows.length === 0) throw new ApiError(Errcode.safeboxPasswordExists, { field: 'newPassword' });
    await clearSafeboxAttempts(tx, userId);
    // In the player's account activity, like a sign-in password change (docs/security.md).
    await recordSecurityEvent(tx, { userId, kind: 'safebox_password_set', ip: ctx.ip, userAgent: ctx.userAgent, detail: { first: onlyIfUnset }, at: new Date(ctx.deps.now()) });
  });
}

const freshUser = async (ctx: { deps: SetCtx['deps'] }, userId: number) => {
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, userId));
  return row!;
};

async function move(ctx: CallContext<'safeboxIn' | 'safeboxOut'>, direction: SafeboxDirection, amount: number, requestId: string) {
  const { deps, session } = ctx;
  const { config } = await deps.config.get();
  const now = deps.now();
  const moved = await deps.db.transaction(async (tx) => {
    const result = await moveSafebox(tx, { userId: session.user.id, direction, amount, requestId, config, now });
    // The player's other tabs show the new balances (the live channel delivers on commit).
    if (result.moved) await announceSafeboxMove(tx, session.user.id, result.coin);
    return result;
  });
  return { coin: moved.coin, safebox: moved.safebox };
}

export const safeboxHandlers: HandlerGroup<'safeboxInfo' | 'safeboxSetPassword' | 'safeboxResetSms' | 'safeboxReset' | 'safeboxIn' | 'safeboxOut'> = {
  safeboxInfo: async ({ deps, session: { user } }) => {
    const { config } = await deps.config.get();
    return safeboxState(deps.db, user, config, deps.now());
  },

  safeboxSetPassword: async (ctx) => {
    const { body, deps, session } = ctx;
    const { user } = session;
    const { config } = await deps.config.get();
    const has = Boolean(user.safeboxPasswordHash);
    if (has && body.change !== true) throw new ApiError(Errcode.safeboxPasswordExists, { field: 'newPassword' });
    if (!has && body.change === true) throw new ApiError(Errcode.safeboxPasswordNotSet, { field: 'newPassword' });
    // A mistake in the new password is pointed out before the sign-in password is asked (and counted).
    checkSafeboxPasswordFormat(body.newPassword, config);
    await proveForPassword(ctx, has);
    await storePassword(ctx, user.id, await hashPassword(body.newPassword), !has);
    return safeboxState(deps.db, await freshUser(ctx, user.id), config, deps.now());
  },

  safeboxResetSms: async ({ deps, session: { user }, ip, log }) => {
    if (!user.safeboxPasswordHash) throw new ApiError(Errcode.safeboxPasswordNotSet);
    if (!user.mobile) throw new ApiError(Errcode.safeboxNoMobile);
    const sent = await sendSmsCode(deps, { mobile: user.mobile, purpose: SmsPurpose.safeboxReset, ip, log });
    return { ...sent, mobile: `0${user.mobile.slice(2, 4)}*****${user.mobile.slice(-3)}` };
  },

  safeboxReset: async (ctx) => {
    const { body, deps, session, ip } = ctx;
    const { user } = session;
    const { config } = await deps.config.get();
    if (!user.safeboxPasswordHash) throw new ApiError(Errcode.safeboxPasswordNotSet, { field: 'newPassword' });
    if (!user.mobile) throw new ApiError(Errcode.safeboxNoMobile);
    checkSafeboxPasswordFormat(body.newPassword, config);
    const codeId = await checkSmsCode(deps, { mobile: user.mobile, purpose: SmsPurpose.safeboxReset, code: body.code, ip });
    const hash = await hashPassword(body.newPassword);
    await deps.db.transaction(async (tx) => {
      // Spent in the same step as the change: a code works once, and a failed change leaves it unspent.
      await spendSmsCode(deps, tx, codeId);
      await tx.update(users).set({ safeboxPasswordHash: hash, updatedAt: new Date(deps.now()) }).where(eq(users.id, user.id));
      await clearSafeboxAttempts(tx, user.id);
      await recordSecurityEvent(tx, { userId: user.id, kind: 'safebox_password_reset', ip, userAgent: ctx.userAgent, detail: {}, at: new Date(deps.now()) });
    });
    return safeboxState(deps.db, await freshUser(ctx, user.id), config, deps.now());
  },

  safeboxIn: async (ctx) => {
    if (!ctx.session.user.safeboxPasswordHash) throw new ApiError(Errcode.safeboxPasswordNotSet);
    return move(ctx, 'in', ctx.body.amount, ctx.body.requestId);
  },

  safeboxOut: async (ctx) => {
    // More than the safebox holds is refused before the password is compared (and counted); the move
    // checks again under the player's lock.
    const { safebox } = await playerBalances(ctx.deps.db, ctx.session.user.id);
    if (ctx.body.amount > safebox) throw new ApiError(Errcode.safeboxInsufficient, { field: 'amount', params: { safebox: Math.floor(safebox / PESO) } });
    await checkSafeboxPassword(ctx.deps, ctx.session.user, ctx.body.password, 'password');
    return move(ctx, 'out', ctx.body.amount, ctx.body.requestId);
  },
};

import { Errcode, MessageKey } from '../../contract/index.ts';
import type { CallContext, HandlerGroup } from '../api/context.ts';
import { ApiError, invalid } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import { checkStepUpCode, provePassword, sendStepUpCode, sessionsRepo, spendStepUpCode } from '../auth/index.ts';
import { recordSecurityEvent } from './events-repo.ts';

/**
 * Step-up (issue 16): a grant, bound to one token, for rules.stepUp.grantSeconds after the player
 * proved it is them. Chosen over a password field on each call so that one proof covers the few
 * steps of one errand (add a card, then withdraw), and so that a passwordless player's SMS code is
 * asked once, not per call. The grant lives on the session row, so every tab of that token and every
 * server process sees it; a token that never proved anything has none.
 */

type Ctx = CallContext<'stepUp'>;

/** Records the failed proof (outside any transaction: the refusal rolls nothing back), then refuses. */
async function failed(ctx: Ctx, error: unknown, proof: 'password' | 'sms'): Promise<never> {
  if (error instanceof ApiError && error.errcode === Errcode.forbidden) {
    await recordSecurityEvent(ctx.deps.db, { userId: ctx.session.user.id, kind: 'step_up_failed', ip: ctx.ip, userAgent: ctx.userAgent, detail: { proof }, at: new Date(ctx.deps.now()) });
  }
  throw error;
}

export const stepUpHandlers: HandlerGroup<'stepUp' | 'stepUpSms'> = {
  stepUp: async (ctx) => {
    const { body, deps, session } = ctx;
    const { user } = session;
    if (body.password !== undefined && body.code !== undefined) throw invalid('code');
    let codeId: number | undefined;
    if (user.passwordHash) {
      // A player with a password proves it with the password: an SMS code would let a thief who
      // also holds the phone skip it.
      if (body.password === undefined) throw invalid('password', MessageKey.securityStepUpProofMissing);
      await provePassword(deps, user, body.password, ctx.ip, body.challenge !== undefined && body.nonce !== undefined ? { challenge: body.challenge, nonce: body.nonce } : undefined).catch((error: unknown) => failed(ctx, error, 'password'));
    } else {
      if (!user.mobile) throw new ApiError(Errcode.forbidden, { msg: MessageKey.securityStepUpNoMobile });
      if (body.code === undefined) throw invalid('code', MessageKey.fieldRequired);
      codeId = await checkStepUpCode(deps, user.mobile, body.code, ctx.ip).catch((error: unknown) => failed(ctx, error, 'sms'));
    }
    const until = new Date(deps.now() + rules.stepUp.grantSeconds * 1000);
    await deps.db.transaction(async (tx) => {
      if (codeId !== undefined) await spendStepUpCode(deps, tx, codeId);
      await sessionsRepo(tx).grantStepUp(session.sessionId, until);
    });
    return { expiresIn: rules.stepUp.grantSeconds };
  },

  stepUpSms: async ({ deps, session: { user }, ip }) => {
    if (user.passwordHash) throw invalid('password', MessageKey.securityStepUpProofMissing);
    if (!user.mobile) throw new ApiError(Errcode.forbidden, { msg: MessageKey.securityStepUpNoMobile });
    const sent = await sendStepUpCode(deps, user.mobile, ip);
    return { ...sent, mobile: `0${user.mobile.slice(2, 4)}*****${user.mobile.slice(-3)}` };
  },
};

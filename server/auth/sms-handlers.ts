import { normaliseMobile } from '../../contract/index.ts';
import type { CallContext, HandlerGroup } from '../api/context.ts';
import { sendSmsCode } from './sms-codes.ts';

/**
 * Sends a code for any number and purpose, registered or not (issue 26): the answer, the caps and the
 * work done are the same whether a register code goes to a taken number, a reset code to an unknown
 * one or a bind code to a linked one, so the call tells a stranger nothing about who has an account.
 * No account is looked up here at all. What the number is for shows only at the step that checks the
 * code (accountRegist4, forgetPassword, bindAccount, accountLoginSms), to whoever holds the phone.
 */
async function send({ body, deps, ip, log }: CallContext<'smsSend'> | CallContext<'smsSendV2'>) {
  return sendSmsCode(deps, { mobile: normaliseMobile(body.mobile), purpose: body.type, ip, log });
}

export const smsHandlers: HandlerGroup<'smsSend' | 'smsSendV2'> = {
  smsSend: send,
  smsSendV2: send,
};

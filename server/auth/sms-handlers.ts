import { AuthMode, Errcode, MessageKey, normaliseMobile } from '../../contract/index.ts';
import type { CallContext, HandlerGroup } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import { usersRepo } from '../db/users-repo.ts';
import { sendSmsCode } from './sms-codes.ts';

/** Refuses a code that could not be used: registering a taken number, resetting an unknown one… */
async function send({ body, deps, ip, log }: CallContext<'smsSend'> | CallContext<'smsSendV2'>) {
  const mobile = normaliseMobile(body.mobile);
  const existing = await usersRepo(deps.db).byMobile(mobile);
  if (body.type === AuthMode.register && existing) {
    throw new ApiError(Errcode.conflict, { field: 'mobile', msg: MessageKey.mobileExists });
  }
  if (body.type === AuthMode.bind && existing) {
    throw new ApiError(Errcode.conflict, { field: 'mobile', msg: MessageKey.mobileAlreadyBound });
  }
  if (body.type === AuthMode.forget && !existing) {
    throw new ApiError(Errcode.forbidden, { field: 'mobile', msg: MessageKey.mobileNotRegistered });
  }
  return sendSmsCode(deps, { mobile, purpose: body.type, ip, log });
}

export const smsHandlers: HandlerGroup<'smsSend' | 'smsSendV2'> = {
  smsSend: send,
  smsSendV2: send,
};

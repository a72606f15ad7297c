import { Errcode, MessageKey } from '../../contract/index.ts';
import type { SessionInfo } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';

// The step-up grant lives on auth's session row (security/step-up.ts grants it after a proof); the
// check is here, beside the sessions, so auth and the wallet can ask it without importing security.

/** Refuses a call that changes where money goes (or who can sign in) without a live grant. */
export function requireStepUp(session: SessionInfo, now: number): void {
  if (!session.stepUpUntil || session.stepUpUntil.getTime() <= now) {
    throw new ApiError(Errcode.forbidden, { msg: MessageKey.securityStepUpRequired });
  }
}

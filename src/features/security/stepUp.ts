import { MessageKey } from '../../../contract/messages.ts';
import { isApiError } from '../../api/ApiError.ts';

/** The server refused a call because this token has no live step-up grant (contract/calls/security.ts). */
export const isStepUpRequired = (error: unknown): boolean => isApiError(error) && error.msg === MessageKey.securityStepUpRequired;

/**
 * Runs a call; when the server asks for a step-up, asks the player (`ask` resolves true once the
 * grant is given, false when they cancel) and runs the call once more. A cancelled step-up rethrows
 * the server's refusal, so the form shows why nothing happened.
 */
export async function withStepUp<T>(call: () => Promise<T>, ask: () => Promise<boolean>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStepUpRequired(error) || !(await ask())) throw error;
    return call();
  }
}

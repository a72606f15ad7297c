import { isApiError } from '../../api/ApiError.ts';
import { newRequestId } from '../../shared/requestId.ts';

/**
 * No answer (errcode -1: timeout, offline), an answer the client could not read, or a server
 * failure (500) may follow a committed draw. Every other errcode is a refusal made before drawing:
 * the 4xx registry codes, maintenance (503) and the business codes (1001 no chance … 1004 not running).
 */
const mayHaveDrawn = (error: unknown) => !isApiError(error) || error.errcode <= 0 || error.errcode === 500;

/**
 * The draw call with its requestId rule, apart from React so it is tested as it runs. A request that
 * got no answer (timeout, network) or a server failure may hide a draw the server made: it is sent
 * again with the same requestId, so the server answers that draw instead of spending another chance.
 * An answered draw, or a refusal (no chance, not running…), is settled: the next tap is a new draw
 * with a new id (reusing it would answer the last draw again and never spend the next chance).
 */
export function createDrawRequest<A>(send: (body: { requestId: string }) => Promise<A>, newId: () => string = newRequestId) {
  let pending: string | null = null;
  return async function request(): Promise<A> {
    const requestId = (pending ??= newId());
    try {
      const answer = await send({ requestId });
      pending = null;
      return answer;
    } catch (error) {
      if (!mayHaveDrawn(error)) pending = null;
      throw error;
    }
  };
}

import type { FairDraw, FairTable } from '../../../contract/calls/fairness.ts';
import { verifyDraw, type VerifyResult } from './verifyDraw.ts';

/**
 * The Fairness page's verifier, a Web Worker of its own file (its own chunk, never in the lobby): it
 * hashes and HMACs with Web Crypto (crypto.subtle) and recomputes each draw with the published
 * algorithm (contract/fairness/algorithm.ts), off the main thread so a long list never stalls the page.
 */
export interface VerifyRequest {
  id: number;
  draw: FairDraw;
  table: FairTable;
}
export type VerifyResponse = { id: number; result: VerifyResult } | { id: number; error: string };

// The DOM lib types `self` as a Window; a worker's global posts to its page, with no target origin.
const scope = self as unknown as { addEventListener(type: 'message', listener: (event: MessageEvent<VerifyRequest>) => void): void; postMessage(message: VerifyResponse): void };
// oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker's postMessage has no target origin
const reply = (message: VerifyResponse) => scope.postMessage(message);

scope.addEventListener('message', (event) => {
  const { id, draw, table } = event.data;
  verifyDraw(draw, table).then(
    (result) => reply({ id, result }),
    (error: unknown) => reply({ id, error: String(error) }),
  );
});

/// <reference lib="webworker" />
import { searchNonces } from './solve.ts';

/**
 * The sign-in challenge's worker: searches nonces off the main thread so the page stays smooth,
 * posting how many it has tried (for the progress text) and then the nonce.
 */
export type SolveRequest = { challenge: string; difficulty: number };
export type SolveMessage = { tried: number } | { nonce: string };

const SLICE = 4096;

// A worker's postMessage takes a transfer list, not a target origin: nothing to transfer here ([]).
self.addEventListener('message', (event: MessageEvent<SolveRequest>) => {
  const { challenge, difficulty } = event.data;
  let from = 0;
  for (;;) {
    const { nonce, next } = searchNonces(challenge, difficulty, from, SLICE);
    if (nonce !== null) {
      self.postMessage({ nonce } satisfies SolveMessage, []);
      return;
    }
    from = next;
    self.postMessage({ tried: from } satisfies SolveMessage, []);
  }
});

import { expectedHashes, searchNonces } from './solve.ts';
import type { SolveMessage } from './solver.worker.ts';

export type ChallengeAnswer = { challenge: string; nonce: string };

/**
 * Solves a sign-in challenge (contract/proof-of-work.ts): in a Web Worker, so the sign-in dialog keeps
 * animating; in slices on the main thread where workers are unavailable. `onProgress` gets a rough
 * 0–99 percentage (the work is a lottery: the average is 2^difficulty hashes, any one try may hit).
 */
export function solveChallenge(
  challenge: string,
  difficulty: number,
  opts: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<ChallengeAnswer> {
  const progress = (tried: number) => opts.onProgress?.(Math.min(99, Math.floor((100 * tried) / (2 * expectedHashes(difficulty)))));
  if (typeof Worker === 'undefined') return solveInSlices(challenge, difficulty, progress, opts.signal);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(opts.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    opts.signal?.addEventListener('abort', stop, { once: true });
    worker.addEventListener('message', (event: MessageEvent<SolveMessage>) => {
      if ('tried' in event.data) return progress(event.data.tried);
      opts.signal?.removeEventListener('abort', stop);
      worker.terminate();
      resolve({ challenge, nonce: event.data.nonce });
    });
    worker.addEventListener('error', () => {
      // A worker that cannot start (an old browser, a blocked script): do it here instead.
      worker.terminate();
      opts.signal?.removeEventListener('abort', stop);
      solveInSlices(challenge, difficulty, progress, opts.signal).then(resolve, reject);
    });
    // The second argument is the (empty) transfer list: a worker has no target origin.
    worker.postMessage({ challenge, difficulty }, []);
  });
}

async function solveInSlices(challenge: string, difficulty: number, progress: (tried: number) => void, signal?: AbortSignal): Promise<ChallengeAnswer> {
  let from = 0;
  for (;;) {
    signal?.throwIfAborted();
    const { nonce, next } = searchNonces(challenge, difficulty, from, 2048);
    if (nonce !== null) return { challenge, nonce };
    from = next;
    progress(from);
    // Yield to the page between slices.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

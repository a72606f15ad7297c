import type { FairDraw, FairTable } from '../../../contract/calls/fairness.ts';
import { api } from '../../api/client.ts';
import type { VerifyRequest, VerifyResponse } from './verify.worker.ts';
import type { VerifyResult } from './verifyDraw.ts';

/**
 * The page's side of the worker: one worker for the page's life, a promise per draw, and the table
 * versions the draws name, each fetched once (getGameOdds with the version: a draw is checked against
 * the table it was drawn from, never today's).
 */
export interface Verifier {
  verify(draw: FairDraw): Promise<VerifyResult>;
  close(): void;
}

export function createVerifier(): Verifier {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { resolve(result: VerifyResult): void; reject(error: Error): void }>();
  const tables = new Map<string, Promise<FairTable>>();

  const table = (key: string, version: number) => {
    const id = `${key}@${version}`;
    let found = tables.get(id);
    if (!found) {
      found = api('getGameOdds', { tableKey: key, version }).then((answer) => answer.table);
      // A failed fetch is asked again next time rather than remembered.
      found.catch(() => tables.delete(id));
      tables.set(id, found);
    }
    return found;
  };

  const start = () => {
    if (worker) return worker;
    worker = new Worker(new URL('./verify.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<VerifyResponse>) => {
      const reply = event.data;
      const handlers = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('result' in reply) handlers?.resolve(reply.result);
      else handlers?.reject(new Error(reply.error));
    });
    worker.addEventListener('error', () => {
      for (const handlers of waiting.values()) handlers.reject(new Error('fairness: the verifier stopped'));
      waiting.clear();
      worker?.terminate();
      worker = null;
    });
    return worker;
  };

  return {
    async verify(draw) {
      // An active seed's draw cannot be checked yet; no table or worker needed to say so.
      if (!draw.serverSeed) return { status: 'pending' };
      const drawTable = await table(draw.tableKey, draw.tableVersion);
      return new Promise<VerifyResult>((resolve, reject) => {
        nextId += 1;
        waiting.set(nextId, { resolve, reject });
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker's postMessage has no target origin
        start().postMessage({ id: nextId, draw, table: drawTable } satisfies VerifyRequest);
      });
    },
    close() {
      worker?.terminate();
      worker = null;
      for (const handlers of waiting.values()) handlers.reject(new Error('fairness: closed'));
      waiting.clear();
    },
  };
}

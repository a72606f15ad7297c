import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { createDrawRequest } from './drawRequest.ts';

/** A fake receiveDrawChance: answers (or fails) each request in turn and keeps the ids it was sent. */
function server(outcomes: ('ok' | ApiError)[]) {
  const ids: string[] = [];
  let n = 0;
  const send = async ({ requestId }: { requestId: string }) => {
    ids.push(requestId);
    const outcome = outcomes[ids.length - 1];
    if (outcome instanceof ApiError) throw outcome;
    return { drawId: ids.length };
  };
  return { ids, request: createDrawRequest(send, () => `req-${++n}`) };
}

const timeout = () => new ApiError('timeout', { errcode: -1, msg: 'errors.timeout' });
const serverFailure = () => new ApiError('server', { errcode: 500, msg: 'errors.server' });
const noChance = () => new ApiError('server', { errcode: 1001, msg: 'errors.jackpot.noChance' });

describe('the draw request id', () => {
  it('is new for every draw after an answered one (three in a row)', async () => {
    const { ids, request } = server(['ok', 'ok', 'ok']);
    for (let i = 0; i < 3; i += 1) await request();
    expect(ids).toEqual(['req-1', 'req-2', 'req-3']);
  });

  it('is kept for the retry of a draw that timed out or failed on the server, then new after its answer', async () => {
    const { ids, request } = server([timeout(), serverFailure(), 'ok', 'ok']);
    await expect(request()).rejects.toThrow();
    await expect(request()).rejects.toThrow();
    await expect(request()).resolves.toEqual({ drawId: 3 });
    await request();
    expect(ids).toEqual(['req-1', 'req-1', 'req-1', 'req-2']);
  });

  it('is new after a refusal: the server decided, nothing was drawn', async () => {
    const { ids, request } = server([noChance(), 'ok']);
    await expect(request()).rejects.toThrow();
    await request();
    expect(ids).toEqual(['req-1', 'req-2']);
  });
});

describe('the draw request id after refusals', () => {
  it('is new after a bad request or maintenance, as after a business refusal', async () => {
    const { ids, request } = server([new ApiError('server', { errcode: 400, msg: 'errors.invalid' }), new ApiError('server', { errcode: 503, msg: 'errors.maintenance' }), 'ok']);
    await expect(request()).rejects.toThrow();
    await expect(request()).rejects.toThrow();
    await request();
    expect(ids).toEqual(['req-1', 'req-2', 'req-3']);
  });
});

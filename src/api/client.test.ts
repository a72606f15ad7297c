import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX as CONTRACT_PREFIX, PUBLIC_PREFIX as CONTRACT_PUBLIC } from '../../contract/index.ts';
import { ApiError } from './ApiError.ts';
import { API_PREFIX, api, configureApi, PUBLIC_PREFIX } from './client.ts';

// Keep the timeout test fast; the real value lives in timeouts.ts.
vi.mock('./timeouts.ts', () => ({ requestTimeoutMs: () => 50 }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let token: string | null;
const onUnauthorized = vi.fn();
const onTimeout = vi.fn();
const onMaintenance = vi.fn();
const onSettled = vi.fn();
const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
/** Bodies of the requests sent, read the way a real fetch would (ky waits for the body to be consumed). */
let sentBodies: unknown[] = [];
const fakeFetch = async (request: Request) => {
  sentBodies.push(JSON.parse(await request.clone().text()));
  await request.text();
  return fetchMock(request);
};

beforeEach(() => {
  token = 'tok-1';
  onUnauthorized.mockReset();
  onTimeout.mockReset();
  onMaintenance.mockReset();
  onSettled.mockReset();
  fetchMock.mockReset();
  sentBodies = [];
  vi.stubGlobal('fetch', fakeFetch);
  configureApi({ origin: 'http://swerte.test', getToken: () => token, onUnauthorized, onTimeout, onMaintenance, onSettled });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('uses the contract prefixes', () => {
    expect(API_PREFIX).toBe(CONTRACT_PREFIX);
    expect(PUBLIC_PREFIX).toBe(CONTRACT_PUBLIC);
  });

  it('POSTs to /app/v1/<path> with the common fields and the bearer token', async () => {
    fetchMock.mockResolvedValue(json({ errcode: 0, msg: 'ok', coin: 1 }));
    await api('refreshData', {});
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://swerte.test/app/v1/refreshData');
    expect(request.headers.get('authorization')).toBe('Bearer tok-1');
    expect(sentBodies[0]).toEqual({
      appId: 'swerte',
      channel: 'WEB',
      clientReferrer: '',
      platform: 'web',
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
      appWebName: 'swerte',
    });
  });

  it('sends no authorization header without a token', async () => {
    token = null;
    fetchMock.mockResolvedValue(json({ errcode: 0, msg: 'ok' }));
    await api('anonymous/preLogin2', {});
    expect(fetchMock.mock.calls[0]![0].headers.has('authorization')).toBe(false);
  });
});

describe('envelope', () => {
  it('accepts errcode 0 and code 200 as success', async () => {
    fetchMock.mockResolvedValueOnce(json({ errcode: 0, msg: 'ok', coin: 5000 }));
    await expect(api('refreshData', {})).resolves.toMatchObject({ coin: 5000 });
    fetchMock.mockResolvedValueOnce(json({ code: 200, msg: 'ok', coin: 7 }));
    await expect(api('refreshData', {})).resolves.toMatchObject({ coin: 7 });
  });

  it('turns a failure body into an ApiError with its key, field, params and request id', async () => {
    fetchMock.mockResolvedValue(json({ errcode: 403, msg: 'errors.auth.wrongCredentials', params: { attemptsLeft: 4 }, field: 'password', requestId: 'req-123' }, 403));
    const error = await api('accountLogin', { type: 2, account: 'demo', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', errcode: 403, msg: 'errors.auth.wrongCredentials', field: 'password', params: { attemptsLeft: 4 }, requestId: 'req-123', httpStatus: 403 });
  });

  it('reads the flat body even on HTTP 200 failures', async () => {
    fetchMock.mockResolvedValue(json({ errcode: 1001, msg: 'errors.jackpot.noChance' }));
    await expect(api('refreshData', {})).rejects.toMatchObject({ errcode: 1001, msg: 'errors.jackpot.noChance' });
  });

  it('survives a non-JSON error page', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api('refreshData', {})).rejects.toMatchObject({ errcode: 502, msg: 'errors.failedWithCode', params: { code: 502 } });
  });

  it('reports timeouts and network failures with their message keys', async () => {
    fetchMock.mockImplementation((request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))));
    await expect(api('refreshData', {})).rejects.toMatchObject({ kind: 'timeout', msg: 'errors.timeout' });
    expect(onTimeout).toHaveBeenCalledWith('refreshData');

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('refreshData', {})).rejects.toMatchObject({ kind: 'network', msg: 'errors.network' });
  });
});

describe('401 handling', () => {
  it('logs out on errcode 401 from a signed-in call', async () => {
    fetchMock.mockResolvedValue(json({ errcode: 401, msg: 'errors.unauthorized' }, 401));
    await expect(api('refreshData', {})).rejects.toMatchObject({ errcode: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs out on a bare HTTP 401 too', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    await expect(api('getAfterLoginInfoWeb', {})).rejects.toMatchObject({ errcode: 401, msg: 'errors.unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ignores 401 from public calls, except appConfig (stale token)', async () => {
    fetchMock.mockResolvedValue(json({ errcode: 401, msg: 'errors.unauthorized' }, 401));
    await expect(api('anonymous/preLogin2', {})).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(api('anonymous/appConfig', {})).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end a newer session because of an older token’s late 401', async () => {
    fetchMock.mockImplementation(async () => {
      token = 'tok-2'; // the player signed in again while the call was on its way
      return json({ errcode: 401, msg: 'errors.unauthorized' }, 401);
    });
    await expect(api('refreshData', {})).rejects.toMatchObject({ errcode: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a call sent without a token ends no session (a screen asked as the player signed out)', async () => {
    token = null;
    fetchMock.mockResolvedValue(json({ errcode: 401, msg: 'errors.unauthorized' }, 401));
    await expect(api('refreshData', {})).rejects.toMatchObject({ errcode: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('maintenance and outcomes', () => {
  it('reports errcode 503 from any call as maintenance, without logging out', async () => {
    fetchMock.mockResolvedValue(json({ errcode: 503, msg: 'errors.maintenance' }, 503));
    await expect(api('getAfterLoginInfoWeb', {})).rejects.toMatchObject({ errcode: 503, msg: 'errors.maintenance' });
    expect(onMaintenance).toHaveBeenCalledWith('getAfterLoginInfoWeb');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('tells the event log about every answer: the body on success, the error on failure', async () => {
    fetchMock.mockResolvedValueOnce(json({ errcode: 0, msg: 'ok', token: 't', isNew: false }));
    await api('accountLogin', { type: 2, account: 'demo', password: 'Swerte2026' });
    expect(onSettled).toHaveBeenLastCalledWith('accountLogin', { ok: true, body: expect.objectContaining({ token: 't', isNew: false }) });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api('refreshData', {})).rejects.toBeInstanceOf(ApiError);
    expect(onSettled).toHaveBeenLastCalledWith('refreshData', { ok: false, error: expect.objectContaining({ kind: 'network' }) });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memoryStorage.ts';

vi.stubGlobal('sessionStorage', memoryStorage());
vi.stubGlobal('location', new URL('http://console.test/ops/withdrawals'));
const { consoleCall, ConsoleCallError } = await import('./api.ts');
const { consoleSessionStore } = await import('./sessionStore.ts');
const { consoleErrorMessage } = await import('./errors.ts');
const { initConsoleI18n } = await import('./i18n.ts');
initConsoleI18n();

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let sent: { request: Request; body: unknown }[] = [];
/** Answers the next calls in turn, reading each request's body as a real fetch does (ky waits for it). */
function serve(...responses: Response[]) {
  sent = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push({ request, body: JSON.parse(await request.clone().text()) });
    await request.text();
    return responses.shift() ?? answer(500, {});
  });
}

beforeEach(() => consoleSessionStore.start('token-1', { name: 'ana', role: 'finance', mustChangePassword: false, mustEnrolTotp: false }));
afterEach(() => consoleSessionStore.end(null));

describe('consoleCall', () => {
  it("posts the body to /ops/v1/<call> with the operator's token and answers the body", async () => {
    serve(answer(200, { errcode: 0, msg: 'ok', withdrawals: [] }));
    await expect(consoleCall('consoleWithdrawalsPending', {})).resolves.toMatchObject({ withdrawals: [] });
    expect(sent[0]!.request.url).toBe('http://console.test/ops/v1/consoleWithdrawalsPending');
    expect(sent[0]!.request.method).toBe('POST');
    expect(sent[0]!.request.headers.get('authorization')).toBe('Bearer token-1');
    expect(sent[0]!.body).toEqual({});
  });

  it("throws the server's message key, field and values, translated by consoleErrorMessage; the session stays", async () => {
    serve(answer(429, { errcode: 429, msg: 'errors.console.locked', params: { retryAfter: 90 } }), answer(409, { errcode: 409, msg: 'errors.console.withdrawalNotPending' }));
    const locked = await consoleCall('consoleSignIn', { name: 'ana', password: 'x', totp: '123456' }).catch((error: unknown) => error);
    expect(locked).toBeInstanceOf(ConsoleCallError);
    expect(locked).toMatchObject({ status: 429, errcode: 429, msg: 'errors.console.locked', params: { retryAfter: 90 } });
    expect(consoleErrorMessage(locked)).toBe('Too many failed sign-ins on this name. Please try again in 90 seconds, sign in from a browser you used before, or ask an admin to lift the lock.');
    const decided = await consoleCall('consoleWithdrawalDecide', { id: 1, decision: 'approve', reason: 'r' }).catch((error: unknown) => error);
    expect(decided).toMatchObject({ status: 409 });
    expect(consoleErrorMessage(decided)).toContain('not pending');
    expect(consoleSessionStore.token()).toBe('token-1');
  });

  it('never shows a raw key: an unknown one falls back to the errcode default, then to "failed with code"', async () => {
    serve(answer(403, { errcode: 403, msg: 'errors.console.somethingNewer' }), new Response('<html>proxy</html>', { status: 502 }));
    expect(consoleErrorMessage(await consoleCall('consoleAuditList', {}).catch((e: unknown) => e))).not.toMatch(/errors\./);
    const proxy = await consoleCall('consoleAuditList', {}).catch((e: unknown) => e);
    expect(proxy).toMatchObject({ status: 502, msg: 'errors.failedWithCode' });
    expect(consoleErrorMessage(proxy)).toContain('502');
  });

  it('a 401 ends the session in this tab with "your session ended"', async () => {
    serve(answer(401, { errcode: 401, msg: 'errors.unauthorized' }));
    await expect(consoleCall('consoleAuditList', {})).rejects.toMatchObject({ status: 401 });
    expect(consoleSessionStore.get()).toEqual({ session: null, notice: { key: 'sessionEnded' } });
    expect(sessionStorage.length).toBe(0);
  });

  it("a late 401 for a token already replaced does not end the new session", async () => {
    let release: (value: Response) => void = () => {};
    let asked = false;
    vi.stubGlobal('fetch', async (request: Request) => {
      await request.text();
      asked = true;
      return new Promise<Response>((resolve) => (release = resolve));
    });
    const late = consoleCall('consoleAuditList', {}).catch((e: unknown) => e);
    await vi.waitFor(() => expect(asked).toBe(true));
    consoleSessionStore.start('token-2', { name: 'ana', role: 'finance', mustChangePassword: false, mustEnrolTotp: false });
    release(answer(401, { errcode: 401, msg: 'errors.unauthorized' }));
    expect(await late).toMatchObject({ status: 401 });
    expect(consoleSessionStore.token()).toBe('token-2');
  });

  it('a network failure is errors.network, and the session stays', async () => {
    vi.stubGlobal('fetch', async (request: Request) => {
      await request.text();
      throw new TypeError('Failed to fetch');
    });
    const failure = await consoleCall('consoleAuditList', {}).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 0, msg: 'errors.network' });
    expect(consoleSessionStore.token()).toBe('token-1');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthMode } from '../../contract/index.ts';
import { SmsSendError, semaphoreSender } from '../../server/auth/index.ts';
import { sendSmsCode } from '../../server/auth/sms-codes.ts';
import { startSemaphoreFake, type SemaphoreFake } from './fakes/semaphore.ts';
import { useTestServer } from './harness.ts';
import { ADULT, PASSWORD, expectError, expectOk, latestCodeRow, mobileNo, norm, snapshot } from './helpers.ts';

const CODE = '482913';
const message = (mobile = '639181234567') => ({ mobile, purpose: AuthMode.register, code: CODE, text: `Swerte: ${CODE} is your code to register.` });

/** The code in the text of the latest call the fake received. */
const sentCode = (fake: SemaphoreFake) => /\b(\d{6})\b/.exec(fake.received.at(-1)?.get('message') ?? '')?.[1];

let fake: SemaphoreFake;
beforeAll(async () => {
  fake = await startSemaphoreFake({ senderNames: ['SWERTE'] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.messages.length = 0;
  fake.received.length = 0;
});

const sender = (overrides: Partial<Parameters<typeof semaphoreSender>[0]> = {}) =>
  semaphoreSender({ apiKey: fake.apiKey, senderName: 'SWERTE', apiBase: fake.url, ...overrides });

/** Runs a send that must fail and returns its error, checking it never carries the code. */
async function failure(send: Promise<void>): Promise<SmsSendError> {
  const error = await send.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  expect(String((error as Error).message)).not.toContain(CODE);
  expect(JSON.stringify(error)).not.toContain(CODE);
  return error as SmsSendError;
}

describe('semaphoreSender against the Semaphore fake', () => {
  it('posts the documented form to /api/v4/messages and resolves when Semaphore queues it', async () => {
    await sender().send(message());
    expect(fake.messages).toEqual([expect.objectContaining({ number: '639181234567', sendername: 'SWERTE', message: message().text })]);
    expect(fake.received[0]!.get('apikey')).toBe(fake.apiKey);
    // A trailing slash on the base changes nothing; a second message is a second record.
    await sender({ apiBase: `${fake.url}/` }).send(message('639181234568'));
    expect(fake.messages.map((m) => m.number)).toEqual(['639181234567', '639181234568']);
    expect(fake.dropped).toHaveLength(0);
    // No sender name configured: the parameter is left out and Semaphore uses its default.
    await sender({ senderName: '' }).send(message());
    expect(fake.received.at(-1)!.has('sendername')).toBe(false);
    expect(fake.messages.at(-1)!.sendername).toBe('SEMAPHORE');
  });

  it('a wrong API key is a failure naming the 401, without the code', async () => {
    const error = await failure(sender({ apiKey: 'not-the-key' }).send(message()));
    expect(error.status).toBe(401);
    expect(fake.messages).toHaveLength(0);
  });

  it('a sender name Semaphore has not approved is a failure (422)', async () => {
    expect((await failure(sender({ senderName: 'NOTAPPROVED' }).send(message()))).status).toBe(422);
  });

  it('a server error, even one echoing the message, is a failure without the code', async () => {
    fake.failNext(500, `<html>Internal error while sending "${message().text}"</html>`, 'text/html');
    const error = await failure(sender().send(message()));
    expect(error.status).toBe(500);
    fake.failNext(503, JSON.stringify({ message: `could not send ${CODE}` }));
    expect((await failure(sender().send(message()))).status).toBe(503);
    // Semaphore is back: the next send goes through.
    await sender().send(message());
    expect(fake.messages).toHaveLength(1);
  });

  it('a 2xx that is not a list of queued records is a failure', async () => {
    for (const body of [
      JSON.stringify({ number: ['The number format is invalid.'] }),
      JSON.stringify(['Your current balance of 0 credits is not sufficient.']),
      JSON.stringify([{ message_id: 1, status: 'Failed', message: message().text }]),
      JSON.stringify([]),
      'OK',
    ]) {
      fake.failNext(200, body);
      await failure(sender().send(message()));
    }
  });

  it('rate limited (429) is a failure; so are an unreachable host and a host that never answers', async () => {
    fake.failNext(429, JSON.stringify({ message: 'Too Many Attempts.' }));
    expect((await failure(sender().send(message()))).status).toBe(429);
    expect((await failure(sender({ apiBase: 'http://127.0.0.1:9' }).send(message()))).reason).toBe('could not reach Semaphore');
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));
    expect((await failure(sender({ fetch: hanging, timeoutMs: 50 }).send(message()))).reason).toBe('no answer in time');
  });
});

describe('smsSend through Semaphore', () => {
  const t = useTestServer();
  beforeEach(() => {
    // The app reads deps.sms at each call: the same server, now sending through the fake.
    t.deps.sms = sender();
  });

  it('sends the code through Semaphore; the code it carried registers the number', async () => {
    const mobile = mobileNo(1);
    expectOk(await t.call('smsSend', { mobile, type: AuthMode.register }));
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]!.number).toBe(norm(mobile));
    const code = sentCode(fake)!;
    expect(fake.messages[0]!.message.startsWith('TEST')).toBe(false);
    expectOk(await t.call('accountRegist4', { mobile, code, password: PASSWORD, birthDate: ADULT }));
  });

  it('a provider failure → 429 errors.sms.sendFailed, keeps no code and spends no cooldown; the retry goes through', async () => {
    const mobile = mobileNo(2);
    const before = await snapshot(t);
    fake.failNext(500, 'upstream exploded');
    expectError(await t.call('smsSend', { mobile, type: AuthMode.register }), { status: 429, errcode: 429, msg: 'errors.sms.sendFailed' });
    expect(await snapshot(t)).toEqual(before);
    expect(await latestCodeRow(t, mobile, AuthMode.register)).toBeUndefined();
    // At once, no cooldown: the failed call did not count.
    expectOk(await t.call('smsSend', { mobile, type: AuthMode.register }));
    expect(fake.messages).toHaveLength(1);
  });

  it('the operator log says why, never with the code', async () => {
    const lines: string[] = [];
    const log = { warn: (obj: object, msg: string) => lines.push(`${msg} ${JSON.stringify(obj)}`) };
    fake.failNext(502, JSON.stringify({ echo: 'message body follows' }));
    t.deps.sms = sender({ apiKey: 'revoked-key' });
    await expect(sendSmsCode(t.deps, { mobile: norm(mobileNo(3)), purpose: AuthMode.loginAndRegister, ip: '198.51.100.4', log })).rejects.toMatchObject({
      msg: 'errors.sms.sendFailed',
    });
    const code = sentCode(fake)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('HTTP 502');
    expect(lines[0]).not.toContain(code);
  });
});

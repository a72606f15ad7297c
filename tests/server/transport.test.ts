import { assert as fcAssert, asyncProperty, constantFrom, jsonValue } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calls, commonFields, Errcode, type CallPath } from '../../contract/index.ts';
import { ApiError, fromZodError } from '../../server/api/errors.ts';
import * as schema from '../../server/tables.ts';
import { common, useTestServer, type CallResult } from './harness.ts';
import { expectError, expectOk, snapshot, validBodies } from './helpers.ts';

const callPaths = Object.keys(calls) as CallPath[];

// One app, pool and schema for the file (every describe below): each test still starts from the seeded
// rows and the clock at zero (harness.ts `oneApp`). An app per test was ≈190 builds for the fuzz alone.
const t = useTestServer({ oneApp: true });

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
/** Values a broken or hostile client might put in any field. */
const hostileValues: unknown[] = [
  null,
  [],
  [1, 2],
  {},
  { nested: { object: [1] } },
  deep(500),
  0,
  -1,
  1.5,
  -0.01,
  1e308,
  2 ** 31,
  2 ** 53,
  -(2 ** 63),
  true,
  '',
  ' ',
  'x'.repeat(20_000),
  '0'.repeat(70),
  '\u0000',
  'a\u0000b',
  '\ud800',
  'emoji 😀',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '__proto__',
  '09170000001',
  '2001-02-30',
  '0000-01-01',
  '0001-01-01',
  '2026-02-30',
  '9999-12-31',
  '2019-12-31',
];

/** Every answer but a fault: success, the 4xx codes, and the business codes a call may give (wallet limits, …). */
const answers: number[] = Object.values(Errcode).filter((code) => code !== Errcode.internal && code !== Errcode.maintenance);

const expectNoServerFault = (res: CallResult, what: string) => {
  expect(res.status, `${what} → ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
  expect(typeof res.body.errcode, what).toBe('number');
  expect(answers, `${what} → ${JSON.stringify(res.body)}`).toContain(res.body.errcode);
  if (res.body.errcode === 400) expect(typeof res.body.field, what).toBe('string');
};

describe('transport: methods and paths', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)('%s on a call answers a 404 errcode body', async (method) => {
    for (const path of ['refreshData', 'anonymous/appConfig', 'x']) {
      const res = await t.app.inject({ method, url: `/app/v1/${path}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errcode: 404, msg: 'errors.notFound' });
    }
  });

  it('an unknown call answers errcode 404 and changes nothing', async () => {
    const before = await snapshot(t);
    for (const path of ['nope', 'anonymous/nope', '__proto__', 'constructor', 'hasOwnProperty', 'anonymous/', '', 'x'.repeat(300), 'refreshData/extra']) {
      const res = await t.call(path, {});
      expectError(res, { status: 404, errcode: 404, msg: 'errors.notFound' });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('a URL that cannot be decoded → 400 in the errcode shape', async () => {
    for (const url of ['/app/v1/%E0%A4%A', '/app/v1/refreshData%', '/app/v1/%ZZ']) {
      const res = await t.app.inject({ method: 'POST', url, payload: common });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ errcode: 400, field: 'url', msg: 'errors.fieldInvalid', requestId: res.headers['x-request-id'] });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it('a trailing slash or a query string still reaches the call', async () => {
    const viaSlash = await t.app.inject({ method: 'POST', url: '/app/v1/anonymous/appTheme/', payload: common });
    expect(viaSlash.json()).toMatchObject({ errcode: 0, themeName: 'dark' });
    const viaQuery = await t.app.inject({ method: 'POST', url: '/app/v1/anonymous/appTheme?x=1', payload: common });
    expect(viaQuery.json()).toMatchObject({ errcode: 0, themeName: 'dark' });
  });
});

describe('transport: malformed bodies', () => {
  it('malformed JSON → 400 field body, nothing changes', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    for (const payload of ['{', '{"appId":', 'not json', '{"a":1}}', "{'a':1}", '[1,]']) {
      const res = await t.raw('updateProfile', payload, { token });
      expectError(res, { status: 400, errcode: 400, field: 'body', msg: 'errors.malformedJson' });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('an empty JSON body → 400 field body', async () => {
    const res = await t.raw('anonymous/appConfig', '');
    expectError(res, { status: 400, errcode: 400, field: 'body' });
  });

  it('a body that is not an object → 400 field body', async () => {
    for (const payload of ['null', '[]', '1', '"text"', 'true']) {
      const res = await t.raw('anonymous/appConfig', payload);
      expectError(res, { status: 400, errcode: 400, field: 'body' });
    }
  });

  it('an unsupported content type → 415 with errcode 400 naming content-type', async () => {
    const res = await t.raw('anonymous/appConfig', 'appId=swerte', { contentType: 'application/x-www-form-urlencoded' });
    expectError(res, { status: 415, errcode: 400, field: 'content-type' });
  });

  it('a wrong type → 400 naming the field as invalid (not as missing), nothing changes', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    const cases: [CallPath, Record<string, unknown>, string][] = [
      ['updateProfile', { nickname: 5 }, 'nickname'],
      ['updateProfile', { avatar: ['1'] }, 'avatar'],
      ['online', { gameId: '3' }, 'gameId'],
      ['online', { gameId: 1.5 }, 'gameId'],
      ['online', { gameId: -1 }, 'gameId'],
      ['accountLogin', { type: '2', account: 'demo', password: 'x' }, 'type'],
      ['accountLogin', { type: 2, account: { $ne: '' }, password: 'x' }, 'account'],
      ['smsSend', { mobile: 9171234567, type: 0 }, 'mobile'],
      ['anonymous/appConfig', { configKeyList: 'lengths' }, 'configKeyList'],
      ['anonymous/appConfig', { configKeyList: ['nope'] }, 'configKeyList.0'],
      ['anonymous/appEventLogClient', { eventList: [{ name: 'a', time: '1' }] }, 'eventList.0.time'],
      ['anonymous/appThemePreview', { themeViewId: '2' }, 'themeViewId'],
      ['refreshData', { appId: 7 }, 'appId'],
    ];
    for (const [path, body, field] of cases) {
      const res = await t.call(path, body, { token });
      expectError(res, { status: 400, errcode: 400, field, msg: 'errors.fieldInvalid' });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('a missing field → 400 naming it as required', async () => {
    const cases: [CallPath, Record<string, unknown>, string][] = [
      ['smsSend', { type: 0 }, 'mobile'],
      ['smsSend', { mobile: '09181234567' }, 'type'],
      ['accountLogin', { type: 2, password: 'x' }, 'account'],
      ['accountRegist', { account: 'abcd', password: 'Kalamansi-26' }, 'birthDate'],
      ['anonymous/appThemePreview', {}, 'themeViewId'],
      ['anonymous/appEventLogClient', {}, 'eventList'],
    ];
    for (const [path, body, field] of cases) {
      const res = await t.call(path, body);
      expectError(res, { status: 400, errcode: 400, field, msg: 'errors.fieldRequired' });
    }
  });

  it.each(Object.keys(commonFields))('a missing common field %s → 400 naming it', async (field) => {
    const before = await snapshot(t);
    const res = await t.call('smsSend', { mobile: '09181234567', type: 0, [field]: undefined });
    expectError(res, { status: 400, errcode: 400, field, msg: 'errors.fieldRequired' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('an unknown field → 400 errors.unknownField naming it, nothing changes', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    expectError(await t.call('updateProfile', { nickname: 'Hacker', coin: 99999999 }, { token }), {
      status: 400,
      errcode: 400,
      field: 'coin',
      msg: 'errors.unknownField',
    });
    expectError(await t.call('refreshData', { userId: 1 }, { token }), { status: 400, errcode: 400, field: 'userId', msg: 'errors.unknownField' });
    expectError(await t.call('anonymous/appEventLogClient', { eventList: [{ name: 'a', time: 1, userId: 1 }] }), {
      status: 400,
      errcode: 400,
      field: 'eventList.0.userId',
      msg: 'errors.unknownField',
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('an oversized field → 400 errors.fieldTooLong with params.max, nothing changes', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    expectError(await t.call('updateProfile', { nickname: 'n'.repeat(65) }, { token }), {
      status: 400,
      errcode: 400,
      field: 'nickname',
      msg: 'errors.fieldTooLong',
      params: { max: 64 },
    });
    expectError(await t.call('accountLogin', { type: 2, account: 'a'.repeat(65), password: 'x' }), {
      status: 400,
      errcode: 400,
      field: 'account',
      msg: 'errors.fieldTooLong',
      params: { max: 64 },
    });
    expectError(await t.call('accountRegist', { account: 'a'.repeat(65), password: 'Kalamansi-26', birthDate: '1990-01-01' }), {
      status: 400,
      errcode: 400,
      field: 'account',
      msg: 'errors.fieldTooLong',
      params: { max: 64 },
    });
    expectError(await t.call('refreshData', { appId: 'a'.repeat(65) }, { token }), {
      status: 400,
      errcode: 400,
      field: 'appId',
      msg: 'errors.fieldTooLong',
      params: { max: 64 },
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('a number over an id column range → 400, not a database error', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    expectError(await t.call('online', { gameId: 2 ** 31 }, { token }), { status: 400, errcode: 400, field: 'gameId', msg: 'errors.fieldInvalid' });
    expectError(await t.call('anonymous/appThemePreview', { themeViewId: 1e15 }), {
      status: 400,
      errcode: 400,
      field: 'themeViewId',
      msg: 'errors.fieldInvalid',
    });
    expect(await snapshot(t)).toEqual(before);
    expectOk(await t.call('online', { gameId: 2 ** 31 - 1 }, { token }));
  });

  it('a string PostgreSQL cannot store (NUL, lone surrogate) → 400 naming the field, nothing changes', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    const cases: [CallPath, Record<string, unknown>, string][] = [
      ['anonymous/appEventLogClient', { eventList: [{ name: 'a\u0000b', time: 1 }] }, 'eventList.0.name'],
      ['anonymous/appEventLogClient', { eventList: [{ name: 'a', time: 1, params: { k: '\ud800' } }] }, 'eventList.0.params.k'],
      ['anonymous/appEventLogClient', { eventList: [{ name: 'a', time: 1, params: { ['k\u0000']: 1 } }] }, 'eventList.0.params.k\u0000'],
      ['accountLogin', { type: 2, account: 'de\u0000mo', password: 'x' }, 'account'],
      ['accountRegist', { account: 'abcd', password: 'Kalamansi-26', birthDate: '1990-01-01', inviteCode: '\u0000' }, 'inviteCode'],
      ['updateProfile', { nickname: 'a\udc00' }, 'nickname'],
      ['getAfterLoginInfoWeb', { deviceId: 'd\u0000' }, 'deviceId'],
    ];
    for (const [path, body, field] of cases) {
      expectError(await t.call(path, body, { token }), { status: 400, errcode: 400, field, msg: 'errors.fieldInvalid' });
    }
    expect(await snapshot(t)).toEqual(before);
    // A well-formed surrogate pair (an emoji) is fine.
    expectOk(await t.call('anonymous/appEventLogClient', { eventList: [{ name: '😀', time: 1, params: { k: '😀' } }] }));
  });

  it('a date filter that is not a real calendar day in 2020–2100 → 400 naming the field, nothing changes; the edges work', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    const bad = ['0000-01-01', '0001-01-01', '2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2019-12-31', '2101-01-01', '9999-12-31'];
    for (const day of bad) {
      expectError(await t.call('appUserCoinDetail', { from: day }, { token }), { status: 400, errcode: 400, field: 'from', msg: 'errors.fieldInvalid' });
      expectError(await t.call('appUserCoinDetail', { to: day }, { token }), { status: 400, errcode: 400, field: 'to', msg: 'errors.fieldInvalid' });
      expectError(await t.call('betRecord', { from: day }, { token }), { status: 400, errcode: 400, field: 'from', msg: 'errors.fieldInvalid' });
      expectError(await t.call('betRecordReport', { from: day, to: '2026-03-01' }, { token }), { status: 400, errcode: 400, field: 'from', msg: 'errors.fieldInvalid' });
      expectError(await t.call('betRecordReport', { from: '2026-03-01', to: day }, { token }), { status: 400, errcode: 400, field: 'to', msg: 'errors.fieldInvalid' });
    }
    expect(await snapshot(t)).toEqual(before);
    expectOk(await t.call('appUserCoinDetail', { from: '2020-01-01', to: '2100-12-31' }, { token }));
    expectOk(await t.call('betRecord', { from: '2024-02-29', to: '2024-02-29' }, { token }));
    expectOk(await t.call('betRecordReport', { from: '2020-01-01', to: '2100-12-31' }, { token }));
  });

  it('a body over 64 KiB → 413 errors.requestTooLarge, nothing changes', async () => {
    const before = await snapshot(t);
    const big = JSON.stringify({ ...common, eventList: [{ name: 'a', time: 1, page: 'p'.repeat(70 * 1024) }] });
    for (const contentType of ['application/json', 'text/plain']) {
      const res = await t.raw('anonymous/appEventLogClient', big, { contentType });
      expectError(res, { status: 413, errcode: 400, field: 'body', msg: 'errors.requestTooLarge' });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('prototype poisoning → 400, never a 500, and Object.prototype stays clean', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    const own = JSON.stringify(common).slice(1, -1);
    const payloads = [
      `{"__proto__":{"polluted":true},${own}}`,
      `{${own},"__proto__":{"errcode":0}}`,
      `{${own},"constructor":{"prototype":{"polluted":true}}}`,
      `{${own},"nickname":"x","a":{"__proto__":{"polluted":true}}}`,
    ];
    // JSON on any call; text/plain on the one call that takes it (the event log's beacon).
    const sends: [string, string][] = [
      ['updateProfile', 'application/json'],
      ['anonymous/appEventLogClient', 'application/json'],
      ['anonymous/appEventLogClient', 'text/plain'],
    ];
    for (const [path, contentType] of sends) {
      for (const payload of payloads) {
        const res = await t.raw(path, payload, { token, contentType });
        expect(res.status, `${path} ${contentType} ${payload}`).toBe(400);
        expect(res.body.errcode).toBe(400);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await snapshot(t)).toEqual(before);
  });

  it('text/plain is refused (415, before the body is read) on every call but the event log, nothing changes', async () => {
    const token = await t.loginDemo();
    const before = await snapshot(t);
    for (const path of callPaths.filter((p) => p !== 'anonymous/appEventLogClient')) {
      const payload = JSON.stringify({ ...common, ...validBodies[path] });
      for (const contentType of ['text/plain', 'text/plain;charset=UTF-8', 'TEXT/PLAIN']) {
        const res = await t.raw(path, payload, { token, contentType });
        expectError(res, { status: 415, errcode: 400, field: 'content-type', msg: 'errors.http.contentType' });
      }
    }
    // The other types a page elsewhere may send without a preflight are refused as well.
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      expectError(await t.raw('accountLogin', 'account=demo&password=x', { contentType }), { status: 415, errcode: 400, field: 'content-type' });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('a text/plain beacon is accepted by anonymous/appEventLogClient', async () => {
    const payload = JSON.stringify({ ...common, eventList: [{ name: 'page_hide', time: Date.now(), page: '/member' }], deviceId: 'beacon-dev' });
    const res = await t.raw('anonymous/appEventLogClient', payload, { contentType: 'text/plain;charset=UTF-8' });
    expect(res.body).toMatchObject({ errcode: 0, accepted: 1 });
    const rows = await t.deps.db.select().from(schema.clientEvents);
    expect(rows).toMatchObject([{ name: 'page_hide', page: '/member', deviceId: 'beacon-dev', userId: null }]);
    const bad = await t.raw('anonymous/appEventLogClient', 'not json', { contentType: 'text/plain' });
    expectError(bad, { status: 400, errcode: 400, field: 'body', msg: 'errors.malformedJson' });
  });
});

describe('transport: headers', () => {
  it('every response carries x-request-id, and error bodies quote it', async () => {
    const token = await t.loginDemo();
    const responses = [
      await t.call('anonymous/appTheme'),
      await t.call('refreshData', {}, { token }),
      await t.call('refreshData'),
      await t.call('nope'),
      await t.raw('anonymous/appConfig', '{'),
      await t.raw('anonymous/appConfig', 'x'.repeat(70 * 1024)),
      await t.raw('refreshData', '', { method: 'GET' }),
    ];
    for (const res of responses) {
      expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9-]{8,64}$/);
      if (res.body.errcode !== 0 && res.body.requestId !== undefined) expect(res.body.requestId).toBe(res.headers['x-request-id']);
    }
    const ids = new Set(responses.map((r) => r.headers['x-request-id']));
    expect(ids.size).toBe(responses.length);
  });

  it('a client x-request-id is never taken as ours: each answer has a fresh id of our own', async () => {
    for (const incoming of ['lb-1234-abcd-5678', 'short', 'has space in it', 'x'.repeat(65), '<script>1234']) {
      const res = await t.app.inject({ method: 'POST', url: '/app/v1/nope', headers: { 'x-request-id': incoming }, payload: common });
      expect(res.headers['x-request-id']).not.toBe(incoming);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.json().requestId).toBe(res.headers['x-request-id']);
    }
    // Two requests sending the same id get two different ids (a client cannot make its request look like another's).
    const twice = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: '/app/v1/anonymous/appTheme', headers: { 'x-request-id': 'same-id-1234' }, payload: common })),
    );
    expect(twice[0]!.headers['x-request-id']).not.toBe(twice[1]!.headers['x-request-id']);
  });

  it('security headers are present on successes and failures', async () => {
    for (const res of [await t.call('anonymous/appTheme'), await t.call('nope'), await t.call('refreshData'), await t.raw('x', '', { method: 'GET' })]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

/**
 * Calls whose common fields get every hostile value too: a public call, a signed-in read, and
 * signed-in calls that move money or stakes. The rest fuzz their own fields only (the common
 * fields' schema is the same object in every call's body).
 */
const COMMON_FIELD_CALLS: CallPath[] = ['anonymous/appConfig', 'refreshData', 'recharge', 'exchange', 'slotSpin'];

describe('transport: hostile bodies never cause a 500', () => {
  it('the calls that fuzz the common fields exist', () => {
    for (const path of COMMON_FIELD_CALLS) expect(calls[path], path).toBeDefined();
  });

  it('validBodies covers every call and each passes validation', () => {
    for (const path of callPaths) {
      const parsed = calls[path].body.safeParse({ ...common, ...validBodies[path] });
      expect(parsed.success, path).toBe(true);
    }
  });

  it.each(callPaths)('%s', async (path) => {
    const token = await t.loginDemo();
    const base = { ...common, ...validBodies[path] } as Record<string, unknown>;
    const fields = Object.keys(calls[path].body.shape);
    const send = async (payload: unknown, what: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/app/v1/${path}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      let body: Record<string, any> = {};
      try {
        body = res.json();
      } catch {
        body = { raw: res.body };
      }
      expectNoServerFault({ status: res.statusCode, body, headers: res.headers }, `${path} ${what}`);
    };
    // A body the call's schema refuses never reaches a handler: the dispatcher answers fromZodError's
    // 400. Those are checked here against the same schema and mapping, without the round trip (each
    // costs a session lookup: ≈250 bodies a call); every eighth still goes through the server, as does
    // every body the schema accepts (the handler runs) and every one with a key the JSON parser
    // guards (`__proto__`, `constructor`), which Fastify refuses before the dispatcher.
    let refusedSeen = 0;
    const fuzz = async (payload: Record<string, unknown>, what: string) => {
      const text = JSON.stringify(payload);
      const parsed = calls[path].body.safeParse(JSON.parse(text), { reportInput: true });
      if (parsed.success || /"(__proto__|constructor|prototype)"/.test(text) || refusedSeen++ % 8 === 0) return send(payload, what);
      const error = fromZodError(parsed.error);
      expect(error, `${path} ${what}`).toBeInstanceOf(ApiError);
      expect(error.errcode, `${path} ${what}`).toBe(Errcode.invalidParams);
      expect(typeof error.field, `${path} ${what}`).toBe('string');
    };
    for (const whole of [null, [], [base], 0, -1, 'text', true, deep(1000)]) await send(whole, `body=${JSON.stringify(whole).slice(0, 40)}`);
    // The common fields are one schema shared by every call (contract/common.ts `body`): they get the
    // hostile values on a few calls of each kind (COMMON_FIELD_CALLS), each call on its own fields.
    const fuzzed = COMMON_FIELD_CALLS.includes(path) ? fields : fields.filter((field) => !(field in commonFields));
    for (const field of fuzzed) {
      for (const value of hostileValues) await fuzz({ ...base, [field]: value }, `${field}=${JSON.stringify(value).slice(0, 40)}`);
    }
    // Random JSON in a random field, and random extra keys (seeded, so a failure replays).
    await fcAssert(
      asyncProperty(constantFrom(...fuzzed, 'extra', '__proto__', 'constructor'), jsonValue({ maxDepth: 4 }), async (field, value) => {
        await fuzz({ ...base, [field]: value }, `${field}=${JSON.stringify(value).slice(0, 60)}`);
      }),
      { numRuns: 40, seed: 20260101 },
    );
    // Unauthenticated, the same bodies: a user call answers 401 or 400, never a fault.
    const res = await t.call(path, validBodies[path] as Record<string, unknown>);
    expectNoServerFault(res, `${path} without token`);
    if (calls[path].auth === 'user') expectError(res, { status: 401, errcode: 401, msg: 'errors.unauthorized' });
  });
});

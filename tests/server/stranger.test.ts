import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { calls, KYC_UPLOAD_BODY_LIMIT, MessageKey, type CallPath } from '../../contract/index.ts';
import { consoleCalls, type ConsoleCallPath } from '../../contract/ops/index.ts';
import { consoleCall, expectRefused, newSession, operatorWithSession } from './console-helpers.ts';
import { common, useTestServer } from './harness.ts';
import { expectError, snapshot, validBodies } from './helpers.ts';

/** Every call for signed-in players. */
const userCalls = (Object.keys(calls) as CallPath[]).filter((path) => calls[path].auth === 'user');

/** Bodies that would each answer a 4xx naming what is wrong, if the body were read. */
const tellingBodies: { what: string; payload: string; contentType?: string }[] = [
  { what: 'an empty object', payload: '{}' },
  { what: 'malformed JSON', payload: '{"appId":' },
  { what: 'a wrong type in every field', payload: JSON.stringify({ ...common, appId: 1, amount: 'x', cardId: [] }) },
  { what: 'an unknown field', payload: JSON.stringify({ ...common, isAdmin: true }) },
  { what: 'a body over the 64 KiB limit', payload: JSON.stringify({ ...common, pad: 'x'.repeat(70 * 1024) }) },
  { what: 'text/plain', payload: '{}', contentType: 'text/plain' },
];

describe('a stranger is refused before the body is read', () => {
  const t = useTestServer();

  it('every call for players answers 401 without a valid token, whatever its body, and nothing changes', async () => {
    const before = await snapshot(t);
    for (const path of userCalls) {
      for (const body of tellingBodies) {
        for (const token of [undefined, 'not-a-token', 'x'.repeat(300)]) {
          const res = await t.raw(path, body.payload, { token, contentType: body.contentType });
          expectError(res, { status: 401, errcode: 401, msg: 'errors.unauthorized' });
          expect(res.body.field, `${path}, ${body.what}: no field is named to a stranger`).toBeUndefined();
        }
      }
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('a token that has ended is a stranger too', async () => {
    const token = await t.loginDemo();
    expect((await t.call('logout', {}, { token })).body.errcode).toBe(0);
    for (const path of ['addKyc', 'exchange', 'addBankInfo'] as const) {
      expectError(await t.raw(path, '{}', { token }), { status: 401, errcode: 401 });
    }
  });

  it('the KYC upload, whose limit is megabytes, refuses a stranger 401 rather than reading to its limit (413)', async () => {
    const oversized = JSON.stringify({ ...common, kind: 'id', image: 'A'.repeat(KYC_UPLOAD_BODY_LIMIT + 10) });
    expectError(await t.raw('uploadKyc', oversized), { status: 401, errcode: 401 });
  });

  it('over a real connection the 401 comes while the body is still on its way', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((settle, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/app/v1/uploadKyc', headers: { 'content-type': 'application/json', 'content-length': String(KYC_UPLOAD_BODY_LIMIT) } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          req.destroy(); // the rest of the body is never coming: let the server close
          settle({ status: res.statusCode ?? 0, body });
        });
      });
      req.on('error', reject);
      // A tenth of the announced body, and never the rest: the answer cannot wait for it.
      req.write(`{"image":"${'A'.repeat(KYC_UPLOAD_BODY_LIMIT / 10)}`);
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ errcode: 401, msg: 'errors.unauthorized' });
  });

  it('a player still gets the 400 that names the field, and a public call still validates without a token', async () => {
    const token = await t.loginDemo();
    expectError(await t.call('exchange', {}, { token }), { status: 400, errcode: 400 });
    expect((await t.call('exchange', {}, { token })).body.field).toEqual(expect.any(String));
    expectError(await t.raw('accountLogin', '{"appId":'), { status: 400, errcode: 400, field: 'body' });
    const res = await t.call('accountLogin', { type: 2, account: 'demo' });
    expectError(res, { status: 400, errcode: 400, field: 'password' });
    // A valid body, no token: a player's call is refused, the public one answers.
    expectError(await t.call('exchange', validBodies.exchange as Record<string, unknown>), { status: 401, errcode: 401 });
  });
});

describe('the console refuses a stranger and a wrong role before the body is read', () => {
  const t = useTestServer();
  const operatorCalls = (Object.keys(consoleCalls) as ConsoleCallPath[]).filter((path) => consoleCalls[path].auth === 'operator');

  it('without a session every operator call is a 401 whatever its body; a role the call does not list is a 403, audited; nothing else changes', async () => {
    const support = await operatorWithSession(t, 'stranger-support', 'support');
    const token = await newSession(t, support.id);
    // Each 403 to a signed-in operator is an audit row (docs/console.md); nothing else may change.
    const withoutAudit = async () => {
      const { counts, digests, outbox } = await snapshot(t);
      const { console_audit: _digest, ...otherDigests } = digests;
      const { console_audit: _count, ...otherCounts } = counts;
      return { counts: otherCounts, digests: otherDigests, outbox };
    };
    const before = await withoutAudit();
    const auditBefore = (await snapshot(t)).counts.console_audit ?? 0;
    let refused = 0;
    for (const path of operatorCalls) {
      for (const body of [{}, { id: 'x', value: [], operator: 1 }, { pad: 'x'.repeat(20_000) }]) {
        const res = await consoleCall(t, path, body);
        expectRefused(res, 401);
        expect(res.body.field, `${path}: no field is named to a stranger`).toBeUndefined();
      }
      const def = consoleCalls[path];
      if (def.auth !== 'operator' || (def.roles as readonly string[]).includes('support')) continue;
      const res = await consoleCall(t, path, { nonsense: true }, { token });
      expectRefused(res, 403, { msg: MessageKey.consoleRoleRefused });
      expect(res.body.field, `support ${path}: no field of an admin's call is named`).toBeUndefined();
      refused += 1;
    }
    expect(await withoutAudit()).toEqual(before);
    expect((await snapshot(t)).counts.console_audit).toBe(auditBefore + refused);
  });

  it('an operator the call is for still gets the 400 naming the field', async () => {
    const admin = await operatorWithSession(t, 'stranger-admin', 'admin');
    const token = await newSession(t, admin.id);
    const res = await consoleCall(t, 'consolePlayerNoteAdd', {}, { token });
    expect(res.status).toBe(400);
    expect(res.body.field).toEqual(expect.any(String));
  });
});

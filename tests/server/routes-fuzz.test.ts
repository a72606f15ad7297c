import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, routesOf } from '../../server/app.ts';
import { paymongoGateway } from '../../server/wallet/index.ts';
import { startFakePaymongo, type FakePaymongo } from './fakes/paymongo.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { snapshot } from './helpers.ts';
import * as schema from '../../server/tables.ts';

/**
 * Every route the server registers (enumerated from Fastify as they are added, with the ops API and
 * the built client switched on), attacked through its path and its body: no answer may be a 5xx,
 * and nothing may change but the record of refused payment callbacks (which is kept on purpose).
 * Issue 14: NUL in /sandbox/… and /payments/… paths and bodies answered 500, which a fuzz of
 * /app/v1 alone could not find.
 */
const dist = mkdtempSync(join(tmpdir(), 'swerte-fuzz-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Path segments a hostile client might send where a route takes a parameter or a wildcard. */
const hostileSegments = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  'x%ED%B0%80y',
  '%C0%80',
  '%FF',
  '%',
  '%2',
  '..%2F..%2Fetc%2Fpasswd',
  '../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  'x'.repeat(10_000),
  '%F0%9F%98%80',
  '__proto__',
  'D0000000000000000',
  '?a=%00',
  '?a=%ED%A0%80',
];

const deepJson = (n: number) => '['.repeat(n) + ']'.repeat(n);
/** Bodies, each under every content type below. */
const hostileBodies = [
  '',
  '{"a":"\u0000"}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"\\u0000":1}',
  'a=\u0000&b=%00',
  deepJson(5000),
  '{"__proto__":{"x":1}}',
  'null',
  '[]',
  '1',
  '{"orderNo":1,"amount":"x","status":null,"timestamp":-1}',
  'x'.repeat(70 * 1024),
  '\u0000\u0001\u0002\ud800',
];
const contentTypes = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', 'text/html', undefined];

/** Refused callbacks are recorded by design; every other table must stay as it was. */
const REFUSED = new Set(['bad-signature', 'bad-payload', 'stale', 'future', 'unknown-order', 'amount-mismatch', 'late', 'not-pending']);

describe.each([
  { gateway: 'sandbox', routes: ['GET /sandbox/checkout/:orderNo/:token', 'POST /sandbox/checkout/:orderNo/:token/:action'] },
  // With the real provider the sandbox's routes do not exist, and the callback route meets PayMongo's verification.
  { gateway: 'paymongo', routes: [] },
])(`every registered route ($gateway gateway): hostile paths and bodies never cause a 5xx nor change anything (${databaseKind})`, ({ gateway, routes: gatewayRoutes }) => {
  let fake: FakePaymongo | undefined;
  beforeAll(async () => {
    if (gateway === 'paymongo') fake = await startFakePaymongo({ now: () => Date.now() });
  });
  afterAll(() => fake?.close());
  const t = useTestServer({
    payments: gateway === 'paymongo' ? () => paymongoGateway({ secretKey: fake!.secretKey, webhookSecret: fake!.webhookSecret, apiBase: fake!.url, publicUrl: 'https://swerte.test' }) : undefined,
  });
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildApp({ deps: t.deps, distDir: dist, sceneGallery: true, opsSecret: 'fuzz-operator-secret-0123456789abcdef' });
    await app.ready();
  });
  afterEach(() => app.close());

  it('walks every route', async () => {
    const routes = routesOf(app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    // The ones issue 14 found must be among them, so a change in how routes are collected cannot empty the walk.
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const want of ['POST /app/v1/*', 'POST /payments/callback/:provider', ...gatewayRoutes, 'POST /ops/v1/cli/:command', 'POST /ops/v1/*', 'GET /*']) {
      expect(urls).toContain(want);
    }
    if (gateway !== 'sandbox') expect(urls.filter((url) => url.includes('/sandbox/'))).toEqual([]);
    const before = await snapshot(t);
    const faults: string[] = [];
    const send = async (method: string, url: string, payload?: string, contentType?: string) => {
      const res = await app.inject({ method: method as 'GET', url, ...(payload !== undefined ? { payload } : {}), headers: contentType ? { 'content-type': contentType } : {} });
      let errcode: unknown;
      try {
        errcode = (res.json() as { errcode?: unknown }).errcode;
      } catch {
        errcode = undefined;
      }
      if (res.statusCode >= 500 || errcode === 500) faults.push(`${method} ${url.slice(0, 80)} [${contentType}] ${JSON.stringify(payload?.slice(0, 40))} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    };
    for (const { method, url } of routes) {
      // Fill every parameter with each hostile segment (others with a plain value).
      const paths = hostileSegments.map((segment) => url.replace(/:[A-Za-z]+|\*/g, (_m, offset: number) => (offset === url.search(/:[A-Za-z]+|\*/) ? segment : 'x')));
      for (const path of paths) await send(method, path, method === 'GET' ? undefined : '{}', method === 'GET' ? undefined : 'application/json');
      if (method === 'GET') continue;
      const plain = url.replace(/:[A-Za-z]+|\*/g, gateway);
      for (const body of hostileBodies) for (const type of contentTypes) await send(method, plain, body, type);
    }
    expect(faults).toEqual([]);
    const after = await snapshot(t);
    const callbacks = await t.deps.db.select().from(schema.paymentCallbacks);
    expect(callbacks.filter((row) => !REFUSED.has(String(row.outcome)))).toEqual([]);
    // Refused callbacks are recorded (and counted against their address's cap, write_counters): nothing else may change.
    const strip = (s: typeof before) => ({
      ...s,
      counts: { ...s.counts, payment_callbacks: 0, write_counters: 0 },
      digests: { ...s.digests, payment_callbacks: '', write_counters: '' },
    });
    expect(strip(after)).toEqual(strip(before));
  });
});

import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app.ts';
import * as schema from '../../server/tables.ts';
import { common, databaseKind, useTestServer } from './harness.ts';
import { expectError, snapshot } from './helpers.ts';

/**
 * The HTTP edge (issue 16): who the client is behind a proxy, cross-site POSTs, HSTS and
 * Cache-Control. Each test builds an app with the options start.ts reads from TRUST_PROXY,
 * PUBLIC_URL and ALLOWED_ORIGINS, over the test server's database.
 */
describe(`the HTTP edge (${databaseKind})`, () => {
  const t = useTestServer();
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  const appWith = async (opts: Omit<AppOptions, 'deps'>) => {
    const app = await buildApp({ deps: t.deps, ...opts });
    // What Fastify made of the request: the client address and scheme every limit and header uses.
    app.get('/probe/client', (req, reply) => reply.send({ ip: req.ip, protocol: req.protocol }));
    apps.push(app);
    return app;
  };
  const probe = async (app: FastifyInstance, peer: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url: '/probe/client', remoteAddress: peer, headers })).json() as { ip: string; protocol: string };

  describe('trusted proxies', () => {
    it('without TRUST_PROXY a client-written X-Forwarded-For changes nothing', async () => {
      const app = await appWith({});
      expect(await probe(app, '203.0.113.9', { 'x-forwarded-for': '1.2.3.4' })).toEqual({ ip: '203.0.113.9', protocol: 'http' });
    });

    it('with TRUST_PROXY=10.0.0.0/8,127.0.0.1 only a listed peer speaks for the client', async () => {
      const app = await appWith({ trustProxy: ['10.0.0.0/8', '127.0.0.1'] });
      // A client connecting directly cannot name another address…
      expect((await probe(app, '203.0.113.9', { 'x-forwarded-for': '1.2.3.4' })).ip).toBe('203.0.113.9');
      // …through the proxy, the address the proxy appended (right-most) counts, not what the client wrote before it.
      expect((await probe(app, '10.1.2.3', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' })).ip).toBe('198.51.100.7');
      expect((await probe(app, '127.0.0.1', { 'x-forwarded-for': '198.51.100.8' })).ip).toBe('198.51.100.8');
      // Two listed proxies in a row: the first address neither of them is.
      expect((await probe(app, '10.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.0.0.2' })).ip).toBe('198.51.100.9');
    });

    it('a sign-in records the address the trusted proxy saw, and a direct client cannot forge one', async () => {
      const app = await appWith({ trustProxy: ['10.0.0.0/8'] });
      const login = (peer: string, xff: string) =>
        app.inject({
          method: 'POST',
          url: '/app/v1/accountLogin',
          remoteAddress: peer,
          headers: { 'x-forwarded-for': xff },
          payload: { ...common, type: 2, account: t.demo.account, password: t.demo.password },
        });
      const lastSessionIp = async () => (await t.deps.db.select().from(schema.sessions).orderBy(desc(schema.sessions.id)).limit(1))[0]?.ip;
      expect((await login('203.0.113.9', '1.2.3.4')).json()).toMatchObject({ errcode: 0 });
      expect(await lastSessionIp()).toBe('203.0.113.9');
      expect((await login('10.9.9.9', '1.2.3.4, 198.51.100.20')).json()).toMatchObject({ errcode: 0 });
      expect(await lastSessionIp()).toBe('198.51.100.20');
    });
  });

  describe('cross-site POSTs', () => {
    // The event log writes a row for anyone (no sign-in): the simplest state-changing call to aim at.
    const eventLog = { ...common, eventList: [{ name: 'cross_site_probe', time: 1 }] };
    const send = (app: FastifyInstance, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/app/v1/anonymous/appEventLogClient', headers: { host: 'swerte.test', ...headers }, payload: eventLog });

    it('a browser request from another site is refused 403 before anything is done; nothing changes', async () => {
      const app = await appWith({ allowedOrigins: ['capacitor://localhost'] });
      const before = await snapshot(t);
      const refused: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'http://swerte.test.evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        // Same origin claimed, but the browser says the page is on another site.
        { origin: 'http://swerte.test', 'sec-fetch-site': 'cross-site' },
        // A sibling subdomain is same-site, not ours.
        { origin: 'https://other.swerte.test', 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of refused) {
        const res = await send(app, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toMatchObject({ errcode: 403, msg: 'errors.http.crossSite' });
      }
      // Every state-changing route, not only the API: the payment callback and the sandbox form too.
      for (const url of ['/payments/callback/sandbox', '/sandbox/checkout/D1/pay']) {
        const res = await app.inject({ method: 'POST', url, headers: { origin: 'https://evil.example' }, payload: {} });
        expect(res.statusCode, url).toBe(403);
      }
      expect(await snapshot(t)).toEqual(before);
    });

    it('our own origin, PUBLIC_URL, ALLOWED_ORIGINS and requests without the headers (app wrapper, curl) pass', async () => {
      const app = await appWith({ publicOrigin: 'https://swerte.ph', allowedOrigins: ['capacitor://localhost'] });
      const passes: Record<string, string>[] = [
        {},
        { origin: 'http://swerte.test', 'sec-fetch-site': 'same-origin' },
        { origin: 'https://swerte.ph' },
        { origin: 'capacitor://localhost' },
        { 'sec-fetch-site': 'none' },
        // A form on our own page under Referrer-Policy: no-referrer: the browser sends Origin null, and says same-origin.
        { origin: 'null', 'sec-fetch-site': 'same-origin' },
      ];
      for (const headers of passes) expect((await send(app, headers)).json(), JSON.stringify(headers)).toMatchObject({ errcode: 0, accepted: 1 });
      expect(await t.deps.db.select().from(schema.clientEvents)).toHaveLength(passes.length);
      // Reading is not refused: a link from another site still opens the app.
      const page = await app.inject({ method: 'GET', url: '/app/v1/anonymous/appTheme', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(page.statusCode).toBe(404);
    });

    it('behind a trusted TLS proxy the own origin is https with the forwarded host', async () => {
      const app = await appWith({ trustProxy: ['10.0.0.0/8'] });
      const res = await app.inject({
        method: 'POST',
        url: '/app/v1/anonymous/appTheme',
        remoteAddress: '10.0.0.5',
        headers: { host: 'swerte.ph', origin: 'https://swerte.ph', 'x-forwarded-proto': 'https' },
        payload: common,
      });
      expect(res.json()).toMatchObject({ errcode: 0 });
      const direct = await app.inject({
        method: 'POST',
        url: '/app/v1/anonymous/appTheme',
        remoteAddress: '203.0.113.9',
        headers: { host: 'swerte.ph', origin: 'https://swerte.ph', 'x-forwarded-proto': 'https' },
        payload: common,
      });
      expectError({ status: direct.statusCode, body: direct.json(), headers: direct.headers }, { status: 403, errcode: 403 });
    });
  });

  describe('HSTS and Cache-Control', () => {
    const post = (app: FastifyInstance, opts: { peer?: string; headers?: Record<string, string> } = {}) =>
      app.inject({ method: 'POST', url: '/app/v1/anonymous/appTheme', remoteAddress: opts.peer ?? '127.0.0.1', headers: opts.headers ?? {}, payload: common });

    it('no HSTS over plain http (development), nor when an untrusted client claims https', async () => {
      const app = await appWith({ trustProxy: ['10.0.0.0/8'] });
      expect((await post(app)).headers['strict-transport-security']).toBeUndefined();
      expect((await post(app, { peer: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
    });

    it('HSTS when the trusted proxy says X-Forwarded-Proto: https', async () => {
      const app = await appWith({ trustProxy: ['10.0.0.0/8'] });
      const res = await post(app, { peer: '10.0.0.5', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('HSTS on every answer when PUBLIC_URL is https, errors and 404s included', async () => {
      const app = await appWith({ publicOrigin: 'https://swerte.ph' });
      for (const res of [await post(app), await app.inject({ method: 'GET', url: '/nope' }), await app.inject({ method: 'POST', url: '/app/v1/nope', payload: common })]) {
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
      const plain = await appWith({ publicOrigin: 'http://localhost:8080' });
      expect((await post(plain)).headers['strict-transport-security']).toBeUndefined();
    });

    it('every /app/v1, /ops/v1 and payment answer says Cache-Control: no-store, failures included', async () => {
      const app = await appWith({ opsSecret: 'edge-test-operator-secret-0123456789' });
      const token = await t.loginDemo();
      const answers = [
        await post(app),
        await app.inject({ method: 'POST', url: '/app/v1/refreshData', headers: { authorization: `Bearer ${token}` }, payload: common }),
        await app.inject({ method: 'POST', url: '/app/v1/refreshData', payload: common }),
        await app.inject({ method: 'POST', url: '/app/v1/nope', payload: common }),
        await app.inject({ method: 'GET', url: '/app/v1/refreshData' }),
        await app.inject({ method: 'POST', url: '/app/v1/anonymous/appConfig', headers: { 'content-type': 'application/json' }, payload: '{' }),
        await app.inject({ method: 'POST', url: '/app/v1/%ZZ', payload: common }),
        await app.inject({ method: 'POST', url: '/ops/v1/cli/audit', payload: {} }),
        await app.inject({ method: 'POST', url: '/ops/v1/consoleWithdrawalsPending', payload: {} }),
        await app.inject({ method: 'POST', url: '/payments/callback/sandbox', payload: {} }),
        await app.inject({ method: 'GET', url: '/sandbox/checkout/D0000' }),
      ];
      for (const res of answers) expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe('no-store');
    });
  });
});

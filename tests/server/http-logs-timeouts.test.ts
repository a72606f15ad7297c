import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { httpTimeouts } from '../../server/config/http.ts';
import * as schema from '../../server/tables.ts';
import { common, databaseKind, useTestServer } from './harness.ts';
import { stalledSocket } from './stalled-socket.ts';

/**
 * What the log keeps (issue 16: never codes, tokens, passwords, mobiles; a database fault without
 * the query's bound values) and how long a slow client may hold a connection.
 */
describe(`logs and timeouts (${databaseKind})`, () => {
  const t = useTestServer();
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  /** An app whose log lines are captured as parsed JSON and as raw text. */
  const loggedApp = async (opts: Omit<AppOptions, 'deps'> = {}) => {
    const lines: Record<string, any>[] = [];
    const raw: string[] = [];
    const stream = {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, any>);
      },
    };
    const app = await buildApp({ deps: t.deps, logger: { level: 'info', stream } as AppOptions['logger'], ...opts });
    apps.push(app);
    return { app, lines, text: () => raw.join('') };
  };

  it('a client x-request-id is logged only as clientRequestId, cleaned; our own id is the reqId', async () => {
    const { app, lines } = await loggedApp();
    const res = await app.inject({ method: 'POST', url: '/app/v1/anonymous/appTheme', headers: { 'x-request-id': 'lb-42 <script>\n"x"' }, payload: common });
    const ours = res.headers['x-request-id'];
    const incoming = lines.find((line) => line.msg === 'incoming request');
    expect(incoming).toMatchObject({ reqId: ours, clientRequestId: 'lb-42scriptx' });
    expect(lines.every((line) => line.reqId === undefined || line.reqId === ours)).toBe(true);
  });

  it('passwords, tokens, codes, secrets, mobiles and authorization headers are redacted wherever they are logged', async () => {
    const { app, lines, text } = await loggedApp();
    const values = {
      password: 'Hunter2-secret',
      token: 'tok_abcdef0123456789',
      code: '482913',
      mobile: '09171234567',
      secret: 'whsec_0123456789',
      authorization: 'Bearer tok_abcdef0123456789',
    };
    app.post('/probe/log', (req, reply) => {
      req.log.info({ body: { ...values, nickname: 'Juan' }, request: { headers: { authorization: values.authorization } }, ...values }, 'probe');
      req.log.info({ deep: { a: { b: { password: values.password, mobile: values.mobile } } } }, 'deep probe');
      reply.send({ ok: true });
    });
    await app.inject({ method: 'POST', url: '/probe/log', headers: { authorization: values.authorization }, payload: {} });
    for (const value of Object.values(values)) expect(text()).not.toContain(value);
    const probe = lines.find((line) => line.msg === 'probe')!;
    expect(probe.body).toMatchObject({ password: '[redacted]', code: '[redacted]', mobile: '[redacted]', nickname: 'Juan' });
    expect(probe.request.headers.authorization).toBe('[redacted]');
  });

  it('a 500 from a database error logs its message and SQLSTATE, never the bound values nor the row it clashed with', async () => {
    const { app, lines, text } = await loggedApp();
    const token = await t.loginDemo();
    const [session] = await t.deps.db.select().from(schema.sessions).limit(1);
    const birthDate = '1987-06-05';
    // A duplicate token hash (bound) with a birth date and a mobile beside it: PostgreSQL refuses it
    // (23505) and puts the hash in `detail`; drizzle puts every bound value in its message.
    app.post('/probe/db-fault', async () => {
      await t.deps.db.execute(
        sql`insert into sessions (user_id, token_hash, expires_at, ip, user_agent) values (${session!.userId}, ${session!.tokenHash}, now(), ${'09179876543'}, ${birthDate})`,
      );
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/probe/db-fault', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ errcode: 500 });
    const fault = lines.find((line) => line.msg === 'internal error')!;
    expect(fault.err).toMatchObject({ sqlState: '23505' });
    expect(JSON.stringify(fault.err)).toMatch(/insert into sessions/);
    expect(JSON.stringify(fault.err)).toMatch(/duplicate key/);
    for (const value of [session!.tokenHash, '09179876543', birthDate]) expect(text()).not.toContain(value);
  });

  it('the documented timeouts are the server socket settings', async () => {
    const { app } = await loggedApp();
    await app.ready();
    expect(app.server.requestTimeout).toBe(httpTimeouts.requestTimeout);
    expect(app.server.headersTimeout).toBe(httpTimeouts.headersTimeout);
    expect(app.server.keepAliveTimeout).toBe(httpTimeouts.keepAliveTimeout);
    expect(app.server.timeout).toBe(httpTimeouts.connectionTimeout);
    expect(httpTimeouts.headersTimeout).toBeLessThanOrEqual(httpTimeouts.requestTimeout);
  });


  it('a request whose body never arrives, or whose headers never end, is dropped within the bound; others still work', async () => {
    // The mechanism with short bounds (1 s request, 0.5 s headers); the real numbers are checked above.
    const { app } = await loggedApp({ timeouts: { requestTimeout: 1000, headersTimeout: 500, checkIntervalMs: 100 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const partialBody = [
      'POST /app/v1/anonymous/appEventLogClient HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 4000',
      '',
      '{"appId":"swerte","eventList":[',
    ].join('\r\n');
    const partialHeaders = 'POST /app/v1/anonymous/appTheme HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';
    // Generous upper bound (10 s against a 1 s timeout checked every 0.1 s): closure is what matters.
    const [body, headers] = await Promise.all([stalledSocket(port, partialBody, 10_000), stalledSocket(port, partialHeaders, 10_000)]);
    expect(body.closed, `still open after ${body.afterMs} ms`).toBe(true);
    expect(body.reply).toMatch(/^HTTP\/1\.1 408/);
    expect(headers.closed, `still open after ${headers.afterMs} ms`).toBe(true);
    expect(await t.deps.db.select().from(schema.clientEvents)).toHaveLength(0);
    // The server is fine afterwards.
    const res = await fetch(`http://127.0.0.1:${port}/app/v1/anonymous/appTheme`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(common) });
    expect(await res.json()).toMatchObject({ errcode: 0 });
  });
});

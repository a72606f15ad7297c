import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createConfigService } from '../../server/app-config/index.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { consoleCall, operatorWithSession } from './console-helpers.ts';
import { newPlayer } from './console-play.ts';
import { databaseKind, TEST_TOTP, testDatabaseUrl, useTestServer } from './harness.ts';
import { expectOk } from './helpers.ts';
import { openStream, readyOf, type TestStream } from './live-client.ts';

/**
 * The chat over the live channel (docs/chat.md "Live"): a reply reaches the player's stream, a
 * reconnect is replayed what it missed in order, and with two API processes on one database the
 * reply made through one reaches the stream held by the other.
 */
const t = useTestServer();
const opened: TestStream[] = [];
const extra: { app: FastifyInstance; database?: Database }[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) s.close();
  for (const { app, database } of extra.splice(0)) {
    await app.close();
    await database?.close();
  }
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
async function playerStream(base: string, token: string, lastEventId?: number): Promise<TestStream> {
  const s = await openStream(base, '/app/v1/live', { token, lastEventId });
  opened.push(s);
  await s.waitFor((x) => readyOf(x) !== undefined);
  return s;
}
const chatTexts = (s: TestStream) => s.events().map((e) => (e.data.message as { text: string }).text);

/**
 * Another API process on the same database: on PostgreSQL its own connections (so the event crosses
 * by LISTEN/NOTIFY), on the embedded database the same one (in-process, as one PGlite server runs).
 */
async function secondProcess(): Promise<FastifyInstance> {
  if (!testDatabaseUrl) {
    const app = await buildApp({ deps: t.deps, totp: TEST_TOTP });
    extra.push({ app });
    return app;
  }
  const schema = ((await t.deps.db.execute(sql`SELECT current_schema() AS name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
  const database = await openDatabase({ url: testDatabaseUrl, schemaName: schema, poolSize: 4 });
  const deps = { ...t.deps, database, db: database.db, config: createConfigService(database.db, t.deps.now, 0) };
  const app = await buildApp({ deps, totp: TEST_TOTP });
  extra.push({ app, database });
  return app;
}

describe(`live chat over the live channel (${databaseKind})`, () => {
  it("pushes the operator's reply to the player's stream, and replays what a reconnect missed, in order", async () => {
    const base = await listen(t.app);
    const p = await newPlayer(t, 'streamer');
    const sam = await operatorWithSession(t, 'sam', 'support');
    const first = await playerStream(base, p.token);
    const asked = expectOk(await t.call('chatSend', { clientId: 'client-live-1', text: 'hello?' }, { token: p.token })).message;
    const reply = (text: string, n: number) => consoleCall(t, 'consoleChatReply', { id: asked.conversationId, clientId: `reply-live-${n}`, text }, { token: sam.token });
    expectOk(await reply('hi, how can I help?', 1));
    await first.waitFor((x) => x.events().length >= 2);
    expect(chatTexts(first)).toEqual(['hello?', 'hi, how can I help?']);
    const lastSeen = first.events().at(-1)!.id;
    first.close();

    // Offline for a while: two replies land meanwhile.
    expectOk(await reply('are you there?', 2));
    expectOk(await reply('we will email you too', 3));
    const again = await playerStream(base, p.token, lastSeen);
    await again.waitFor((x) => x.events().length >= 2);
    expect(chatTexts(again)).toEqual(['are you there?', 'we will email you too']);
    // The client's own catch-up read since its last message id agrees: nothing lost, nothing twice.
    const since = expectOk(await t.call('chatThread', { afterId: asked.id + 1 }, { token: p.token }));
    expect(since.messages.map((m: { text: string }) => m.text)).toEqual(['are you there?', 'we will email you too']);
  });

  it("with two API processes on one database, a reply made through one reaches the player's stream on the other", async () => {
    const other = await secondProcess();
    const base = await listen(t.app);
    const p = await newPlayer(t, 'twoprocs');
    const sam = await operatorWithSession(t, 'sam', 'support');
    const stream = await playerStream(base, p.token);
    const asked = expectOk(await t.call('chatSend', { clientId: 'client-two-1', text: 'through A' }, { token: p.token })).message;
    // The operator's console talks to the other process.
    const res = await other.inject({ method: 'POST', url: '/ops/v1/consoleChatReply', payload: { id: asked.conversationId, clientId: 'reply-two-1', text: 'answered through B' }, headers: { authorization: `Bearer ${sam.token}` } });
    expect(res.statusCode, res.body).toBe(200);
    await stream.waitFor((x) => x.events().length >= 2);
    expect(chatTexts(stream)).toEqual(['through A', 'answered through B']);
  });
});

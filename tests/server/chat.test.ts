import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH } from '../../contract/index.ts';
import { chatRules } from '../../server/chat/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk } from './helpers.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { newPlayer } from './console-play.ts';

const send = (t: TestServer, token: string, clientId: string, text: string, vip = false) => t.call('chatSend', { clientId, text, vip }, { token });
const thread = (t: TestServer, token: string, afterId = 0) => t.call('chatThread', { afterId }, { token });
const texts = (messages: { text: string }[]) => messages.map((m) => m.text);

/** What the live channel was given for a player (live_events: written in the change's transaction). */
const playerEvents = (t: TestServer, userId: number) => query(t, sql`SELECT type, data FROM live_events WHERE user_id = ${userId} ORDER BY id`);
const opsEvents = (t: TestServer) => query(t, sql`SELECT type, data, roles FROM ops_live_events ORDER BY id`);

describe(`live chat: the player's side (${databaseKind})`, () => {
  const t = useTestServer();

  it('stores a message before acknowledging it, pushes it to the desk, and a retry with the same client id is not doubled', async () => {
    const p = await newPlayer(t, 'chatter');
    const sent = expectOk(await send(t, p.token, 'client-000001', '  Hello, my deposit is not showing  '));
    expect(sent.message).toMatchObject({ from: 'player', author: '', text: 'Hello, my deposit is not showing' });
    expect(sent.operatorsOnline).toBe(false);
    const stored = await query(t, sql`SELECT sender, body, client_id FROM chat_messages`);
    expect(stored).toEqual([{ sender: 'player', body: 'Hello, my deposit is not showing', client_id: 'client-000001' }]);

    // The answer was lost on the way: the client sends again with the same id and gets the same message.
    const again = expectOk(await send(t, p.token, 'client-000001', 'Hello, my deposit is not showing'));
    expect(again.message).toEqual(sent.message);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM chat_messages`)).toEqual([{ n: 1 }]);
    // The same id for another text is not a retry: refused, nothing stored.
    expectError(await send(t, p.token, 'client-000001', 'Something else'), { status: 409, errcode: 8403, msg: 'errors.chat.clientIdReused' });

    const events = await opsEvents(t);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'chat', data: { type: 'chat', message: sent.message } });
    expect((await playerEvents(t, p.userId)).map((e) => e.type)).toEqual(['chat']);
  });

  it('refuses a message over the length limit, an empty one and a signed-out tab; nothing stored', async () => {
    const p = await newPlayer(t, 'longwinded');
    expectError(await send(t, p.token, 'client-long-1', 'x'.repeat(CHAT_MAX_LENGTH + 1)), { status: 400, errcode: 8401, msg: 'errors.chat.tooLong', field: 'text', params: { max: CHAT_MAX_LENGTH } });
    // However long: the same refusal, not a schema's.
    expectError(await send(t, p.token, 'client-long-9', 'y'.repeat(10_000)), { status: 400, errcode: 8401, msg: 'errors.chat.tooLong', field: 'text', params: { max: CHAT_MAX_LENGTH } });
    // Counted in characters: 1,000 emoji (2,000 UTF-16 units) are exactly the limit.
    expectOk(await send(t, p.token, 'client-long-2', '🙂'.repeat(CHAT_MAX_LENGTH)));
    expectError(await send(t, p.token, 'client-long-3', '   '), { status: 400, errcode: 400, field: 'text', msg: 'errors.fieldRequired' });
    expectError(await t.call('chatSend', { clientId: 'client-anon-1', text: 'hi' }), { status: 401, errcode: 401 });
    expectError(await t.call('chatThread', {}), { status: 401, errcode: 401 });
    expectError(await t.call('chatSend', { clientId: 'client-anon-2', text: 'hi' }, { token: 'not-a-token' }), { status: 401, errcode: 401 });
    expect(await query(t, sql`SELECT count(*)::int AS n FROM chat_messages`)).toEqual([{ n: 1 }]);
  });

  it('limits how fast a player writes; retries do not count', async () => {
    const p = await newPlayer(t, 'fastfingers');
    // At the start of a window, so the whole burst falls into one.
    t.advance(chatRules.windowSeconds * 1000 - (t.deps.now() % (chatRules.windowSeconds * 1000)) + 10);
    for (let i = 0; i < chatRules.messagesPerWindow; i++) expectOk(await send(t, p.token, `client-rate-${i}`, `message ${i}`));
    expectOk(await send(t, p.token, 'client-rate-0', 'message 0'));
    const refused = await send(t, p.token, 'client-rate-x', 'one too many');
    expectError(refused, { status: 429, errcode: 8402, msg: 'errors.chat.tooFast' });
    expect(refused.body.params.retryAfter).toBeGreaterThan(0);
    t.advance(chatRules.windowSeconds * 1000);
    expectOk(await send(t, p.token, 'client-rate-x', 'one too many'));
    expect(await query(t, sql`SELECT count(*)::int AS n FROM chat_messages`)).toEqual([{ n: chatRules.messagesPerWindow + 1 }]);
  });

  it('reads the thread once, in order, after a reload (pages) and after a reconnect (since its last id)', async () => {
    const p = await newPlayer(t, 'reader');
    const sam = await operatorWithSession(t, 'sam', 'support');
    expect(expectOk(await thread(t, p.token))).toMatchObject({ conversationId: 0, messages: [], hasMore: false });
    const first = expectOk(await send(t, p.token, 'client-read-1', 'one')).message;
    const reply = expectOk(await consoleCall(t, 'consoleChatReply', { id: first.conversationId, clientId: 'reply-read-1', text: 'two' }, { token: sam.token })).message;
    expectOk(await send(t, p.token, 'client-read-3', 'three'));

    const whole = expectOk(await thread(t, p.token));
    expect(texts(whole.messages)).toEqual(['one', 'two', 'three']);
    expect(whole.messages.map((m: { from: string }) => m.from)).toEqual(['player', 'operator', 'player']);
    expect(whole.messages[1]).toMatchObject({ author: 'sam' });
    // A reconnect asks since the last id it holds: only what came after, nothing twice.
    expect(texts(expectOk(await thread(t, p.token, reply.id)).messages)).toEqual(['three']);
    // Paging: limit 2 then the rest.
    const page = expectOk(await t.call('chatThread', { afterId: 0, limit: 2 }, { token: p.token }));
    expect(page.hasMore).toBe(true);
    const rest = expectOk(await t.call('chatThread', { afterId: page.messages[1].id, limit: 2 }, { token: p.token }));
    expect([...texts(page.messages), ...texts(rest.messages)]).toEqual(['one', 'two', 'three']);
    expect(rest.hasMore).toBe(false);
    // The operator's reply reached the player's live channel.
    expect((await playerEvents(t, p.userId)).map((e) => e.data.message.text)).toEqual(['one', 'two', 'three']);
  });

  it('getCustomerServices serves the operator-edited queue in sort order, and says when someone is online', async () => {
    const before = expectOk(await t.call('getCustomerServices', {}));
    expect(before).toMatchObject({ operatorsOnline: false, provider: 'builtin' });
    expect(before.list.map((i: { itemType: number }) => i.itemType)).toEqual([1, 2]);

    const admin = await operatorWithSession(t, 'ada', 'admin');
    const queue = [
      { id: 3, itemType: 3, name: 'Telegram', param1: 'https://t.me/swerte_help', param2: '', sort: 3 },
      { id: 1, itemType: 1, name: 'Live chat', param1: 'swerte-local', param2: 'players', sort: 1 },
      { id: 2, itemType: 2, name: 'Email', param1: 'mailto:help@swerte.ph', param2: '', sort: 2 },
    ];
    expectOk(await consoleCall(t, 'consoleConfigSet', { key: 'customerServiceQueue', value: queue, reason: 'add Telegram' }, { token: admin.token }));
    expect((await query(t, sql`SELECT call, target, reason FROM console_audit WHERE call = 'consoleConfigSet'`))[0]).toEqual({ call: 'consoleConfigSet', target: 'config:customerServiceQueue', reason: 'add Telegram' });
    const sam = await operatorWithSession(t, 'sam', 'support');
    expectOk(await consoleCall(t, 'consoleChatPresence', {}, { token: sam.token }));
    const after = expectOk(await t.call('getCustomerServices', {}));
    expect(after.list.map((i: { name: string }) => i.name)).toEqual(['Live chat', 'Email', 'Telegram']);
    expect(after.operatorsOnline).toBe(true);
    // The heartbeat holds for chatRules.presenceSeconds.
    t.advance(chatRules.presenceSeconds * 1000 + 1);
    expect(expectOk(await t.call('getCustomerServices', {})).operatorsOnline).toBe(false);

    // A link the app could not open safely, or two online chats, is refused naming the item; nothing changes.
    expectRefused(await consoleCall(t, 'consoleConfigSet', { key: 'customerServiceQueue', value: [{ ...queue[0], param1: 'javascript:alert(1)' }], reason: 'x' }, { token: admin.token }), 400, { field: 'value.0.param1' });
    expectRefused(await consoleCall(t, 'consoleConfigSet', { key: 'customerServiceQueue', value: [queue[1], { ...queue[1], id: 9 }], reason: 'x' }, { token: admin.token }), 400, { field: 'value.1.itemType' });
    // Support may not edit it.
    expectRefused(await consoleCall(t, 'consoleConfigSet', { key: 'customerServiceQueue', value: queue, reason: 'x' }, { token: sam.token }), 403);
  });
});

describe(`live chat: the desk (${databaseKind})`, () => {
  const t = useTestServer();

  it('lists unread first and VIP first, takes and releases (audited), and refuses another holder', async () => {
    const plain = await newPlayer(t, 'plainplayer', '10.1.0.1');
    const vipPlayer = await newPlayer(t, 'vipplayer', '10.1.0.2');
    await t.deps.db.execute(sql`UPDATE users SET vip = 2 WHERE id = ${vipPlayer.userId}`);
    const notVip = await newPlayer(t, 'notvip', '10.1.0.3');
    const sam = await operatorWithSession(t, 'sam', 'support');
    const ana = await operatorWithSession(t, 'ana', 'support');
    const fin = await operatorWithSession(t, 'fin', 'finance');

    const c1 = expectOk(await send(t, plain.token, 'client-desk-1', 'plain question')).message.conversationId;
    t.advance(1000);
    const c2 = expectOk(await send(t, vipPlayer.token, 'client-desk-2', 'vip question', true)).message.conversationId;
    t.advance(1000);
    // From /service/vip without being VIP: an ordinary conversation.
    const c3 = expectOk(await send(t, notVip.token, 'client-desk-3', 'sneaky question', true)).message.conversationId;

    expectRefused(await consoleCall(t, 'consoleChatList', {}, { token: fin.token }), 403);
    const list = expectOk(await consoleCall(t, 'consoleChatList', {}, { token: sam.token })).conversations;
    expect(list.map((c: { id: number }) => c.id)).toEqual([c2, c3, c1]);
    expect(list[0]).toMatchObject({ account: 'vipplayer', vip: true, unread: 1, lastText: 'vip question', lastFrom: 'player', assignedTo: null });
    expect(list[1]).toMatchObject({ vip: false });

    // Opening one marks it read: it goes below the unread ones.
    const view = expectOk(await consoleCall(t, 'consoleChatView', { id: c3 }, { token: sam.token }));
    expect(texts(view.messages)).toEqual(['sneaky question']);
    expect(view.conversation.unread).toBe(0);
    expect(expectOk(await consoleCall(t, 'consoleChatList', {}, { token: sam.token })).conversations.map((c: { id: number }) => c.id)).toEqual([c2, c1, c3]);

    // Take, a second take (nothing new), another operator refused, release, then ana takes it.
    expect(expectOk(await consoleCall(t, 'consoleChatAssign', { id: c2, action: 'take' }, { token: sam.token })).conversation.assignedTo).toBe('sam');
    expectOk(await consoleCall(t, 'consoleChatAssign', { id: c2, action: 'take' }, { token: sam.token }));
    expectRefused(await consoleCall(t, 'consoleChatAssign', { id: c2, action: 'take' }, { token: ana.token }), 409, { msg: 'errors.console.chatHeldByOther', params: { operator: 'sam' } });
    expectRefused(await consoleCall(t, 'consoleChatReply', { id: c2, clientId: 'reply-desk-0', text: 'Hi' }, { token: ana.token }), 409, { msg: 'errors.console.chatHeldByOther' });
    expectRefused(await consoleCall(t, 'consoleChatAssign', { id: c2, action: 'release' }, { token: ana.token }), 409, { msg: 'errors.console.chatNotHeld' });
    expectOk(await consoleCall(t, 'consoleChatAssign', { id: c2, action: 'release' }, { token: sam.token }));
    expectOk(await consoleCall(t, 'consoleChatAssign', { id: c2, action: 'take' }, { token: ana.token }));
    expectRefused(await consoleCall(t, 'consoleChatView', { id: 999_999 }, { token: sam.token }), 404, { msg: 'errors.console.chatNotFound' });

    // A reply to an unassigned conversation takes it; a retried reply is not doubled nor audited twice.
    const reply = expectOk(await consoleCall(t, 'consoleChatReply', { id: c1, clientId: 'reply-desk-1', text: 'We are checking it' }, { token: sam.token }));
    expect(reply.conversation).toMatchObject({ assignedTo: 'sam', unread: 0, lastFrom: 'operator' });
    expect(expectOk(await consoleCall(t, 'consoleChatReply', { id: c1, clientId: 'reply-desk-1', text: 'We are checking it' }, { token: sam.token })).message).toEqual(reply.message);

    expect(await query(t, sql`SELECT operator, call, target, before, after FROM console_audit WHERE call LIKE 'consoleChat%' AND target <> 'refused' ORDER BY id`)).toEqual([
      { operator: 'sam', call: 'consoleChatAssign', target: `chat:${c2}`, before: { assignedTo: null }, after: { assignedTo: 'sam' } },
      { operator: 'sam', call: 'consoleChatAssign', target: `chat:${c2}`, before: { assignedTo: 'sam' }, after: { assignedTo: null } },
      { operator: 'ana', call: 'consoleChatAssign', target: `chat:${c2}`, before: { assignedTo: null }, after: { assignedTo: 'ana' } },
      { operator: 'sam', call: 'consoleChatReply', target: `chat:${c1}`, before: { assignedTo: null }, after: { messageId: reply.message.id, userId: plain.userId, length: 18, assignedTo: 'sam' } },
    ]);
    // The desk's stream heard the assignments, for the desk's roles only.
    const assigned = (await opsEvents(t)).filter((e) => e.type === 'chatAssigned');
    expect(assigned.map((e) => e.data.operator)).toEqual(['sam', '', 'ana', 'sam']);
    expect(assigned[0]!.roles).toEqual(['support', 'admin']);
    // The player reads the reply in their thread.
    expect(texts(expectOk(await thread(t, plain.token)).messages)).toEqual(['plain question', 'We are checking it']);
  });
});

describe(`live chat: a hosted provider (${databaseKind})`, () => {
  const t = useTestServer();

  it('chatIdentity answers the Chatwoot identity with the HMAC computed here, only when the queue names it and the secret is set', async () => {
    const p = await newPlayer(t, 'hosted');
    expectError(await t.call('chatIdentity', {}, { token: p.token }), { status: 409, errcode: 8404, msg: 'errors.chat.noProvider' });
    expectError(await t.call('chatIdentity', {}), { status: 401, errcode: 401 });
    const admin = await operatorWithSession(t, 'ada', 'admin');
    const queue = [{ id: 1, itemType: 1, name: 'Live chat', param1: 'chatwoot:WebsiteToken123', param2: 'players', sort: 1 }];
    expectOk(await consoleCall(t, 'consoleConfigSet', { key: 'customerServiceQueue', value: queue, reason: 'hosted inbox' }, { token: admin.token }));
    expect(expectOk(await t.call('getCustomerServices', {})).provider).toBe('chatwoot');
    // The inbox's secret not configured: still no provider to identify with.
    expectError(await t.call('chatIdentity', {}, { token: p.token }), { status: 409, errcode: 8404 });

    const saved = { base: process.env.CHATWOOT_BASE_URL, token: process.env.CHATWOOT_HMAC_TOKEN };
    process.env.CHATWOOT_BASE_URL = 'http://127.0.0.1:3999/';
    process.env.CHATWOOT_HMAC_TOKEN = 'inbox-secret';
    try {
      const identity = expectOk(await t.call('chatIdentity', {}, { token: p.token }));
      const identifier = `swerte-${p.userId}`;
      expect(identity).toMatchObject({ provider: 'chatwoot', baseUrl: 'http://127.0.0.1:3999', websiteToken: 'WebsiteToken123', identifier, name: expect.any(String) });
      // Chatwoot's identity validation: hex HMAC-SHA256 of the identifier with the inbox's secret.
      expect(identity.identifierHash).toBe(createHmac('sha256', 'inbox-secret').update(identifier).digest('hex'));
      expect(JSON.stringify(identity)).not.toContain('inbox-secret');
    } finally {
      for (const [key, value] of [['CHATWOOT_BASE_URL', saved.base], ['CHATWOOT_HMAC_TOKEN', saved.token]] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});

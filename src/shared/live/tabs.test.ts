import { describe, expect, it } from 'vitest';
import { startLiveTab, type AcquireLock, type LiveTab, type OpenStream, type StreamHandlers, type TabChannel, type TabMessage } from './tabs.ts';

/** A browser's Web Locks: one holder per name, the others wait in order; an abort gives up waiting. */
function fakeLocks(): AcquireLock {
  const queues = new Map<string, { run: () => void }[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    const waiter = queue.shift();
    if (waiter) waiter.run();
  };
  return (name, signal, whileHeld) =>
    new Promise<void>((resolve, reject) => {
      const entry = {
        run: () => {
          held.add(name);
          void whileHeld().finally(() => {
            held.delete(name);
            resolve();
            next(name);
          });
        },
      };
      signal.addEventListener('abort', () => {
        const queue = queues.get(name) ?? [];
        if (queue.includes(entry)) {
          queue.splice(queue.indexOf(entry), 1);
          reject(new Error('aborted'));
        }
      });
      if (!held.has(name)) entry.run();
      else queues.set(name, [...(queues.get(name) ?? []), entry]);
    });
}

/** A BroadcastChannel between tabs: a post reaches every other tab, never the sender. */
function fakeBus() {
  const members = new Set<{ deliver: (m: TabMessage) => void }>();
  return (): TabChannel => {
    const me = { deliver: (_m: TabMessage) => {} };
    members.add(me);
    return {
      post: (m) => {
        for (const other of members) if (other !== me) other.deliver(structuredClone(m));
      },
      listen: (on) => {
        me.deliver = on;
        return () => members.delete(me);
      },
    };
  };
}

/** The server: every open stream, with the id it started from; `send` pushes an event to the open ones. */
function fakeServer() {
  const open: { from: number | null; handlers: StreamHandlers; signal: AbortSignal }[] = [];
  const log: { id: number; data: string }[] = [];
  const opened: (number | null)[] = [];
  const stream: OpenStream = (from, handlers, signal) =>
    new Promise<void>((resolve) => {
      opened.push(from);
      const entry = { from, handlers, signal };
      open.push(entry);
      // Replay what this position missed, then ready.
      const missed = from === null ? [] : log.filter((e) => e.id > from);
      for (const e of missed) handlers.onEvent(e.id, e.data);
      handlers.onReady(from === null ? (log.at(-1)?.id ?? 0) : (log.at(-1)?.id ?? from), from !== null);
      signal.addEventListener('abort', () => {
        open.splice(open.indexOf(entry), 1);
        resolve();
      });
    });
  return {
    stream,
    opened,
    get openCount() {
      return open.length;
    },
    send(data: string) {
      const id = (log.at(-1)?.id ?? 0) + 1;
      log.push({ id, data });
      for (const o of open) o.handlers.onEvent(id, data);
    },
  };
}

function browser(tabsCount: number) {
  const lock = fakeLocks();
  const bus = fakeBus();
  const server = fakeServer();
  const tabs: { tab: LiveTab; got: string[]; resyncs: number }[] = [];
  const addTab = () => {
    const record = { tab: undefined as unknown as LiveTab, got: [] as string[], resyncs: 0 };
    record.tab = startLiveTab({ lockName: 'live', lock, channel: bus(), open: server.stream, deliver: (d) => record.got.push(d), resync: () => (record.resyncs += 1) });
    tabs.push(record);
    return record;
  };
  for (let i = 0; i < tabsCount; i++) addTab();
  return { server, tabs, addTab };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live tabs: one stream per browser', () => {
  it('three tabs hold one stream, and every tab gets every event once', async () => {
    const { server, tabs } = browser(3);
    await settle();
    expect(server.openCount).toBe(1);
    expect(tabs.filter((t) => t.tab.leading)).toHaveLength(1);
    server.send('a');
    server.send('b');
    for (const t of tabs) expect(t.got).toEqual(['a', 'b']);
  });

  it('when the leader closes, the next tab takes over from the last id, and nothing is lost or doubled', async () => {
    const { server, tabs } = browser(3);
    await settle();
    server.send('a');
    const leader = tabs.find((t) => t.tab.leading)!;
    leader.tab.stop();
    await settle();
    expect(server.openCount).toBe(1);
    const next = tabs.find((t) => t.tab.leading)!;
    expect(next).not.toBe(leader);
    // It resumed from the id every tab had seen.
    expect(server.opened).toEqual([null, 1]);
    server.send('b');
    for (const t of tabs.filter((x) => x !== leader)) expect(t.got).toEqual(['a', 'b']);
    expect(leader.got).toEqual(['a']);
  });

  it('events published while no tab held the stream are replayed to the new leader and relayed to the others', async () => {
    const { server, tabs } = browser(2);
    await settle();
    server.send('a');
    const [first, second] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    const leader = first.tab.leading ? first : second;
    const other = leader === first ? second : first;
    leader.tab.stop();
    // Published between the leader's stream closing and the next one opening.
    server.send('missed');
    await settle();
    expect(other.got).toEqual(['a', 'missed']);
  });

  it('a tab opened later joins without a second stream; a fresh stream asks every tab to read its state again', async () => {
    const { server, tabs, addTab } = browser(1);
    await settle();
    expect(tabs[0]!.resyncs).toBe(1);
    const late = addTab();
    await settle();
    expect(server.openCount).toBe(1);
    server.send('x');
    expect(late.got).toEqual(['x']);
    expect(late.tab.leading).toBe(false);
  });

  it('without Web Locks each tab keeps its own stream (older browsers)', async () => {
    const server = fakeServer();
    const got: string[][] = [[], []];
    for (const i of [0, 1]) startLiveTab({ lockName: 'live', lock: null, channel: null, open: server.stream, deliver: (d) => got[i]!.push(d), resync: () => {} });
    await settle();
    expect(server.openCount).toBe(2);
    server.send('y');
    expect(got).toEqual([['y'], ['y']]);
  });

  it('stopping every tab (sign-out) closes the stream', async () => {
    const { server, tabs } = browser(3);
    await settle();
    for (const t of tabs) t.tab.stop();
    await settle();
    expect(server.openCount).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { bootShell, type ShellBootConfig, type ShellBootWindow } from './boot.ts';

const config: ShellBootConfig = {
  lobbyPaths: ['/', '/auth/login', '/auth/register'],
  keys: { token: 'swerte.token', noticeAccepted: 'swerte.noticeAccepted', theme: 'swerte.theme' },
  attrs: { variant: 'data-shell', notice: 'data-shell-notice' },
  theme: { variable: '^--[a-z0-9-]{1,64}$', value: '^[^;{}<>]{1,200}$' },
  locale: { cookie: 'locale', others: ['fil-PH'] },
  scripts: { entry: '/assets/index.js', modules: ['/assets/react.js', '/assets/router.js'], preload: ['/assets/HomePage.js'] },
};

/** A page as far as the boot script can see it, with what it did recorded. */
function fakePage(path: string, stored: Record<string, string>, opts: { hidden?: boolean; paint?: boolean; cookie?: string } = {}) {
  const attrs: Record<string, string> = {};
  const styles: Record<string, string> = {};
  const scripts: string[] = [];
  const timers: (() => void)[] = [];
  let paintObserver: ((list: { getEntries(): { name: string }[] }) => void) | null = null;
  class Observer {
    static supportedEntryTypes = opts.paint === false ? [] : ['paint'];
    constructor(callback: (list: { getEntries(): { name: string }[] }) => void) {
      paintObserver = callback;
    }
    observe() {}
    disconnect() {
      paintObserver = null;
    }
  }
  const win: ShellBootWindow = {
    location: { pathname: path },
    localStorage: { getItem: (key) => stored[key] ?? null },
    document: {
      hidden: opts.hidden ?? false,
      cookie: opts.cookie ?? '',
      documentElement: { setAttribute: (name, value) => void (attrs[name] = value), style: { setProperty: (name, value) => void (styles[name] = value) } },
      createElement: () => {
        const node: Record<string, string> = {};
        return { node, setAttribute: (name: string, value: string) => void (node[name] = value) };
      },
      head: { appendChild: (node) => void scripts.push(Object.values((node as { node: Record<string, string> }).node).join(' ')) },
    },
    PerformanceObserver: Observer,
    requestAnimationFrame: (callback) => timers.push(callback),
    setTimeout: (callback) => timers.push(callback),
  };
  const runTimers = () => {
    while (timers.length > 0) timers.shift()!();
  };
  return { win, attrs, styles, scripts, runTimers, paint: () => paintObserver?.({ getEntries: () => [{ name: 'first-paint' }, { name: 'first-contentful-paint' }] }) };
}

describe('static shell boot script', () => {
  it('shows the visitor lobby and the notice to a first-time visitor', () => {
    const page = fakePage('/', {});
    bootShell(config, page.win);
    expect(page.attrs).toEqual({ 'data-shell': 'lobby-guest', 'data-shell-notice': '' });
  });

  it('shows the player lobby without the notice to a returning player, on lobby paths only', () => {
    const stored = { 'swerte.token': 't', 'swerte.noticeAccepted': '2026-11-01' };
    const lobby = fakePage('/auth/login/', stored);
    bootShell(config, lobby.win);
    expect(lobby.attrs).toEqual({ 'data-shell': 'lobby-player' });
    const other = fakePage('/member', stored);
    bootShell(config, other.win);
    expect(other.attrs).toEqual({ 'data-shell': 'splash' });
  });

  it('shows a player who chose Filipino the wordless splash (the shell is drawn in English), and names the language', () => {
    const page = fakePage('/', {}, { cookie: 'a=1; locale=fil-PH' });
    bootShell(config, page.win);
    expect(page.attrs).toEqual({ 'data-shell': 'splash', lang: 'fil-PH' });
    const english = fakePage('/', {}, { cookie: 'locale=en-PH' });
    bootShell(config, english.win);
    expect(english.attrs).toEqual({ 'data-shell': 'lobby-guest', 'data-shell-notice': '' });
    const unknown = fakePage('/', {}, { cookie: 'locale=xx-YY; mylocale=fil-PH' });
    bootShell(config, unknown.win);
    expect(unknown.attrs).toEqual({ 'data-shell': 'lobby-guest', 'data-shell-notice': '' });
  });

  it('puts the saved theme on the page, custom properties with plain values only', () => {
    const page = fakePage('/', { 'swerte.theme': JSON.stringify({ '--color-bg': '#101010', color: 'red', '--x': 'a;b', '--y': 3 }) });
    bootShell(config, page.win);
    expect(page.styles).toEqual({ '--color-bg': '#101010' });
  });

  it('survives a broken theme and an unreadable storage', () => {
    const page = fakePage('/', { 'swerte.theme': '{not json' });
    page.win.localStorage = {
      getItem: (key) => {
        if (key === 'swerte.theme') return '{not json';
        throw new Error('denied');
      },
    };
    expect(() => bootShell(config, page.win)).not.toThrow();
    expect(page.attrs['data-shell']).toBe('lobby-guest');
  });

  it('starts the app after the first contentful paint: lobby fetched, each chunk run, then the entry, once', () => {
    const page = fakePage('/', {});
    bootShell(config, page.win);
    expect(page.scripts).toEqual([]);
    page.paint();
    page.runTimers();
    expect(page.scripts).toEqual(['modulepreload  /assets/HomePage.js', 'module  /assets/react.js', 'module  /assets/router.js', 'module  /assets/index.js']);
  });

  it('starts at once on a hidden page, and without paint timing after a frame', () => {
    const hidden = fakePage('/', {}, { hidden: true });
    bootShell(config, hidden.win);
    hidden.runTimers();
    expect(hidden.scripts).toEqual(['modulepreload  /assets/HomePage.js', 'module  /assets/react.js', 'module  /assets/router.js', 'module  /assets/index.js']);
    const old = fakePage('/', {}, { paint: false });
    bootShell(config, old.win);
    old.runTimers();
    expect(old.scripts).toEqual(['modulepreload  /assets/HomePage.js', 'module  /assets/react.js', 'module  /assets/router.js', 'module  /assets/index.js']);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/shared/i18n/errorMessage.ts';
import { consoleLazyNamespaces, consoleNamespaces, consoleResources } from '../../src/console/i18n.ts';
import { initI18n, lazyNamespaces, namespaces, resources } from '../../src/shared/i18n/i18n.ts';
import { clientSources, ROOT, walk } from './sourceFiles.ts';

/** The eager bundles and the lazy ones (which features add when their chunk loads). */
const lazy = Object.fromEntries([...lazyNamespaces, ...consoleLazyNamespaces].map((ns) => [ns, JSON.parse(readFileSync(join(ROOT, `locales/en-PH/${ns}.json`), 'utf8')) as unknown]));
// The operator console's namespaces (src/console/i18n.ts) are checked the same way: `console`, `console-pages`, and its lazy `console-activities`.
const bundles = { ...(consoleResources['en-PH'] as Record<string, unknown>), ...(resources['en-PH'] as Record<string, unknown>), ...lazy };
// The messages features merge into `errors` when their chunk loads (wallet-errors.json and the like):
// a key written in a feature's file resolves once that feature is there.
const MERGED_ERRORS = ['wallet-errors', 'kyc-errors', 'protection-errors', 'points-errors', 'bankrupt-errors', 'feedback-errors', 'profile-errors', 'mail-errors', 'diamonds-errors', 'scratch-errors', 'spin-errors', 'pusher-errors', 'rain-errors', 'shows-errors', 'follow-errors', 'lottery-errors', 'agents-errors', 'pk-errors'];
const mergeDeep = (into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> => {
  for (const [key, value] of Object.entries(from)) {
    into[key] = value && typeof value === 'object' && into[key] && typeof into[key] === 'object' ? mergeDeep({ ...(into[key] as Record<string, unknown>) }, value as Record<string, unknown>) : value;
  }
  return into;
};
// The entry carries errors.json's transport messages only; the whole file comes with errorTexts.ts.
bundles.errors = MERGED_ERRORS.reduce(
  (all, name) => mergeDeep(all, JSON.parse(readFileSync(join(ROOT, `locales/en-PH/${name}.json`), 'utf8')) as Record<string, unknown>),
  JSON.parse(readFileSync(join(ROOT, 'locales/en-PH/errors.json'), 'utf8')) as Record<string, unknown>,
);
const allNamespaces = [...new Set([...namespaces, ...consoleNamespaces, ...consoleLazyNamespaces])];
const lookup = (ns: string, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundles[ns]);
const NS_KEY = new RegExp(`^(${allNamespaces.join('|')}):([A-Za-z0-9_.]+)$`);

/**
 * The console's shared scheduled-list components (src/console/ui/ScheduledList.tsx) read their texts
 * from the namespace the page passes (`ns="console-pk"`), so their literal keys resolve per page: each
 * page that uses a component must carry that component's keys. The test below holds this list to the
 * component's own literal keys.
 */
const SHARED_LIST_FILE = 'src/console/ui/ScheduledList.tsx';
const SHARED_LIST_KEYS: Record<string, readonly string[]> = {
  ScheduledListPage: ['newer', 'older', 'page'],
  EditCancelCell: ['edit', 'editLabel', 'cancel', 'cancelLabel'],
  CancelEventDialog: ['cancelTitle', 'cancelText', 'cancelKeep', 'cancelConfirm'],
};
const SHARED_LIST_USE = new RegExp(`<(${Object.keys(SHARED_LIST_KEYS).join('|')})\\b[^>]*?\\bns="([\\w-]+)"`, 'g');

/** Every translation key written as a string literal in the client, with the namespace it resolves in. */
function usedKeys(): { file: string; ns: string; key: string }[] {
  const found: { file: string; ns: string; key: string }[] = [];
  for (const { path, text } of clientSources()) {
    for (const [, component, ns] of text.matchAll(SHARED_LIST_USE)) {
      for (const key of SHARED_LIST_KEYS[component!]!) found.push({ file: path, ns: ns!, key });
    }
    if (path === SHARED_LIST_FILE) continue;
    const ast = parseAst(text, { lang: path.endsWith('.tsx') ? 'tsx' : 'ts' });
    const fileNs = /useTranslation\('([\w-]+)'\)/.exec(text)?.[1] ?? (path.startsWith('src/console/') ? 'console' : 'common');
    walk(ast, (node) => {
      // 'ns:key' anywhere: route titles, toast keys, tips keys.
      if (node.type === 'Literal' && typeof node.value === 'string') {
        const match = NS_KEY.exec(node.value);
        if (match) found.push({ file: path, ns: match[1]!, key: match[2]! });
      }
      // t('key') / t('key', { ns }) without a prefix: the file's useTranslation namespace.
      if (node.type !== 'CallExpression') return;
      const callee = node.callee as { type: string; name?: string; property?: { name?: string } };
      const isT = (callee.type === 'Identifier' && callee.name === 't') || (callee.type === 'MemberExpression' && callee.property?.name === 't');
      const [first, options] = node.arguments as { type: string; value?: unknown; properties?: { key?: { name?: string }; value?: { value?: unknown } }[] }[];
      if (!isT || first?.type !== 'Literal' || typeof first.value !== 'string' || first.value.includes(':')) return;
      const nsOption = options?.properties?.find((p) => p.key?.name === 'ns')?.value?.value;
      found.push({ file: path, ns: typeof nsOption === 'string' ? nsOption : fileNs, key: first.value });
    });
  }
  return found;
}

beforeAll(() => {
  initI18n();
});

describe('locales', () => {
  it('finds the keys it checks (the scanner works)', () => {
    expect(usedKeys().length).toBeGreaterThan(100);
  });

  it.each(usedKeys().map((k) => [`${k.ns}:${k.key}`, k.file]))('%s (used in %s) has en-PH text', (nsKey) => {
    const [ns, key] = nsKey.split(':') as [string, string];
    // A key used with `count` may exist only as its plural forms (key_one, key_other).
    expect(typeof (lookup(ns, key) ?? lookup(ns, `${key}_other`))).toBe('string');
  });

  it('knows every literal key of the shared scheduled-list components, and each page using one carries them', () => {
    const text = readFileSync(join(ROOT, SHARED_LIST_FILE), 'utf8');
    const literal = [...text.matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]);
    expect(new Set(literal)).toEqual(new Set(Object.values(SHARED_LIST_KEYS).flat()));
    expect(usedKeys().filter((k) => k.ns === 'console-pk' && k.key === 'cancelConfirm').length).toBeGreaterThan(0);
  });

  it('has no visible text written straight into JSX', () => {
    // Attributes a player sees or hears (screen readers), besides the text between tags.
    const visibleAttributes = new Set(['placeholder', 'title', 'alt', 'aria-label', 'aria-valuetext', 'label']);
    const literals: string[] = [];
    for (const { path, text } of clientSources(['.tsx'])) {
      walk(parseAst(text, { lang: 'tsx' }), (node) => {
        if (node.type === 'JSXText' && /\p{L}/u.test(String(node.value))) literals.push(`${path}: ${String(node.value).trim()}`);
        if (node.type !== 'JSXAttribute') return;
        const name = (node.name as { name?: string }).name ?? '';
        const value = node.value as { type?: string; value?: unknown } | null;
        if (visibleAttributes.has(name) && value?.type === 'Literal' && /\p{L}/u.test(String(value.value))) literals.push(`${path}: ${name}="${String(value.value)}"`);
      });
    }
    expect(literals).toEqual([]);
  });

  it('bundles the errors.json the server messages point into: its transport messages in the entry, the whole with errorMessage', () => {
    const onDisk = JSON.parse(readFileSync(join(ROOT, 'locales/en-PH/errors.json'), 'utf8')) as Record<string, unknown>;
    // The entry's part (the bundle is the instance's own object, so errorTexts.ts has merged into it since).
    expect(Object.keys((resources['en-PH'] as Record<string, unknown>).errors as object)).toEqual(expect.arrayContaining(['timeout', 'network', 'failedWithCode']));
    // errorMessage.ts (imported above) brought errorTexts.ts: the whole file is in the instance.
    expect(initI18n().getResourceBundle('en-PH', 'errors')).toMatchObject(onDisk);
    expect(lookup('errors', 'auth.signinWait')).toContain('{{retryAfter}}');
    expect(lookup('errors', 'profile.nicknameTooLong')).toContain('{{max}}');
  });
});

describe('errorMessage', () => {
  it('translates the server key with its params', () => {
    expect(errorMessage({ errcode: 429, msg: 'errors.auth.signinWait', params: { retryAfter: 8 } })).toBe('Too many wrong passwords. Please try again in 8 seconds.');
    expect(errorMessage({ errcode: 400, msg: 'errors.profile.nicknameTooLong', params: { max: 12 } })).toBe('Nicknames can be at most 12 characters.');
  });

  it('falls back to the errcode default, then to "failed with code", never a raw key', () => {
    expect(errorMessage({ errcode: 429, msg: 'errors.something.newer' })).toBe('Too many attempts. Please wait a moment and try again.');
    expect(errorMessage({ errcode: 2999, msg: 'errors.something.newer' })).toBe("That didn't work (code 2999). Please try again.");
  });

  it('shows the request id of internal errors', () => {
    expect(errorMessage({ errcode: 500, msg: 'errors.internal', requestId: 'abc-123' })).toContain('abc-123');
  });
});

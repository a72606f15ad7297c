import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocaleParity, isConsoleFile, markers, oneIsNotOnlyOne, SOURCE_LOCALE, TRANSLATED_LOCALES } from '../../scripts/locales/parity.ts';
import { ROOT } from './sourceFiles.ts';

/** A throwaway locales/ folder with the files given, to see what the check says about them. */
function fakeLocales(files: Record<string, Record<string, unknown>>): string {
  const root = mkdtempSync(join(tmpdir(), 'swerte-locales-'));
  for (const [path, texts] of Object.entries(files)) {
    mkdirSync(join(root, 'locales', path.split('/')[0]!), { recursive: true });
    writeFileSync(join(root, 'locales', path), JSON.stringify(texts));
  }
  return root;
}

describe('locale parity (the same check the build runs)', () => {
  it('finds every player-facing en-PH namespace in fil-PH with the same keys, placeholders and no empty text', () => {
    expect(checkLocaleParity(ROOT)).toEqual([]);
  });

  it('covers every en-PH file except the operator console, which stays English', () => {
    const english = readdirSync(join(ROOT, 'locales', SOURCE_LOCALE)).filter((file) => file.endsWith('.json'));
    const consoleFiles = english.filter(isConsoleFile);
    expect(consoleFiles).toContain('console.json');
    for (const locale of TRANSLATED_LOCALES) {
      const translated = readdirSync(join(ROOT, 'locales', locale)).sort();
      expect(translated).toEqual(english.filter((file) => !isConsoleFile(file)).sort());
    }
  });

  it('really is Filipino: most texts differ from English, and the legal notice is translated', () => {
    const notice = (locale: string) => JSON.parse(readFileSync(join(ROOT, 'locales', locale, 'notice.json'), 'utf8')) as { title: string; confirm: string };
    expect(notice('fil-PH').title).toBe('Bago ka maglaro');
    expect(notice('fil-PH').confirm).toContain('{{age}}');
    expect(notice('fil-PH').confirm).not.toBe(notice('en-PH').confirm);
  });

  it('names a missing key, an extra key, a lost placeholder, an empty text and a missing file', () => {
    const root = fakeLocales({
      'en-PH/home.json': { a: 'Hello {{name}}', b: { c: 'Bye' }, d: 'Yes', e_one: '{{count}} day', e_other: '{{count}} days', g_one: 'Play a game', g_other: 'Play {{count}} games' },
      'en-PH/wallet.json': { x: 'X' },
      'en-PH/console.json': { only: 'English' },
      'fil-PH/home.json': { a: 'Kumusta {{pangalan}}', b: { c: '' }, extra: 'Sobra', e_one: '{{count}} araw', e_other: '{{count}} araw', g_one: 'Maglaro ng isang laro', g_other: 'Maglaro ng {{count}} laro' },
    });
    expect(checkLocaleParity(root)).toEqual([
      'locales/fil-PH/home.json: a carries [{{pangalan}}] where en-PH has [{{name}}]',
      'locales/fil-PH/home.json: empty text at b.c',
      'locales/fil-PH/home.json: missing key d',
      'locales/fil-PH/home.json: g_one carries [] where en-PH has [{{count}}] (its _other: "one" is not only 1 in fil-PH)',
      'locales/fil-PH/home.json: key extra is not in en-PH',
      'locales/fil-PH/wallet.json: missing (every player-facing namespace of en-PH needs one)',
    ]);
  });

  it('knows Filipino counts 2, 3, 5… as "one": its _one texts must read for any of them', () => {
    expect(oneIsNotOnlyOne('fil-PH')).toBe(true);
    expect(oneIsNotOnlyOne('en-PH')).toBe(false);
  });

  it('compares interpolations with their formats, $t() references and tags, in any order', () => {
    expect(markers('Deposit ₱{{min, number}} or <b>{{max}}</b>')).toEqual(['</b>', '<b>', '{{max}}', '{{min,number}}']);
    expect(markers('{{max}} at <b>₱{{min,number}}</b>')).toEqual(markers('Deposit ₱{{min, number}} or <b>{{max}}</b>'));
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import games from '../../locales/en-PH/games.json';
import jackpot from '../../locales/en-PH/jackpot.json';
import { SCENE_FONT_FACES } from './sceneFont.ts';

/** Scene sources (tests aside): what draws on the canvas. */
function sceneSources(): { path: string; text: string }[] {
  return readdirSync('scenes', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, text: readFileSync(path, 'utf8') };
    });
}

/** The code points a `unicode-range` list covers. */
function covers(ranges: string, codePoint: number): boolean {
  return ranges.split(',').some((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return codePoint >= parseInt(from, 16) && codePoint <= parseInt(to, 16);
  });
}

/** The glyph lists bitmap fonts are installed with (`chars: [...]`, or a `*_CHARS = [...]` they name), read from the source. */
function bitmapChars(): string[] {
  const lists = sceneSources().flatMap(({ text }) => [...text.matchAll(/(?:chars:|_CHARS =)\s*\[(.*)\]/g)].map((match) => match[1]!));
  return lists.flatMap((list) => [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]!));
}

describe('the scene font', () => {
  it('is the only family scenes name: no family written out, no system fallback', () => {
    const literal = /fontFamily:\s*['"`]([^'"`]*)['"`]/g;
    const found = sceneSources().flatMap(({ path, text }) => [...text.matchAll(literal)].map((match) => `${path}: ${match[0]}`));
    expect(found, 'write fontFamily: SCENE_FONT (scenes/engine/sceneFont.ts), or a bitmap font installed with it').toEqual([]);
    // Bitmap fonts are drawn from a style too: each install names the scene font.
    const installs = sceneSources().flatMap(({ text }) => text.match(/BitmapFont\.install\(\{[\s\S]*?style:[^}]*\}/g) ?? []);
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install).toContain('fontFamily: SCENE_FONT');
  });

  it('has a glyph for every character a scene draws (labels, amounts), so none falls back to a system font', () => {
    const ranges = SCENE_FONT_FACES.map((face) => face.unicodeRange).join(',');
    const money = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(1234567.89);
    const drawn = [
      ...Object.values(jackpot.tiers),
      jackpot.board.win,
      ...Object.values(jackpot.board.cell),
      games.play.bigWin,
      games.play.megaWin,
      ...bitmapChars(),
      money,
      '0123456789₱,',
    ].join('');
    expect(money).toContain('₱');
    expect(bitmapChars().join('')).toContain('×');
    const missing = [...new Set(drawn)].filter((char) => !covers(ranges, char.codePointAt(0)!));
    expect(missing, 'add the characters to a face in assets/fonts (assets/fonts/README.md)').toEqual([]);
  });
});

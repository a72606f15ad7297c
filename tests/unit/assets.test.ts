import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAssets, findUses } from '../../scripts/assets/check.ts';
import { scanAssets } from '../../scripts/assets/manifest.ts';

let root = '';
function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'swerte-assets-'));
  for (const [path, text] of Object.entries({ 'src/.keep.ts': '', 'scenes/.keep.ts': '', ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the asset manifest', () => {
  it('names each file bundle/path-without-extension and refuses what it cannot take', () => {
    project({ 'assets/README.md': '', 'assets/jackpot/cell-frame.svg': '<svg/>', 'assets/jackpot/wheel/pointer.png': 'x', 'assets/jackpot/win.mp3': 'x', 'assets/jackpot/Bad Name.png': 'x', 'assets/jackpot/notes.txt': '', 'assets/loose.png': 'x', 'assets/jackpot/cell-frame.png': 'x' });
    const scan = scanAssets(root);
    expect(scan.entries.map((e) => [e.alias, e.kind])).toEqual([['jackpot/cell-frame', 'texture'], ['jackpot/wheel/pointer', 'texture'], ['jackpot/win', 'sound']]);
    expect(scan.problems.join('\n')).toMatch(/Bad Name\.png: rename/);
    expect(scan.problems.join('\n')).toMatch(/notes\.txt: \.txt is not a supported format/);
    expect(scan.problems.join('\n')).toMatch(/loose\.png: put it in a bundle folder/);
    expect(scan.problems.join('\n')).toMatch(/cell-frame\.svg: alias "jackpot\/cell-frame" is also assets\/jackpot\/cell-frame\.png/);
  });

  it('takes the scenes\' fonts from assets/fonts/ only, beside their licence', () => {
    project({ 'assets/fonts/OFL.txt': 'licence', 'assets/fonts/noto-sans-latin.woff2': 'x', 'assets/fonts/logo.svg': '<svg/>', 'assets/jackpot/title.woff2': 'x' });
    const scan = scanAssets(root);
    expect(scan.entries.map((e) => [e.alias, e.kind])).toEqual([['fonts/noto-sans-latin', 'font']]);
    expect(scan.problems).toEqual(["assets/fonts/logo.svg: assets/fonts/ holds the scenes' fonts only", 'assets/jackpot/title.woff2: fonts go in assets/fonts/']);
  });
});

describe('assets:check', () => {
  it('finds aliases in texture(), play(), stop() and alias() literals, not routes or variables', () => {
    const hidden: string[] = [];
    const uses = findUses("texture('a/b'); sound.play(\"a/c\"); sound.stop(`a/c`); alias('a/d'); navigate('/wallets'); play('x'); texture(name);", 'scenes/x/X.ts', hidden);
    expect(uses.map((u) => [u.alias, u.kind, u.at])).toEqual([['a/b', 'texture', 'scenes/x/X.ts:1'], ['a/c', 'sound', 'scenes/x/X.ts:1'], ['a/c', 'sound', 'scenes/x/X.ts:1'], ['a/d', 'any', 'scenes/x/X.ts:1']]);
    expect(hidden).toEqual(['scenes/x/X.ts:1: texture(name…']);
  });

  it('fails on every missing alias, wrong kind and unknown bundle, and lists unused files', () => {
    project({
      'assets/common/coin.svg': '<svg/>',
      'assets/common/ding.wav': 'x',
      'assets/common/spare.png': 'x',
      'scenes/demo/Demo.ts': "static readonly bundles = ['common', 'nope'] as const;\nthis.services.texture('common/coin');\nthis.services.texture('common/gone');\nthis.services.sound.play('common/coin');\nsound.play('common/ding');",
    });
    const report = checkAssets(root);
    expect(report.errors).toEqual([
      'scenes/demo/Demo.ts:1: bundle "nope" has no folder under assets/',
      'scenes/demo/Demo.ts:3: "common/gone" has no file: add assets/common/gone.svg (or .png, .webp; .mp3, .ogg for a sound)',
      'scenes/demo/Demo.ts:4: "common/coin" is a texture (assets/common/coin.svg), used as a sound',
    ]);
    expect(report.unused).toEqual(['common/spare (assets/common/spare.png)']);
  });

  it('passes on this project', () => {
    expect(checkAssets().errors).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { packBundle, type SpritesheetData } from '../../scripts/assets/atlas.ts';
import { scanAssets } from '../../scripts/assets/manifest.ts';

const root = mkdtempSync(join(tmpdir(), 'swerte-atlas-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('texture atlases', () => {
  it('packs a bundle: SVG drawn at 2×, PNG as it is, frames named by alias, apart, names by content', async () => {
    mkdirSync(join(root, 'assets/demo'), { recursive: true });
    writeFileSync(join(root, 'assets/demo/dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="#f00"/></svg>');
    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } }).png().toBuffer();
    writeFileSync(join(root, 'assets/demo/tile.png'), png);
    writeFileSync(join(root, 'assets/demo/ding.wav'), 'x');
    const { entries } = scanAssets(root);
    const pages = await packBundle(root, 'demo', entries);
    expect(pages).toHaveLength(1);
    const page = pages[0]!;
    const data = JSON.parse(page.json) as SpritesheetData;
    expect(page.aliases).toEqual(['demo/dot', 'demo/tile']);
    expect(data.meta.scale).toBe('2');
    expect(data.meta.image).toBe(page.imageName);
    expect(page.imageName).toMatch(/^atlas-demo-0-[0-9a-f]{8}\.webp$/);
    const dot = data.frames['demo/dot']!.frame;
    const tile = data.frames['demo/tile']!.frame;
    expect([dot.w, dot.h, tile.w, tile.h]).toEqual([60, 40, 64, 48]);
    const apart = dot.x + dot.w < tile.x || tile.x + tile.w < dot.x || dot.y + dot.h < tile.y || tile.y + tile.h < dot.y;
    expect(apart).toBe(true);
    // The page holds the pictures where the frames say, edges repeated around them (no transparent seam).
    const { data: pixels, info } = await sharp(page.image).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...pixels.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    expect(at(dot.x + 5, dot.y + 5)).toEqual([255, 0, 0, 255]);
    expect(at(tile.x - 1, tile.y + 3)).toEqual([0, 0, 255, 255]);
    // The same files make the same names; a changed file makes new ones.
    expect((await packBundle(root, 'demo', entries))[0]!.imageName).toBe(page.imageName);
    writeFileSync(join(root, 'assets/demo/dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="#0f0"/></svg>');
    expect((await packBundle(root, 'demo', scanAssets(root).entries))[0]!.imageName).not.toBe(page.imageName);
  });
});

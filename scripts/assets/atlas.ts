// Build-time texture atlases: every picture of a bundle packed into one PNG (or a few, at most
// ATLAS_MAX_SIZE square) with a Pixi spritesheet JSON beside it whose frame names are the aliases, so
// a scene's textures share one GPU texture (one upload, one batch) and a bundle is two requests, not
// one per picture. SVGs are rasterised here, by sharp (librsvg), at the 2× art scale; PNG/WebP/JPG/AVIF
// go in as they are (they are 2× exports already). Used by the Vite plugin (plugin.ts) for the build;
// dev serves the single files so a saved file shows at once.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MaxRectsPacker } from 'maxrects-packer/dist/maxrects-packer.mjs';
import sharp from 'sharp';
import type { AssetEntry } from './manifest.ts';

/** The engine's art scale (scenes/engine/assets.ts): a frame of w×h pixels is w/2×h/2 CSS pixels. */
export const ART_SCALE = 2;
/** WebGL 1 guarantees 2048 (MAX_TEXTURE_SIZE); every phone GPU since has at least that. */
export const ATLAS_MAX_SIZE = 2048;
/**
 * Each picture's edge pixels are repeated this far around it: a sprite drawn at a fractional position
 * or scale samples its neighbours' texels under linear filtering, and would show a seam of the next
 * picture (or of transparency) where a single file clamps to its own edge.
 */
const EXTRUDE = 1;
/** Space between extruded pictures, so mipmaps or rounding never reach the next one either. */
const PADDING = 1;

export interface SpritesheetFrame {
  frame: { x: number; y: number; w: number; h: number };
  rotated: false;
  trimmed: false;
  spriteSourceSize: { x: 0; y: 0; w: number; h: number };
  sourceSize: { w: number; h: number };
}

/** Pixi's spritesheet JSON (the TexturePacker "hash" format Pixi reads). */
export interface SpritesheetData {
  frames: Record<string, SpritesheetFrame>;
  meta: { app: string; image: string; format: 'RGBA8888'; size: { w: number; h: number }; scale: string };
}

export interface AtlasPage {
  /** File names (no folder), each with a content hash. */
  imageName: string;
  jsonName: string;
  /** The page picture: lossless WebP (the same pixels as PNG in about 55% of the bytes). */
  image: Buffer;
  json: string;
  /** Aliases whose frames this page holds. */
  aliases: string[];
}

interface Picture {
  alias: string;
  /** The picture with EXTRUDE pixels of its edge repeated around it, as PNG. */
  extruded: Buffer;
  width: number;
  height: number;
}

const hash8 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 8);

async function rasterise(root: string, entry: AssetEntry): Promise<Picture> {
  const source = readFileSync(join(root, entry.file));
  // sharp draws an SVG's width/height one pixel per unit at density 72 (its default): 72×2 is the 2× art.
  const image = entry.file.endsWith('.svg') ? sharp(source, { density: 72 * ART_SCALE }) : sharp(source);
  const { data, info } = await image.ensureAlpha().png().toBuffer({ resolveWithObject: true });
  const extruded = await sharp(data).extend({ top: EXTRUDE, bottom: EXTRUDE, left: EXTRUDE, right: EXTRUDE, extendWith: 'copy' }).png().toBuffer();
  return { alias: entry.alias, extruded, width: info.width, height: info.height };
}

/**
 * Packs one bundle's textures. Pages come out in a stable order for the same files, and their names
 * change only when their content does (the files are cached for a year).
 */
export async function packBundle(root: string, bundle: string, entries: readonly AssetEntry[]): Promise<AtlasPage[]> {
  const textures = entries.filter((entry) => entry.bundle === bundle && entry.kind === 'texture').toSorted((a, b) => a.alias.localeCompare(b.alias));
  const pictures = await Promise.all(textures.map((entry) => rasterise(root, entry)));
  const limit = ATLAS_MAX_SIZE;
  for (const picture of pictures) {
    if (picture.width + 2 * EXTRUDE > limit || picture.height + 2 * EXTRUDE > limit) {
      throw new Error(`assets: ${picture.alias} is ${picture.width}×${picture.height} pixels at 2×; keep pictures under ${limit - 2 * EXTRUDE} (assets/README.md)`);
    }
  }
  const packer = new MaxRectsPacker<{ width: number; height: number; x: number; y: number; data: Picture }>(limit, limit, PADDING, {
    smart: true,
    pot: false,
    square: false,
    allowRotation: false,
  });
  packer.addArray(pictures.map((picture) => ({ width: picture.width + 2 * EXTRUDE, height: picture.height + 2 * EXTRUDE, x: 0, y: 0, data: picture })));
  const pages: AtlasPage[] = [];
  for (const [index, bin] of packer.bins.entries()) {
    const rects = bin.rects.toSorted((a, b) => a.data.alias.localeCompare(b.data.alias));
    // Lossless WebP, not PNG: identical pixels, about 45% fewer bytes for a phone on mobile data
    // (the jackpot's pages: 524 → 295 KB). Every browser the app supports decodes it.
    const image = await sharp({ create: { width: bin.width, height: bin.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite(rects.map((rect) => ({ input: rect.data.extruded, left: rect.x, top: rect.y })))
      .webp({ lossless: true, effort: 6 })
      .toBuffer();
    const imageName = `atlas-${bundle}-${index}-${hash8(image)}.webp`;
    const frames: Record<string, SpritesheetFrame> = {};
    for (const rect of rects) {
      const { alias, width: w, height: h } = rect.data;
      frames[alias] = {
        frame: { x: rect.x + EXTRUDE, y: rect.y + EXTRUDE, w, h },
        rotated: false,
        trimmed: false,
        spriteSourceSize: { x: 0, y: 0, w, h },
        sourceSize: { w, h },
      };
    }
    const data: SpritesheetData = { frames, meta: { app: 'swerte scripts/assets/atlas.ts', image: imageName, format: 'RGBA8888', size: { w: bin.width, h: bin.height }, scale: String(ART_SCALE) } };
    const json = JSON.stringify(data);
    pages.push({ imageName, jsonName: `atlas-${bundle}-${index}-${hash8(json)}.json`, image, json, aliases: rects.map((rect) => rect.data.alias) });
  }
  return pages;
}

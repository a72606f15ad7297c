import { Assets, Cache, type Texture } from 'pixi.js';
import { atlases, sounds, textures } from 'virtual:swerte-assets';
import { loadSceneFonts } from './fonts.ts';

/**
 * Every picture is 2× art: the build packs them into atlases whose pages say scale 2 (SVGs rasterised
 * at 2× there), dev rasterises SVGs at load at 2 (the engine's highest resolution), and PNG/WebP files
 * are exported at twice their size on screen. A sprite's size is then the art's size in CSS pixels
 * whatever the canvas resolution, and it stays sharp on a 2× phone.
 */
const ART_RESOLUTION = 2;
const known = new Set([...textures, ...atlases, ...sounds].map((asset) => asset.bundle));
let initialised: Promise<void> | undefined;

function checkBundles(bundles: readonly string[]): void {
  const unknown = bundles.filter((bundle) => !known.has(bundle));
  if (unknown.length) throw new Error(`unknown asset bundle(s) ${unknown.join(', ')}: folders under assets/ are ${[...known].join(', ')}`);
}

/**
 * Hands Pixi the manifest once: every bundle's pictures (sounds go to the sound board instead). An
 * atlas page is keyed `atlas:<bundle>:<n>` (never an alias: those have no ':'), and Pixi caches each
 * of its frames under the frame's name, which is the alias; a single file is keyed by its alias.
 */
export function initAssets(): Promise<void> {
  initialised ??= Assets.init({
    manifest: {
      bundles: [...known].map((name) => ({
        name,
        assets: [
          ...textures.filter((asset) => asset.bundle === name).map((asset) => ({ alias: asset.alias, src: asset.src, data: { resolution: ART_RESOLUTION } })),
          ...atlases.filter((atlas) => atlas.bundle === name).map((atlas, i) => ({ alias: `atlas:${name}:${i}`, src: atlas.src })),
        ],
      })),
    },
  });
  return initialised;
}

/** Starts fetching and decoding bundles ahead of a scene (e.g. when its host is about to open); opening then finds them loaded. */
export async function preloadBundles(bundles: readonly string[]): Promise<void> {
  checkBundles(bundles);
  await Promise.all([loadSceneFonts(), loadArt(bundles)]);
}

async function loadArt(bundles: readonly string[], onProgress?: (fraction: number) => void): Promise<void> {
  await initAssets();
  if (bundles.length) await Assets.loadBundle([...bundles], onProgress);
}

/** The scene's bundles and the scene font (fonts.ts), side by side: the scene is constructed after both. */
export async function loadBundles(bundles: readonly string[], onProgress?: (fraction: number) => void): Promise<void> {
  checkBundles(bundles);
  await Promise.all([loadSceneFonts(), loadArt(bundles, onProgress)]);
  onProgress?.(1);
}

/** Frees the textures (and their GPU memory) of a closed scene; the browser cache makes reopening cheap. */
export async function unloadBundles(bundles: readonly string[]): Promise<void> {
  if (bundles.length) await Assets.unloadBundle([...bundles]);
}

export function soundUrls(bundles: readonly string[]): Map<string, string> {
  return new Map(sounds.filter((sound) => bundles.includes(sound.bundle)).map((sound) => [sound.alias, sound.src]));
}

/** SceneServices.texture for a scene that loaded `bundles`: only their aliases, with an error that says what to fix. */
export function textureLookup(bundles: readonly string[]): (alias: string) => Texture {
  return (alias) => {
    const bundle = alias.slice(0, alias.indexOf('/'));
    if (!bundles.includes(bundle)) throw new Error(`texture "${alias}": bundle "${bundle}" is not in the scene's bundles (${bundles.join(', ')})`);
    if (!Cache.has(alias)) throw new Error(`texture "${alias}": no such file under assets/${bundle}/ (npm run assets:check)`);
    return Cache.get<Texture>(alias);
  };
}

/** Entries in Pixi's asset cache, for the leak test (Pixi keeps it private). */
export function cachedAssetCount(): number {
  return (Reflect.get(Cache, '_cache') as Map<unknown, unknown>).size;
}

import { fonts } from 'virtual:swerte-assets';
import { SCENE_FONT, SCENE_FONT_FACES, SCENE_FONT_WEIGHTS } from './sceneFont.ts';

let loading: Promise<void> | undefined;

/**
 * Loads every face of SCENE_FONT into document.fonts, once per page (a few tens of KB; text drawn
 * later by any scene needs them, so they are never unloaded). Canvas text uses a face only once it
 * is loaded, so the engine awaits this beside the scene's bundles, before the scene is constructed
 * (BitmapFont.install draws its glyphs then). A failure rejects like a missing texture would, and
 * the next opening tries again.
 */
export function loadSceneFonts(): Promise<void> {
  // Added only when every face loaded: a retry after a failure starts from an empty slate.
  loading ??= Promise.all(SCENE_FONT_FACES.map((face) => loadFace(face.alias, face.unicodeRange))).then(
    (faces) => {
      for (const face of faces) document.fonts.add(face);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

async function loadFace(alias: string, unicodeRange: string): Promise<FontFace> {
  const src = fonts.find((font) => font.alias === alias)?.src;
  if (!src) throw new Error(`scene font "${alias}": no file assets/${alias}.woff2 (npm run assets:check)`);
  const face = new FontFace(SCENE_FONT, `url(${JSON.stringify(src)})`, { weight: SCENE_FONT_WEIGHTS, style: 'normal', unicodeRange });
  try {
    await face.load();
  } catch (cause) {
    throw new Error(`scene font "${alias}" (${src}) did not load: the scene cannot draw its text`, { cause });
  }
  return face;
}

import { alias } from './alias.ts';

/**
 * The one font family scenes draw text in (Text styles, BitmapFont.install): Noto Sans shipped with
 * the app (assets/fonts/, OFL), registered under a name no system font has, so a phone or a test
 * machine draws the designer's glyphs and never a system "Noto Sans" or a fallback that happens to be
 * installed. The engine loads it before a scene is constructed (fonts.ts); there is deliberately no
 * generic fallback in the stack: a face that fails to load fails the scene's opening instead.
 */
export const SCENE_FONT = 'Swerte Scene Sans';

/**
 * The faces of SCENE_FONT: one variable font (weights 100–900) per file, each for its characters.
 * `noto-sans-latin` is @fontsource-variable/noto-sans's latin file as published; `noto-sans-peso` is
 * the peso sign cut from its latin-ext file (assets/fonts/README.md says how). Text outside these
 * ranges would fall back to a system font: sceneFont.test.ts keeps scene labels inside them.
 */
export const SCENE_FONT_FACES = [
  {
    alias: alias('fonts/noto-sans-latin'),
    unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  { alias: alias('fonts/noto-sans-peso'), unicodeRange: 'U+20B1' },
] as const;

/** The weights the variable files carry (CSS font-weight range). */
export const SCENE_FONT_WEIGHTS = '100 900';

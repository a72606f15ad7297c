// The manifest scripts/assets/plugin.ts generates from the assets/ folder (see assets/README.md).
declare module 'virtual:swerte-assets' {
  /** Pictures as single files (dev: each file served as it is, so a saved file shows at once). Empty in a build. */
  export const textures: readonly { alias: string; bundle: string; src: string }[];
  /** The build's atlas pages: a Pixi spritesheet JSON each, whose frame names are the aliases it holds. Empty in dev. */
  export const atlases: readonly { bundle: string; src: string; aliases: readonly string[] }[];
  export const sounds: readonly { alias: string; bundle: string; src: string }[];
  /** The scenes' fonts (assets/fonts/*.woff2), loaded by the engine before any scene (sceneFont.ts). */
  export const fonts: readonly { alias: string; src: string }[];
}

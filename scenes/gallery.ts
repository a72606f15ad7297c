// The scene gallery's registry (gallery.html, src/gallery/): every scene and the named states QA and
// designers look at. tests/visual/ screenshots every state of every scene listed here.
import type { Scene, SceneClass } from './engine/Scene.ts';

export interface GalleryState<S> {
  /** The model the scene is opened with (constantModel). */
  model: unknown;
  /** Drives the freshly mounted scene into the state (e.g. starts a draw) before frames are advanced. */
  enter?(scene: S): void;
  /** Frames (of 1000/60 ms) to advance when the URL gives none. */
  frame?: number;
}

export interface GalleryEntry<S extends Scene<any, any> = Scene<any, any>> {
  Scene: SceneClass<any, any, S>;
  /** Callbacks the gallery passes (defaults to none: every callback of a scene is optional there). */
  callbacks?: unknown;
  states: Record<string, GalleryState<S>>;
}

/** Ties a scene class to its states, so `enter` gets the scene's own type. */
export function galleryEntry<S extends Scene<any, any>>(entry: GalleryEntry<S>): GalleryEntry<S> {
  return entry;
}

/** Scene id → its lazily loaded entry. Add a line per scene (see scenes/README.md). */
export const gallery: Record<string, () => Promise<GalleryEntry<any>>> = {
  fixture: () => import('./engine/testing/fixture.gallery.ts').then((m) => m.default),
  jackpot: () => import('./jackpot/jackpot.gallery.ts').then((m) => m.default),
  slot: () => import('./slot/slot.gallery.ts').then((m) => m.default),
  scratch: () => import('./scratch/scratch.gallery.ts').then((m) => m.default),
  wheel: () => import('./wheel/wheel.gallery.ts').then((m) => m.default),
  pusher: () => import('./pusher/pusher.gallery.ts').then((m) => m.default),
  rain: () => import('./rain/rain.gallery.ts').then((m) => m.default),
};

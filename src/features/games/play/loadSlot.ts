/**
 * The house slot's Pixi scene, in a chunk of its own (with the engine beside it), never in the lobby's.
 * `theme` (slotInfo's theme) picks the class that loads only that theme's art bundle; without it
 * every theme's art loads.
 */
export const loadSlotScene = (theme?: string) => import('../../../../scenes/slot/SlotScene.ts').then((m) => m.slotSceneFor(theme));


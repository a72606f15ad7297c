/** The rain's Pixi scene, in a chunk of its own (with the engine beside it), loaded when the player joins. */
export const loadRainScene = () => import('../../../scenes/rain/RainScene.ts').then((m) => m.RainScene);

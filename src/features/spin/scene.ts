/** The wheel's Pixi scene, in a chunk of its own (with the engine beside it), never in the lobby's. */
export const loadWheelScene = () => import('../../../scenes/wheel/WheelScene.ts').then((m) => m.WheelScene);

/** The pusher's Pixi + matter-js scene, in a chunk of its own (with the engine beside it), never in the lobby's. */
export const loadPusherScene = () => import('../../../scenes/pusher/PusherScene.ts').then((m) => m.PusherScene);

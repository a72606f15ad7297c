import { prepareScene } from '../../shared/scene/prepareScene.ts';

/** The board's Pixi scene, in a chunk of its own (with the engine beside it), never in the lobby's. */
export const loadJackpotScene = () => import('../../../scenes/jackpot/JackpotScene.ts').then((m) => m.JackpotScene);

/** On the bubble's tap: the engine, the scene and its art load while the popup's chunk loads and renders. */
export const prepareJackpotScene = () => prepareScene(loadJackpotScene);

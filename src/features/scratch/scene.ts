/** The scratch card's Pixi scene, in a chunk of its own (with the engine beside it), never in the page's. */
export const loadScratchScene = () => import('../../../scenes/scratch/ScratchScene.ts').then((m) => m.ScratchScene);

import type { SlotSceneCallbacks, SlotSceneModel } from '../../../../scenes/slot/model.ts';
import type { SceneModule } from '../../../shared/scene/SceneHost.tsx';

/**
 * The house slot's Pixi scene, in a chunk of its own (with the engine beside it), like the jackpot's
 * (features/jackpot/scene.ts). The scene (scenes/slot/SlotScene.ts, class SlotScene) is written on
 * another branch: a glob import resolves to it when it is there and to nothing otherwise, so this
 * branch builds and typechecks either way. After the merge this can become a plain
 * `import('../../../../scenes/slot/SlotScene.ts').then((m) => m.SlotScene)`.
 */
const sceneModules = import.meta.glob<Record<string, unknown>>('../../../../scenes/slot/SlotScene.ts');

export const loadSlotScene = async (): Promise<SceneModule<SlotSceneModel, SlotSceneCallbacks>> => {
  const load = sceneModules['../../../../scenes/slot/SlotScene.ts'];
  if (!load) throw new Error('The slot scene is not in this build');
  const module = await load();
  const scene = module.SlotScene ?? module.default;
  if (!scene) throw new Error('The slot scene module has no SlotScene export');
  return scene as SceneModule<SlotSceneModel, SlotSceneCallbacks>;
};

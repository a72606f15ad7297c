import type { SceneModule } from './SceneHost.tsx';

/**
 * Starts what opening a scene waits for (the engine chunk with pixi.js, the scene's chunk, the renderer,
 * the scene's art) before its host exists: call it on the tap that will show the host, so that work
 * runs while the host's own chunk loads and React renders it, not after. SceneHost then finds it all
 * done or under way (modules and bundles load once). Failures are left to the host, which reports them.
 * Prepared art stays loaded until the scene opens and closes.
 */
export function prepareScene<M, C>(load: () => Promise<SceneModule<M, C>>): void {
  void Promise.all([import('../../../scenes/engine/index.ts'), load()])
    .then(([engine, loaded]) => engine.prepareScene('default' in loaded ? loaded.default : loaded))
    .catch(() => undefined);
}

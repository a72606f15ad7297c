// The engine's public face for hosts (src/shared/scene) and the gallery. Scenes import Scene.ts directly.
export { Engine, FRAME_MS, getEngine, prepareScene, type EngineApp, type OpenOptions, type SceneHandle } from './Engine.ts';
export { constantModel, mutableModel, Scene, type ModelSource, type SceneClass, type SceneServices } from './Scene.ts';
export { SOUND_MUTED_KEY, type SoundBoard } from './sound.ts';
export type { SeededRng } from './rng.ts';
export type { EngineCounts, SceneStatsApi } from './debug.ts';

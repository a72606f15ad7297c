import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { JackpotSceneCallbacks, JackpotSceneModel } from '../../../scenes/jackpot/model.ts';
import { SceneHost } from '../../shared/scene/SceneHost.tsx';
import { storeModel } from '../../shared/scene/storeModel.ts';
import { useAppStore, type AppState } from '../../store/index.ts';
import { createBoardModel } from './boardModel.ts';
import sceneFrame from '../../shared/scene/sceneFrame.module.css';
import { loadJackpotScene } from './scene.ts';

const callbacks: JackpotSceneCallbacks = {
  onDrawFinished: (seq) => useAppStore.getState().finishJackpotDraw(seq),
};

/**
 * The draw board (a Pixi scene). The scene reads the jackpot slice of the store directly; React only
 * hosts it. What the canvas shows also reaches screen readers: the draw button's state, then the
 * result dialog.
 */
export function JackpotBoard() {
  const { t } = useTranslation('jackpot');
  const model = useMemo(() => storeModel<AppState, JackpotSceneModel>({ getState: useAppStore.getState, subscribe: useAppStore.subscribe }, createBoardModel(t)), [t]);
  const cells = useAppStore((s) => s.jackpotInfo?.awards.length ?? 0);
  return (
    <section className={sceneFrame.frame} aria-label={t('board.label')} data-testid="jackpot-board" data-cells={cells}>
      {/* Nothing sits over the canvas: the sound switch covered the Mini cell (issue 14); it is beside the winners line. */}
      <SceneHost load={loadJackpotScene} model={model} callbacks={callbacks} className={sceneFrame.layer} />
    </section>
  );
}

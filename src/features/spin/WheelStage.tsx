import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpinSegment } from '../../../contract/calls/spin.ts';
import { mutableModel } from '../../../scenes/engine/model.ts';
import type { WheelSceneCallbacks } from '../../../scenes/wheel/model.ts';
import type { WheelScene } from '../../../scenes/wheel/WheelScene.ts';
import { SceneHost } from '../../shared/scene/SceneHost.tsx';
import sceneFrame from '../../shared/scene/sceneFrame.module.css';
import { wheelModel } from './labels.ts';
import { loadWheelScene } from './scene.ts';
import styles from './spin.module.css';

/**
 * The wheel (a Pixi scene). React hosts it and hands over the scene object for the spin button
 * (startSpin, land, stop); the model changes only when the wheel's segments do. Frames never pass
 * through React.
 */
export function WheelStage({ segments, sceneRef, onLanded }: { segments: readonly SpinSegment[]; sceneRef: RefObject<WheelScene | null>; onLanded(seq: number): void }) {
  const { t } = useTranslation('spin');
  const next = useMemo(() => wheelModel(t, segments), [t, segments]);
  const [model] = useState(() => mutableModel(next));
  // A reload answers new arrays with the same wheel: only a real change reaches the scene.
  const shown = useRef(JSON.stringify(next));
  useEffect(() => {
    const key = JSON.stringify(next);
    if (key === shown.current) return;
    shown.current = key;
    model.set(next);
  }, [next, model]);
  useEffect(() => () => void (sceneRef.current = null), [sceneRef]);
  const callbacks: WheelSceneCallbacks = { onLanded };
  return (
    <section className={`${sceneFrame.frame} ${styles.wheelFrame}`} aria-label={t('wheelLabel')} data-testid="spin-wheel">
      <SceneHost load={loadWheelScene} model={model} callbacks={callbacks} className={sceneFrame.layer} onOpen={(handle) => void (sceneRef.current = handle.scene as WheelScene)} />
    </section>
  );
}

import { useEffect, useState, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { mutableModel } from '../../../scenes/engine/model.ts';
import type { PusherBoardSnapshot, PusherSceneCallbacks, PusherSceneModel } from '../../../scenes/pusher/model.ts';
import type { PusherScene } from '../../../scenes/pusher/PusherScene.ts';
import { SceneHost } from '../../shared/scene/SceneHost.tsx';
import { SoundToggle } from '../../shared/scene/SoundToggle.tsx';
import sceneFrame from '../../shared/scene/sceneFrame.module.css';
import { loadPusherScene } from './scene.ts';
import styles from './pusher.module.css';

interface Props {
  lanes: number;
  /** The board saved on this device, read once when the page opened. */
  board: PusherBoardSnapshot | null;
  disabled: boolean;
  sceneRef: RefObject<PusherScene | null>;
  onLane(lane: number): void;
  onDropSettled(seq: number, board: PusherBoardSnapshot): void;
}

/**
 * The board (a Pixi + matter-js scene, in a chunk of its own). React hosts it and hands the scene to
 * the page, which calls `drop(...)` with each server answer. Under it, a button per lane: the same taps
 * as the scene's drop rail, for keyboards, screen readers and a scene that could not load.
 */
export function PusherStage({ lanes, board, disabled, sceneRef, onLane, onDropSettled }: Props) {
  const { t } = useTranslation('pusher');
  const [model] = useState(() => mutableModel<PusherSceneModel>({ lanes, board, disabled }));
  useEffect(() => {
    const current = model.get();
    if (current.lanes !== lanes || current.disabled !== disabled) model.set({ ...current, lanes, disabled });
  }, [model, lanes, disabled]);
  useEffect(() => () => void (sceneRef.current = null), [sceneRef]);
  const callbacks: PusherSceneCallbacks = { onLaneTapped: onLane, onDropSettled };
  // Scenes take no pointer input of their own: a tap on the board goes in, in the canvas's CSS pixels.
  const down = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    sceneRef.current?.pointerDown(event.clientX - rect.left, event.clientY - rect.top);
  };
  return (
    <>
      <div className={styles.stageBox}>
      <section className={`${sceneFrame.frame} ${styles.stage}`} aria-label={t('boardLabel')} data-testid="pusher-stage" data-board={board ? 'restored' : 'fresh'}>
        <div className={sceneFrame.layer} onPointerDown={down}>
          <SceneHost load={loadPusherScene} model={model} callbacks={callbacks} className={sceneFrame.layer} onOpen={(handle) => void (sceneRef.current = handle.scene as PusherScene)} />
        </div>
        <div className={styles.tools}>
          <SoundToggle />
        </div>
      </section>
      </div>
      <div className={styles.lanes} role="group" aria-label={t('lanes')}>
        {Array.from({ length: lanes }, (_, lane) => (
          <button key={lane} type="button" className={styles.lane} disabled={disabled} onClick={() => onLane(lane)} aria-label={t('dropIn', { lane: lane + 1 })}>
            {lane + 1}
          </button>
        ))}
      </div>
    </>
  );
}

import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { mutableModel } from '../../../scenes/engine/model.ts';
import type { ScratchSceneCallbacks, ScratchSceneModel } from '../../../scenes/scratch/model.ts';
import type { ScratchScene } from '../../../scenes/scratch/ScratchScene.ts';
import { SceneHost } from '../../shared/scene/SceneHost.tsx';
import sceneFrame from '../../shared/scene/sceneFrame.module.css';
import { loadScratchScene } from './scene.ts';
import styles from './scratch.module.css';

/**
 * The card (a Pixi scene). Scenes take no pointer input of their own: this box takes the touch or mouse
 * drag (captured, no page scroll: `touch-action: none`) and hands each position, in the canvas's CSS
 * pixels, to the scene, which draws, counts and records the stroke. Frames never pass through React.
 */
export function CardStage({ model: initial, sceneRef, callbacks }: { model: ScratchSceneModel; sceneRef: RefObject<ScratchScene | null>; callbacks: ScratchSceneCallbacks }) {
  const { t } = useTranslation('scratch');
  // The scene follows the card through its own model: a later change (the label) is set, not re-rendered.
  const [model] = useState(() => mutableModel(initial));
  useEffect(() => model.set(initial), [initial, model]);
  useEffect(() => () => void (sceneRef.current = null), [sceneRef]);
  const box = useRef<HTMLElement>(null);
  const origin = useRef({ x: 0, y: 0 });

  const at = (event: PointerEvent<HTMLElement>) => ({ x: event.clientX - origin.current.x, y: event.clientY - origin.current.y });
  const down = (event: PointerEvent<HTMLElement>) => {
    const scene = sceneRef.current;
    if (!scene || !box.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const rect = box.current.getBoundingClientRect();
    origin.current = { x: rect.left, y: rect.top };
    box.current.setPointerCapture?.(event.pointerId);
    const { x, y } = at(event);
    scene.pointerDown(x, y);
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const scene = sceneRef.current;
    if (!scene) return;
    // A fast swipe delivers several positions per frame: every one goes in, so the stroke keeps its shape.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    if (events.length > 1) for (const e of events) scene.pointerMove(e.clientX - origin.current.x, e.clientY - origin.current.y);
    else {
      const { x, y } = at(event);
      scene.pointerMove(x, y);
    }
  };
  const up = () => sceneRef.current?.pointerUp();

  return (
    <section
      ref={box}
      className={`${sceneFrame.frame} ${styles.stage}`}
      aria-label={t('stage')}
      data-testid="scratch-stage"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onLostPointerCapture={up}
    >
      <SceneHost load={loadScratchScene} model={model} callbacks={callbacks} className={sceneFrame.layer} onOpen={(handle) => void (sceneRef.current = handle.scene as ScratchScene)} />
    </section>
  );
}

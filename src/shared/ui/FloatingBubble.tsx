import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAG_THRESHOLD, parsePlace, placeToPoint, snapToSide, clampPoint, type BubblePlace, type Point } from './bubblePosition.ts';
import styles from './bubble.module.css';
import './popupsTexts.ts';

const storageKey = (id: string) => `swerte.bubble.${id}`;

function readPlace(id: string, fallback: BubblePlace): BubblePlace {
  try {
    return parsePlace(localStorage.getItem(storageKey(id))) ?? fallback;
  } catch {
    return fallback;
  }
}

function savePlace(id: string, place: BubblePlace): void {
  try {
    localStorage.setItem(storageKey(id), JSON.stringify(place));
  } catch {
    // Not remembered on this device; it still works for this page.
  }
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const sizeOf = (element: HTMLElement | null) => {
  const rect = element?.getBoundingClientRect();
  return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
};

interface DragState {
  pointerId: number;
  start: Point;
  origin: Point;
  moved: boolean;
}

/**
 * A draggable floating button (spec §2, e.g. the jackpot bubble): follows the finger within the
 * screen, snaps to the nearer side on release, keeps its place on resize and rotation, and
 * remembers it per `id` on this device. A tap (no drag) calls `onClick`.
 */
export function FloatingBubble({ id, label, onClick, children, initial = { side: 'right', yRatio: 0.7 } }: { id: string; label: string; onClick: () => void; children: ReactNode; initial?: BubblePlace }) {
  const { t } = useTranslation('popups');
  const ref = useRef<HTMLButtonElement>(null);
  const [place, setPlace] = useState(() => readPlace(id, initial));
  const [point, setPoint] = useState<Point | null>(null);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<DragState | null>(null);
  /** Set when a drag ends: the click that follows it must not open the bubble. */
  const swallowClick = useRef(false);
  const size = () => sizeOf(ref.current);

  const settle = useCallback((next: BubblePlace) => setPoint(placeToPoint(next, sizeOf(ref.current), viewport())), []);

  useLayoutEffect(() => settle(place), [place, settle]);

  useEffect(() => {
    const onResize = () => settle(place);
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, [place, settle]);

  return (
    <button
      ref={ref}
      type="button"
      className={[styles.bubble, dragging ? styles.dragging : ''].join(' ')}
      style={point ? { transform: `translate(${point.x}px, ${point.y}px)` } : { visibility: 'hidden' }}
      aria-label={label}
      title={t('bubble.label')}
      onPointerDown={(event) => {
        if (!point) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { pointerId: event.pointerId, start: { x: event.clientX, y: event.clientY }, origin: point, moved: false };
      }}
      onPointerMove={(event) => {
        const state = drag.current;
        if (!state || state.pointerId !== event.pointerId) return;
        const dx = event.clientX - state.start.x;
        const dy = event.clientY - state.start.y;
        if (!state.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        if (!state.moved) setDragging(true);
        state.moved = true;
        setPoint(clampPoint({ x: state.origin.x + dx, y: state.origin.y + dy }, size(), viewport()));
      }}
      onPointerUp={(event) => {
        const state = drag.current;
        drag.current = null;
        if (!state || state.pointerId !== event.pointerId) return;
        if (!state.moved) return; // A tap: the click handler runs.
        swallowClick.current = true;
        setDragging(false);
        const next = snapToSide({ x: state.origin.x + event.clientX - state.start.x, y: state.origin.y + event.clientY - state.start.y }, size(), viewport());
        savePlace(id, next);
        setPlace(next);
        settle(next);
      }}
      onPointerCancel={() => {
        drag.current = null;
        setDragging(false);
        settle(place);
      }}
      onClick={() => {
        // A drag ends with a click on the same element: only a real tap opens.
        if (swallowClick.current) {
          swallowClick.current = false;
          return;
        }
        onClick();
      }}
    >
      {children}
    </button>
  );
}

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelSource, Scene, SceneClass, SceneHandle } from '../../../scenes/engine/index.ts';
import { Button } from '../ui/Button.tsx';
import './i18n.ts';
import styles from './sceneHost.module.css';

/** What `load` may resolve to: the scene class, or a module whose default export it is. */
export type SceneModule<M, C> = SceneClass<M, C, Scene<M, C>> | { default: SceneClass<M, C, Scene<M, C>> };

export interface SceneHostProps<M, C> {
  /** e.g. `() => import('../../../scenes/jackpot/JackpotScene.ts').then((m) => m.JackpotScene)`: keeps the scene out of the page's chunk. */
  load: () => Promise<SceneModule<M, C>>;
  /** Read when the scene opens; later changes reach the scene through the source, not through props. */
  model: ModelSource<M>;
  /** Always the latest: the scene calls through to whatever the last render passed. */
  callbacks: C;
  className?: string;
  /** The gallery and tests: a stopped ticker, this seed; the caller advances frames in onOpen. */
  deterministic?: { seed: number; resolution?: number };
  /** False keeps a live scene's work on the page's thread (the gallery's `&onthread`, for the bench's on-thread figures). */
  offThread?: boolean;
  /** Called once the scene is open and the loading overlay has left the page (so a screenshot shows only the scene). */
  onOpen?(handle: SceneHandle<Scene<M, C>>): void;
}

type Status<M, C> = { kind: 'loading'; percent: number } | { kind: 'open'; handle: SceneHandle<Scene<M, C>> } | { kind: 'failed' };

/**
 * Hosts a Pixi scene in the page (DESIGN §5): loads the engine and the scene lazily, shows progress,
 * puts the engine's canvas in its box, keeps it sized to the box, and closes the scene when it
 * unmounts. Frames never pass through React: after opening, this component renders nothing new.
 */
export function SceneHost<M, C>(props: SceneHostProps<M, C>) {
  // A retry mounts a fresh host: the open effect runs once per mount, with nothing to compare.
  const [attempt, setAttempt] = useState(0);
  return <OpenScene key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function OpenScene<M, C>(props: SceneHostProps<M, C> & { onRetry(): void }) {
  const { t } = useTranslation('scene');
  const stage = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  const [status, setStatus] = useState<Status<M, C>>({ kind: 'loading', percent: 0 });
  const openHandle = status.kind === 'open' ? status.handle : undefined;

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const controller = new AbortController();
    let handle: SceneHandle<Scene<M, C>> | undefined;
    let observer: ResizeObserver | undefined;
    const { load, model, deterministic, offThread } = latest.current;
    const onProgress = (fraction: number) => {
      const percent = Math.floor(fraction * 100);
      setStatus((current) => (current.kind === 'loading' && current.percent !== percent ? { kind: 'loading', percent } : current));
    };
    performance.mark('scene:host-mounted');
    void (async () => {
      try {
        const [engine, loaded] = await Promise.all([import('../../../scenes/engine/index.ts'), load()]);
        const SceneType = 'default' in loaded ? loaded.default : loaded;
        // The renderer and the scene's art start together (open() would load the art only after the renderer).
        void engine.prepareScene(SceneType).catch(() => undefined);
        const opened = await (await engine.getEngine()).open(SceneType, model, forwardCallbacks(latest), {
          signal: controller.signal,
          onProgress,
          ...(deterministic ? { deterministic: true, seed: deterministic.seed, resolution: deterministic.resolution } : {}),
          ...(offThread === false ? { offThread: false } : {}),
        });
        if (controller.signal.aborted) return void opened.close();
        handle = opened;
        element.append(opened.canvas);
        const resize = () => opened.resize(element.clientWidth, element.clientHeight);
        resize();
        observer = new ResizeObserver(resize);
        observer.observe(element);
        setStatus({ kind: 'open', handle: opened });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('scene failed to open', error);
        setStatus({ kind: 'failed' });
      }
    })();
    return () => {
      controller.abort();
      observer?.disconnect();
      void handle?.close();
    };
  }, []);

  // After the commit that took the overlay away.
  useEffect(() => {
    if (openHandle) latest.current.onOpen?.(openHandle);
  }, [openHandle]);

  return (
    <div className={[styles.host, props.className ?? ''].join(' ')}>
      <div ref={stage} className={styles.stage} />
      {status.kind === 'loading' && (
        <div className={styles.overlay} role="progressbar" aria-valuenow={status.percent} aria-valuemin={0} aria-valuemax={100}>
          <div className={styles.bar}>
            <div className={styles.fill} style={{ width: `${status.percent}%` }} />
          </div>
          {t('loading', { percent: status.percent })}
        </div>
      )}
      {status.kind === 'failed' && (
        <div className={styles.overlay} role="alert">
          {t('failed')}
          <Button variant="secondary" size="sm" onClick={props.onRetry}>
            {t('retry')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Callbacks that call whatever the host's latest props hold, so a re-render never needs to reopen the scene. */
function forwardCallbacks<C>(latest: RefObject<{ callbacks: C }>): C {
  return new Proxy({} as object, {
    get(_target, key) {
      const value = (latest.current.callbacks as Record<PropertyKey, unknown>)[key];
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => ((latest.current.callbacks as Record<PropertyKey, (...a: unknown[]) => unknown>)[key]!)(...args);
    },
  }) as C;
}

// The scene gallery (gallery.html): not part of the product. The server serves it only with
// SCENE_GALLERY=1 (the visual tests' server, `npm run dev`); the service worker never caches it.
// Without ?scene it lists every scene and state; with ?scene&state it renders that state at a fixed
// frame with a seeded random generator and a stopped clock, then sets body[data-ready="1"]; with
// &live it plays the state on the real ticker instead (the bench, and a designer watching it move).
import { useMemo, useState, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import '../app/styles/base.css';
import { gallery, type GalleryEntry } from '../../scenes/gallery.ts';
import { mutableModel } from '../../scenes/engine/model.ts';
import { initI18n } from '../shared/i18n/i18n.ts';
import { SceneHost } from '../shared/scene/SceneHost.tsx';
import { readParams, type GalleryParams } from './params.ts';
import styles from './gallery.module.css';

interface Shown {
  entry: GalleryEntry;
  params: GalleryParams & { scene: string; state: string };
  /** Live (the leak test, the bench): the real ticker and sound board, no fixed frame. */
  live?: boolean;
}

declare global {
  interface Window {
    /** For tests: open and close gallery states without reloading the page (the leak test). */
    sceneGallery?: {
      ids(): string[];
      states(scene: string): Promise<string[]>;
      show(scene: string, state: string, options?: { frame?: number; live?: boolean }): Promise<void>;
      /** Gives the open scene another state's model (a spin or a draw arriving, as a host would push it). */
      setModel(state: string): void;
      clear(): void;
    };
  }
}

/** The open state's model, for setModel(). */
let openModel: { entry: GalleryEntry; set(model: unknown): void } | null = null;

function GalleryScene({ entry, params, live }: Shown) {
  const state = entry.states[params.state]!;
  const model = useMemo(() => mutableModel<unknown>(state.model), [state]);
  useEffect(() => {
    openModel = { entry, set: (next) => model.set(next) };
    return () => void (openModel = null);
  }, [entry, model]);
  return (
    <div className={styles.frame} style={{ width: params.width, height: params.height }}>
      <SceneHost
        load={() => Promise.resolve(entry.Scene)}
        model={model}
        callbacks={entry.callbacks ?? {}}
        deterministic={live ? undefined : { seed: params.seed }}
        offThread={!params.onThread}
        onOpen={(handle) => {
          state.enter?.(handle.scene);
          if (!live) handle.advance(params.frame ?? state.frame ?? 0);
          document.body.dataset.ready = '1';
        }}
      />
    </div>
  );
}

function GalleryIndex() {
  const { t } = useTranslation('scene');
  const [rows, setRows] = useState<[string, string[]][]>([]);
  useEffect(() => {
    void Promise.all(Object.entries(gallery).map(async ([id, load]) => [id, Object.keys((await load()).states)] as [string, string[]])).then(setRows);
  }, []);
  return (
    <main className={styles.index}>
      <h1>{t('gallery.title')}</h1>
      <p>{t('gallery.hint')}</p>
      {rows.map(([id, states]) => (
        <section key={id}>
          <h2>{id}</h2>
          <ul>
            {states.map((state) => (
              <li key={state}>
                <a href={`?scene=${id}&state=${state}`}>{state}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

function Unknown({ params }: { params: GalleryParams }) {
  const { t } = useTranslation('scene');
  return <p className={styles.index}>{t('gallery.unknown', { scene: params.scene, state: params.state })}</p>;
}

async function resolve(params: GalleryParams): Promise<Shown | null> {
  const load = params.scene ? gallery[params.scene] : undefined;
  if (!load || !params.state) return null;
  const entry = await load();
  return entry.states[params.state] ? { entry, params: { ...params, scene: params.scene!, state: params.state } } : null;
}

initI18n();
const root = createRoot(document.getElementById('root')!);
const initial = readParams(location.search);
let shows = 0;

async function show(params: GalleryParams, live = false): Promise<void> {
  delete document.body.dataset.ready;
  const shown = await resolve(params);
  if (!shown) {
    root.render(<Unknown params={params} />);
    throw new Error(`no gallery state ${params.scene}/${params.state}`);
  }
  // A new key remounts the host even for the same state, so each show() is a fresh open.
  root.render(<GalleryScene key={++shows} {...shown} live={live} />);
  while (document.body.dataset.ready !== '1') await new Promise((r) => setTimeout(r, 10));
}

window.sceneGallery = {
  ids: () => Object.keys(gallery),
  states: async (scene) => Object.keys((await gallery[scene]!()).states),
  show: (scene, state, options = {}) => show({ ...initial, scene, state, frame: options.frame ?? null }, options.live),
  setModel: (state) => {
    const next = openModel?.entry.states[state];
    if (!openModel || !next) throw new Error(`no open scene with a state ${state}`);
    openModel.set(next.model);
  },
  clear: () => root.render(null),
};

if (initial.scene) void show(initial, new URLSearchParams(location.search).has('live')).catch((error: unknown) => console.error(error));
else root.render(<GalleryIndex />);

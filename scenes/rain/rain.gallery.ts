import { galleryEntry } from '../gallery.ts';
import type { RainSceneModel } from './model.ts';
import { RainScene } from './RainScene.ts';

/**
 * The red-packet rain in the states QA and designers check (issue 30): the first packets entering,
 * the peak (~200 packets, a few tapped: two amounts floating up, one packet still waiting for the
 * server, one empty puff) and the last packets with the total. Each state pins the scene's clock to a
 * moment of a 60 s event (`seek`), so the stopped engine clock and seed draw the same rain every time;
 * `mid` played live (the bench, the leak test) has 35 s of peak rain ahead of it.
 */
const STARTS_AT = 1_780_000_000_000;
const DURATION_MS = 60_000;
const model = (totalLabel: string): RainSceneModel => ({
  startsAt: STARTS_AT,
  endsAt: STARTS_AT + DURATION_MS,
  clockOffset: 0,
  maxOnScreen: 200,
  closed: false,
  totalLabel,
  seed: 30,
});

/** Taps where the peak's packets are dense; what the host answers for each (null: empty). */
const TAPS: [number, number, string | null | undefined][] = [
  [110, 260, '₱2.50'],
  [250, 380, '₱10.00'],
  [150, 500, null],
  [280, 200, undefined],
];

export default galleryEntry<RainScene>({
  Scene: RainScene,
  callbacks: {},
  states: {
    start: { model: model('₱0.00'), enter: (scene) => scene.seek(1500), frame: 30 },
    mid: {
      model: model('₱37.50'),
      enter: (scene) => {
        scene.seek(25_000);
        for (const [x, y, label] of TAPS) {
          const id = scene.tap(x, y);
          if (id !== null && label !== undefined) scene.open(id, label);
        }
      },
      frame: 20,
    },
    end: { model: model('₱152.75'), enter: (scene) => scene.seek(DURATION_MS - 1500), frame: 30 },
  },
});

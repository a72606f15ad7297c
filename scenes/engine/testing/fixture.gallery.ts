import { galleryEntry } from '../../gallery.ts';
import { FixtureScene, type FixtureModel } from './FixtureScene.ts';

const model: FixtureModel = { title: 'Fixture', target: 5 };

export default galleryEntry({
  Scene: FixtureScene,
  states: {
    idle: { model, frame: 30 },
    spinning: { model, enter: (scene) => scene.startSpin(), frame: 40 },
    landed: { model: { ...model, title: 'Landed' }, enter: (scene) => scene.startSpin(), frame: 150 },
  },
});

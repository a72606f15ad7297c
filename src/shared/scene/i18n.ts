import scene from '../../../locales/en-PH/scene.json';
import { addNamespace } from '../i18n/i18n.ts';

// The scene host's texts travel with the pages that host a scene, not with the lobby.
addNamespace('scene', scene);

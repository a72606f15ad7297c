import points from '../../../locales/en-PH/points.json';
import pointsErrors from '../../../locales/en-PH/points-errors.json';
import { addErrorTexts, addNamespace } from '../../shared/i18n/i18n.ts';

// The points and leaderboard texts travel with their chunk, not with the lobby; so do the exchange's
// refusals (points-errors.json, merged into `errors`): only the points page calls pointsExchange.
addNamespace('points', points);
addErrorTexts('points-errors', pointsErrors);

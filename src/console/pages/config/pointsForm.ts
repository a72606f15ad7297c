import type { PointsExchangeConfig } from '../../../../contract/calls/config.ts';
import { builtOf, field, multipleAt, wholeAt, type Built } from './rulesForm.ts';
import { typedWhole } from './typedAmount.ts';

/**
 * The points exchange's form (pointsExchange, docs/points-rank.md): how many points buy ₱1 (at least 1),
 * the smallest exchange (a whole multiple of that, so the coin is whole pesos), the daily cap (empty:
 * none; never below the smallest exchange, or no exchange could pass), the coin's turnover. Checked as
 * the server checks it (server/console/activity-values.ts). Pure (offerForms.test.ts).
 */
const MAX_RATE = 1_000_000;
/** What the form reads (nine digits); the server takes up to 2³¹−1. */
const MAX_POINTS = 999_999_999;

export interface PointsDraft {
  pointsPerPeso: string;
  minPoints: string;
  /** Empty: no daily cap. */
  dailyMaxPoints: string;
  wagering: string;
}

/** No exchange stored (not offered): empty fields and 1× turnover, for the admin to fill in. */
export function pointsDraftOf(exchange: PointsExchangeConfig | undefined): PointsDraft {
  if (!exchange) return { pointsPerPeso: '', minPoints: '', dailyMaxPoints: '', wagering: '1' };
  return {
    pointsPerPeso: String(exchange.pointsPerPeso),
    minPoints: String(exchange.minPoints),
    dailyMaxPoints: exchange.dailyMaxPoints == null ? '' : String(exchange.dailyMaxPoints),
    wagering: String(exchange.wagering),
  };
}

export function pointsValueOf(draft: PointsDraft): Built<PointsExchangeConfig> {
  const built = builtOf<PointsExchangeConfig>({ pointsPerPeso: 1, minPoints: 1, wagering: 1, dailyMaxPoints: null });
  const rate = wholeAt(built, 'value.pointsPerPeso', draft.pointsPerPeso, 1, MAX_RATE);
  const min = wholeAt(built, 'value.minPoints', draft.minPoints, 1, MAX_POINTS);
  if (rate > 0 && min > 0 && min % rate !== 0) built.problems['value.minPoints'] = { key: 'console-activities:points.errors.step', params: { step: rate } };
  built.value.pointsPerPeso = rate;
  built.value.minPoints = min;
  if (draft.dailyMaxPoints.trim()) {
    const cap = typedWhole(draft.dailyMaxPoints);
    const problem = cap === null || cap < 1 ? { key: 'console-pages:config.errors.whole' } : min > 0 && cap < min ? { key: 'console-activities:points.errors.capBelowMin', params: { min } } : null;
    field(built, 'value.dailyMaxPoints', problem);
    built.value.dailyMaxPoints = cap ?? 0;
  } else field(built, 'value.dailyMaxPoints');
  built.value.wagering = multipleAt(built, 'value.wagering', draft.wagering);
  return built;
}

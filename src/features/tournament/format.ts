import type { TournamentMeasure } from '../../../contract/calls/tournament.ts';
import { formatPeso } from '../../shared/format/amount.ts';

/**
 * A score as the board shows it (docs/tournament.md "Scores"): a multiple in hundredths (2550 → ×25.50),
 * or valid bets in hundredths of coin (a peso amount).
 */
export function formatScore(measure: TournamentMeasure, score: number): string {
  if (measure === 'validBet') return formatPeso(score);
  return `×${(Math.floor(score) / 100).toFixed(2)}`;
}

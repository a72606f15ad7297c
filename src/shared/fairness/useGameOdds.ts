import { useEffect, useState } from 'react';
import type { FairTable } from '../../../contract/calls/fairness.ts';
import { api } from '../../api/client.ts';
import { intlLocale } from '../format/date.ts';
import { failureMessage } from '../i18n/errorMessage.ts';

/**
 * The odds of a game of chance (issue 28): the table version in force, as the server draws from it
 * (getGameOdds, public: a visitor sees the odds too). The slot's and the jackpot's odds panels use it,
 * each a lazy chunk of its own feature; nothing in the lobby imports this.
 */
export function useGameOdds(tableKey: string): { table: FairTable | null; failure: string | null } {
  const [state, setState] = useState<{ key: string; table: FairTable | null; failure: string | null }>({ key: tableKey, table: null, failure: null });
  useEffect(() => {
    const controller = new AbortController();
    api('getGameOdds', { tableKey }, { signal: controller.signal }).then(
      ({ table }) => setState({ key: tableKey, table, failure: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key: tableKey, table: null, failure: failureMessage(error) });
      },
    );
    return () => controller.abort();
  }, [tableKey]);
  return state.key === tableKey ? state : { table: null, failure: null };
}

/** A chance as the player reads it: 600 of 1,000 → "60%", 1 of 10,000 → "0.01%" (three significant digits, the player's language). */
export function formatChance(part: number, whole: number): string {
  if (whole <= 0) return '—';
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumSignificantDigits: 3 }).format(part / whole);
}

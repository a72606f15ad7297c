import type { HandlerGroup } from '../api/context.ts';
import { firstDepositInfo } from './first-deposit.ts';
import { claimMonthly, monthlyInfo } from './monthly.ts';
import { monthlySettings } from './settings.ts';

/** The offers' calls (contract/calls/offers.ts, docs/offers.md). */
export const offerHandlers: HandlerGroup<'monthlyBonusInfo' | 'monthlyBonusReceive' | 'firstDepositOffer'> = {
  monthlyBonusInfo: async ({ deps, session }) => {
    const { config } = await deps.config.get();
    return monthlyInfo(deps.db, session?.user ?? null, monthlySettings(config), deps.now());
  },
  monthlyBonusReceive: async ({ deps, session: { user } }) => {
    const settings = monthlySettings((await deps.config.get()).config);
    const now = deps.now();
    return deps.db.transaction((tx) => claimMonthly(tx, user.id, settings, now));
  },
  firstDepositOffer: async ({ deps, session }) => {
    const { config } = await deps.config.get();
    return firstDepositInfo(deps.db, session?.user ?? null, config, deps.now());
  },
};

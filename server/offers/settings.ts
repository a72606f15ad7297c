import { offersConfigDefaults, type AppConfig, type FirstDepositOfferConfig } from '../../contract/index.ts';
import type { RewardItem } from '../rewards/index.ts';

/** The offers' rules read from the app config (docs/offers.md); a database seeded before the keys answers the defaults. */
export interface MonthlyTier {
  /** 1 = the lowest. */
  tier: number;
  minValidBet: number;
  items: RewardItem[];
}

export interface MonthlySettings {
  /** Ascending by minValidBet. */
  tiers: MonthlyTier[];
  wagering: number;
}

export function monthlySettings(config: Pick<AppConfig, 'monthlyBonus'>): MonthlySettings {
  const source = config.monthlyBonus ?? offersConfigDefaults.monthlyBonus;
  const tiers = [...source.tiers].sort((a, b) => a.minValidBet - b.minValidBet).map((t, i) => ({ tier: i + 1, minValidBet: t.minValidBet, items: t.items }));
  return { tiers, wagering: source.wagering };
}

/** The highest tier whose minValidBet the valid bets reach, or undefined. */
export function tierFor(settings: MonthlySettings, validBet: number): MonthlyTier | undefined {
  let reached: MonthlyTier | undefined;
  for (const tier of settings.tiers) if (validBet >= tier.minValidBet) reached = tier;
  return reached;
}

export function firstDepositTerms(config: Pick<AppConfig, 'firstDepositOffer'>): FirstDepositOfferConfig {
  return config.firstDepositOffer ?? offersConfigDefaults.firstDepositOffer;
}

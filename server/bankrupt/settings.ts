import { bankruptGiftDefaults, PropId, type AppConfig } from '../../contract/index.ts';

/**
 * The bankruptcy gift's rules as this area reads them from the app config (`bankruptGift`, or the
 * contract's defaults for a database seeded before the key; docs/bankrupt.md "Config"). Built once per
 * config snapshot (the config service hands out the same object until it reloads).
 */
export interface BankruptAward {
  id: number;
  /** Today's valid bets it needs (hundredths). */
  validBet: number;
  propId: number;
  count: number;
}

export interface BankruptSettings {
  /** A coin balance below this counts as nothing (hundredths). */
  threshold: number;
  claimMs: number;
  /** In the order they are claimed. */
  awards: BankruptAward[];
  wagering: number;
  maxPerDay: number;
}

/** Props a bankruptcy award may pay: value the ledger holds (coupons and tickets are not relief). */
const PAYABLE = new Set<number>([PropId.coin, PropId.points, PropId.diamond]);

function build(config: AppConfig): BankruptSettings {
  const gift = config.bankruptGift ?? bankruptGiftDefaults;
  const seen = new Set<number>();
  // An award the engine could not pay, or an id listed twice, is left out rather than failing claims.
  const awards = gift.awards.filter((award) => {
    if (!PAYABLE.has(award.propId) || award.count <= 0 || seen.has(award.id)) return false;
    seen.add(award.id);
    return true;
  });
  return { threshold: gift.threshold, claimMs: gift.claimMinutes * 60_000, awards, wagering: gift.wagering, maxPerDay: gift.maxPerDay };
}

const cache = new WeakMap<AppConfig, BankruptSettings>();

export function bankruptSettings(config: AppConfig): BankruptSettings {
  let settings = cache.get(config);
  if (!settings) {
    settings = build(config);
    cache.set(config, settings);
  }
  return settings;
}

import { z } from 'zod';
import { appConfigSchema, BONUS_QUALIFYING_DEPOSIT, MessageKey, PESO, type AppConfig } from '../../contract/index.ts';
import { secondApprovalAmountSchema, type ConsoleEditableConfigKey } from '../../contract/ops/index.ts';
import { fromZodError, invalid } from '../api/errors.ts';
import { checkServiceQueue } from '../chat/index.ts';
import { activityChecks } from './activity-values.ts';
import { amountWithin, depositAmount, prizeItems, wageringWithin, wholePesos } from './amount-checks.ts';

/** The console's own keys: stored with the app config, never in the players' (appConfigSchema drops them). */
type ConsoleOnlyKey = 'secondApprovalAmount';
type Editable = Required<Pick<AppConfig, Exclude<ConsoleEditableConfigKey, ConsoleOnlyKey>>> & { secondApprovalAmount: number };

/**
 * An admin's new value for one config key, or a 400 naming the field (`value`, `value.minAmount`,
 * `value.3.id`…). First the key's own schema, the one the seed files are read with
 * (contract/calls/config.ts appConfigSchema), so the config every process loads still parses; then the
 * checks a value could pass the schema and still break the product with. Answers the parsed value
 * (unknown keys dropped, defaults filled), which is what gets stored.
 */
export function parseConfigValue<K extends ConsoleEditableConfigKey>(key: K, value: unknown): Editable[K] {
  // Wrapped in { value } so the 400 names the path as the /app/v1 dispatcher does: `value.minAmount`.
  // The bonus keys are optional in the seed files (absent: their defaults); an admin's value must be there.
  const field: z.ZodType = key === 'secondApprovalAmount' ? secondApprovalAmountSchema : appConfigSchema.shape[key as Exclude<K, ConsoleOnlyKey>];
  const schema = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field;
  const parsed = z.object({ value: schema }).safeParse({ value }, { reportInput: true });
  if (!parsed.success) throw fromZodError(parsed.error);
  const checked = parsed.data.value as Editable[K];
  productChecks[key](checked as never);
  return key === 'maintenance' ? (normaliseMaintenance(checked as Editable['maintenance']) as Editable[K]) : checked;
}

/** The wallet looks entries up by `String(id)` (deposit-handlers.ts): a key that is not its id finds nothing. */
function idsAreKeys(map: Record<string, { id: number }>): void {
  for (const [key, entry] of Object.entries(map)) if (key !== String(entry.id)) throw invalid(`value.${key}.id`, MessageKey.consoleConfigIdNotKey, { key });
}

/** ISO 8601 with its offset (`Z` or `+08:00`): a time without one would be read in each reader's zone. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A real calendar day too: Date.parse takes 2026-02-30 (as 2 March). */
function isIsoTime(text: string): boolean {
  if (!ISO_TIME.test(text) || Number.isNaN(Date.parse(text))) return false;
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const productChecks: { [K in ConsoleEditableConfigKey]: (value: Editable[K]) => void } = {
  maintenance: ({ until }) => {
    if (until !== null && !isIsoTime(until)) throw invalid('value.until', MessageKey.consoleConfigTimeInvalid);
  },
  rechargeTypeMap: (map) => {
    idsAreKeys(map);
    // minAmount is the first deposit's minimum, minAmount2 a later one's when minRechargeStatus is on
    // (wallet/deposit-handlers.ts depositMinimum): either order is a policy, so neither must be the smaller.
    for (const [key, channel] of Object.entries(map)) {
      depositAmount(`value.${key}.minAmount`, channel.minAmount);
      depositAmount(`value.${key}.minAmount2`, channel.minAmount2);
    }
  },
  rechargeItemMap: (map) => {
    idsAreKeys(map);
    for (const [key, item] of Object.entries(map)) depositAmount(`value.${key}.price`, item.price);
  },
  minRechargeStatus: () => {},
  withdrawConfig: ({ minAmount, maxAmount }) => {
    wholePesos('value.minAmount', minAmount);
    wholePesos('value.maxAmount', maxAmount);
    // A minimum above the maximum would refuse every withdrawal (wallet/service.ts).
    if (minAmount > maxAmount) throw invalid('value.minAmount', MessageKey.consoleConfigMinAboveMax, { min: minAmount / PESO, max: maxAmount / PESO });
  },
  kycAmount: (amount) => wholePesos('value', amount),
  secondApprovalAmount: (amount) => wholePesos('value', amount),
  // Bonus terms within the documented bounds (docs/rewards.md "Terms"): a new account worth nothing to a farmer.
  signupBonusWagering: (multiple) => wageringWithin('value', multiple, 'bonus'),
  couponMaxBonus: (amount) => wholePesos('value', amount ?? 0),
  couponWagering: (multiple) => wageringWithin('value', multiple, 'bonus'),
  bonusQualifyingDeposit: (amount) => amountWithin('value', amount ?? 0, BONUS_QUALIFYING_DEPOSIT),
  vipRewards: (rewards) => {
    wageringWithin('value.wagering', rewards.wagering, 'prize');
    for (const part of ['levelUpBonus', 'signInAward'] as const) {
      for (const [level, items] of Object.entries(rewards[part])) {
        levelKey(`value.${part}.${level}`, level);
        prizeItems(`value.${part}.${level}`, items);
      }
    }
    const ids = new Set<number>();
    rewards.tasks.forEach((task, i) => {
      if (ids.has(task.id)) throw invalid(`value.tasks.${i}.id`, MessageKey.consoleConfigDuplicateId, { id: task.id });
      ids.add(task.id);
      wholePesos(`value.tasks.${i}.target`, task.target);
      prizeItems(`value.tasks.${i}.items`, task.items);
    });
  },
  betRebate: ({ capBps, rates, wagering }) => {
    if (wagering !== undefined) wageringWithin('value.wagering', wagering, 'prize');
    // Regulators cap rebates: no rate above the cap (the server also never pays above it, vip/settings.ts).
    for (const [level, byType] of Object.entries(rates)) {
      levelKey(`value.rates.${level}`, level);
      for (const [type, bps] of Object.entries(byType)) if (bps > capBps) throw invalid(`value.rates.${level}.${type}`, MessageKey.consoleConfigRateAboveCap, { max: capBps });
    }
  },
  // Optional in the seed schema (absent is off); a console edit must say which.
  isNewUserForcePopKyc: (on) => {
    if (typeof on !== 'boolean') throw invalid('value', MessageKey.fieldRequired);
  },
  kycBeforeFirstDeposit: (on) => {
    if (typeof on !== 'boolean') throw invalid('value', MessageKey.fieldRequired);
  },
  customerServiceQueue: checkServiceQueue,
  ...activityChecks,
};

/** Levels are keys of vipMap: whole numbers. */
function levelKey(field: string, key: string): void {
  if (!/^(0|[1-9]\d{0,3})$/.test(key)) throw invalid(field, MessageKey.consoleConfigLevelKey);
}

/** `until` stored as UTC (`…Z`), one spelling whatever offset the admin typed. */
const normaliseMaintenance = (m: Editable['maintenance']): Editable['maintenance'] => ({ status: m.status, until: m.until === null ? null : new Date(m.until).toISOString() });

import { Errcode, type AppConfig, type BankPromoTerms } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import type { Executor } from '../db/client.ts';
import { bonusesPaid } from './service.ts';
import { bankPromoTerms, saveBankPromoTerms } from './terms.ts';

/**
 * The bank promotion's terms in the console (docs/bankpromo.md "Console"): the view, and an admin's
 * save checked beyond the contract (9911 naming the field) in the caller's transaction, which writes
 * the audit row.
 */

const channelsOf = (config: Pick<AppConfig, 'rechargeTypeMap'>) =>
  Object.values(config.rechargeTypeMap)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((t) => ({ id: t.id, name: t.name }));

export async function consoleBankPromoView(db: Executor, config: Pick<AppConfig, 'rechargeTypeMap'>) {
  const { terms, updatedAt, updatedBy } = await bankPromoTerms(db);
  return { terms, updatedAt: updatedAt?.getTime() ?? null, updatedBy, channels: channelsOf(config), paid: await bonusesPaid(db) };
}

/** What a save refuses beyond the contract: a channel the deposit form does not have or named twice, a minimum no deposit can reach. */
export function bankPromoRefusal(terms: BankPromoTerms, config: Pick<AppConfig, 'rechargeTypeMap'>): { field: string } | null {
  for (const [i, id] of terms.typeIds.entries()) {
    if (!config.rechargeTypeMap[String(id)] || terms.typeIds.indexOf(id) !== i) return { field: `typeIds.${i}` };
  }
  if (terms.minDeposit > rules.deposit.maxAmount) return { field: 'minDeposit' };
  return null;
}

export async function saveBankPromo(tx: Executor, terms: BankPromoTerms, config: Pick<AppConfig, 'rechargeTypeMap'>, operator: string, at: Date): Promise<{ before: BankPromoTerms; after: BankPromoTerms }> {
  const refusal = bankPromoRefusal(terms, config);
  if (refusal) throw new ApiError(Errcode.bankPromoInvalid, refusal);
  const { terms: before } = await bankPromoTerms(tx);
  await saveBankPromoTerms(tx, terms, operator, at);
  return { before, after: terms };
}

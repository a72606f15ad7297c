import { eq } from 'drizzle-orm';
import { bankPromoDefaults, bankPromoTermsSchema, type BankPromoTerms } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { bankPromoConfig } from './schema.ts';

/** The terms in force (docs/bankpromo.md "Terms"): the saved row, or the defaults before any save (or if the row no longer parses). */
export async function bankPromoTerms(db: Executor): Promise<{ terms: BankPromoTerms; updatedAt: Date | null; updatedBy: string | null }> {
  const [row] = await db.select().from(bankPromoConfig).where(eq(bankPromoConfig.id, 1));
  const parsed = row ? bankPromoTermsSchema.safeParse(row.terms) : undefined;
  return { terms: parsed?.success ? parsed.data : bankPromoDefaults, updatedAt: row?.updatedAt ?? null, updatedBy: row?.updatedBy ?? null };
}

export async function saveBankPromoTerms(tx: Executor, terms: BankPromoTerms, operator: string, at: Date): Promise<void> {
  await tx
    .insert(bankPromoConfig)
    .values({ id: 1, terms, updatedAt: at, updatedBy: operator })
    .onConflictDoUpdate({ target: bankPromoConfig.id, set: { terms, updatedAt: at, updatedBy: operator } });
}

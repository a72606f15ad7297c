import { z } from 'zod';
import { ok, PESO } from '../common.ts';
import { bankPromoTermsSchema } from '../calls/bankpromo.ts';
import { defineConsoleCall } from './define.ts';

/**
 * The bank promotion's terms in the console (docs/bankpromo.md "Console"), admins only, saved with a
 * reason and audited. Switching it on or off is the activities page's (activity 80).
 */
const MANAGERS = ['admin'] as const;

/** The largest bonus an admin may set for one deposit (pesos). */
export const BANK_PROMO_MAX_BONUS_PESOS = 50_000;

export const consoleBankPromoInputSchema = z.strictObject({
  percent: bankPromoTermsSchema.shape.percent,
  maxBonus: z
    .int()
    .min(PESO)
    .max(BANK_PROMO_MAX_BONUS_PESOS * PESO)
    .multipleOf(PESO),
  minDeposit: z
    .int()
    .min(PESO)
    .max(1_000_000 * PESO)
    .multipleOf(PESO),
  wagering: bankPromoTermsSchema.shape.wagering,
  typeIds: bankPromoTermsSchema.shape.typeIds,
  reason: z.string().trim().min(3).max(500),
});

const viewSchema = ok({
  terms: bankPromoTermsSchema,
  updatedAt: z.int().nullable(),
  updatedBy: z.string().nullable(),
  /** The deposit channels an admin may pick (rechargeTypeMap). */
  channels: z.array(z.object({ id: z.int(), name: z.string() })),
  /** Bonuses paid so far. */
  paid: z.object({ count: z.int(), total: z.int() }),
});

export const consoleBankPromoCalls = {
  consoleBankPromo: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: z.strictObject({}), response: viewSchema }),
  /** Replaces the terms (9911 naming the field: a channel not in rechargeTypeMap or given twice, a cap above the deposit it would need). */
  consoleBankPromoSave: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: consoleBankPromoInputSchema, response: viewSchema }),
};

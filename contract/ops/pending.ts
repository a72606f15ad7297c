import { z } from 'zod';

/**
 * A change that takes effect only when a second admin approves it (docs/console.md "Two admins"): a
 * money setting's new value (`kind` config, `target` the key, `value` the whole new value, `before` the
 * value in force now), a new admin account (`kind` operator, `target` the name, `value` {name, role}) or a
 * new version of a weighted table's odds (`kind` fairTable, `target` the table's key, `value`
 * {effectiveFrom, weights: {<entry id>: weight}}, `before` {weights} in force; docs/fairness.md).
 * The admin who proposed it cannot approve it; any admin may reject it.
 */
export const consolePendingChangeSchema = z.object({
  id: z.int(),
  kind: z.enum(['config', 'operator', 'fairTable']),
  target: z.string(),
  value: z.unknown(),
  before: z.unknown().nullable(),
  reason: z.string(),
  proposedBy: z.string(),
  proposedAt: z.int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  decidedBy: z.string().nullable(),
  decidedAt: z.int().nullable(),
  decisionReason: z.string().nullable(),
});
export type ConsolePendingChange = z.infer<typeof consolePendingChangeSchema>;

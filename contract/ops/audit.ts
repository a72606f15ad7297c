import { z } from 'zod';
import { int32Id, ok } from '../common.ts';
import { defineConsoleCall } from './define.ts';

/** One row of the append-only console audit: who changed what, when, from what to what, and why. */
export const consoleAuditRowSchema = z.object({
  id: z.int(),
  /** The operator's name (a command-line change names whoever ran it, with `--operator`). */
  operator: z.string(),
  time: z.int(),
  call: z.string(),
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type ConsoleAuditRow = z.infer<typeof consoleAuditRowSchema>;

const time = z.int().min(0).max(8_640_000_000_000_000);

export const consoleAuditCalls = {
  /** The audit, newest first, filtered; `before` (an id) pages back from the last row seen. Compliance reads it too (it reviews who saw and did what). */
  consoleAuditList: defineConsoleCall({
    auth: 'operator',
    roles: ['compliance', 'admin'],
    body: z.strictObject({
      operator: z.string().min(1).max(64).optional(),
      call: z.string().min(1).max(64).optional(),
      /** Milliseconds since the epoch, inclusive. */
      from: time.optional(),
      /** Milliseconds since the epoch, exclusive. */
      to: time.optional(),
      before: int32Id(1).optional(),
      limit: z.int().min(1).max(200).default(50),
    }),
    response: ok({ rows: z.array(consoleAuditRowSchema), hasMore: z.boolean() }),
  }),
};

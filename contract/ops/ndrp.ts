import { z } from 'zod';
import { ok } from '../common.ts';
import { defineConsoleCall } from './define.ts';

/** The restricted-persons (NDRP) list in the console (docs/kyc.md): compliance and admin. */
const KEEPERS = ['compliance', 'admin'] as const;

/** The largest list text an upload takes (about 130,000 entries); its call's body limit is this and some room. */
export const NDRP_UPLOAD_MAX_CHARS = 4 * 1024 * 1024;

/** The list in force, as the page shows it: its size and age, never its entries. */
export const consoleNdrpListSchema = z.object({
  /** Mobile numbers plus name-and-birth-date pairs. */
  entries: z.int(),
  /** Lines that were neither (ignored). */
  skipped: z.int(),
  /** 'file': NDRP_LIST_FILE, imported when it changed; 'console': uploaded here. */
  source: z.enum(['file', 'console']),
  /** The file's path, or the operator who uploaded it. */
  loadedBy: z.string(),
  /** How old the list is (ms): the file's modification time, or the upload's. */
  datedAt: z.int(),
  /** When the server took it (ms). */
  loadedAt: z.int(),
  sha256: z.string(),
});
export const consoleNdrpStateSchema = z.object({
  /** 'service': an HTTP service answers (NDRP_API_URL; nothing to upload); 'list': the list below. */
  check: z.enum(['service', 'list']),
  /** Null when no list was ever loaded (nobody is listed: production refuses to start so). */
  list: consoleNdrpListSchema.nullable(),
});
export type ConsoleNdrpState = z.infer<typeof consoleNdrpStateSchema>;

export const consoleNdrpCalls = {
  consoleNdrp: defineConsoleCall({ auth: 'operator', roles: KEEPERS, body: z.strictObject({}), response: ok({ ndrp: consoleNdrpStateSchema }) }),
  /**
   * A new list, in force at once (every process within seconds), audited with the reason (its size and
   * SHA-256, not its entries). 400 on `text` for a list without an entry; 409 errors.console.ndrpServiceInUse
   * when a service answers instead.
   */
  consoleNdrpUpload: defineConsoleCall({
    auth: 'operator',
    roles: KEEPERS,
    body: z.strictObject({ text: z.string().min(1).max(NDRP_UPLOAD_MAX_CHARS), reason: z.string().trim().min(1).max(500) }),
    response: ok({ ndrp: consoleNdrpStateSchema }),
    bodyLimit: NDRP_UPLOAD_MAX_CHARS + 64 * 1024,
  }),
};

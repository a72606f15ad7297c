import type { z } from 'zod';

/**
 * The operator console's calls (`POST /ops/v1/<call>`, docs/console.md): a list of their own, apart
 * from the player's `/app/v1` calls (contract/calls/), defined in the same style. A console call is
 * either the sign-in (`public`: no session yet) or an operator call that names the roles allowed to
 * make it; the server refuses every other role with a 403 before the handler runs.
 */
export const consoleRoles = ['support', 'finance', 'compliance', 'admin'] as const;
export type ConsoleRole = (typeof consoleRoles)[number];

export type ConsoleCallDef<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> =
  | { auth: 'public'; body: B; response: R }
  /** `bodyLimit`: bytes, for a call whose body may be larger than the server's usual limit (a list upload). */
  | { auth: 'operator'; roles: readonly ConsoleRole[]; body: B; response: R; bodyLimit?: number };

/** Keeps each call's own types (its `auth` literal among them: handlers of operator calls always get a session). */
export function defineConsoleCall<D extends ConsoleCallDef>(def: D): D {
  return def;
}

/** Every role: for the calls each signed-in operator makes about their own account (sign out, password). */
export const EVERY_ROLE: readonly ConsoleRole[] = consoleRoles;

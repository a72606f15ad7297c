import { Errcode, MessageKey } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { COOLING_OFF_MS } from './limits.ts';
import { manilaTime } from './periods.ts';
import { lockPlayer, protectionRepo, type ExclusionRow } from './repo.ts';
import { sources } from './wiring.ts';

/**
 * Ending a self-exclusion early (DESIGN §8: "the first 6 months cannot be revoked"; a removal of
 * protection waits 24 hours of cooling-off and the player's confirmation, like a limit's raise):
 * - only a self-exclusion, and only once its irrevocable months are over (a 6-month one never: it ends
 *   by itself then). Time-outs and operators' exclusions cannot be ended from the app (6006);
 * - asking marks it (`end_from` = now + 24 h) and changes nothing else: the player stays excluded;
 *   asking again restarts the 24 hours; cancelling drops it;
 * - at or after `end_from`, the player's confirmation ends it at once (`ends_at` = now) and signs every
 *   session out, the withdraw-only one it was confirmed from too: the next sign-in is a normal one,
 *   unless a time-out or an operator's exclusion is still in force.
 * The player makes these calls from a withdraw-only session (they cannot sign in otherwise).
 */

const selfExclusions = (rows: ExclusionRow[]) => rows.filter((row) => row.kind === 'self_exclusion');
const irrevocableEnd = (row: ExclusionRow) => (row.irrevocableUntil ?? row.startsAt).getTime();
const until = (ms: number) => ({ until: manilaTime(ms), untilMs: ms });

/** Why there is no self-exclusion to end (6006): a time-out (with its end), or none / an operator's exclusion (the default text). */
function notEndable(rows: ExclusionRow[]): ApiError {
  const other = rows[0];
  if (other?.kind === 'timeout') return new ApiError(Errcode.exclusionNotEndable, { msg: MessageKey.exclusionEndTimeOut, params: until(other.endsAt.getTime()) });
  return new ApiError(Errcode.exclusionNotEndable);
}

/** Where the player's self-exclusion stands for ending it (selfLimitInfo): null without one. */
export async function exclusionEndState(tx: Executor, userId: number, now: number) {
  const rows = selfExclusions(await protectionRepo(tx).activeExclusions(userId, now));
  if (rows.length === 0) return null;
  const irrevocableUntil = Math.max(...rows.map(irrevocableEnd));
  const asked = rows.every((row) => row.endFrom !== null);
  const endFrom = asked ? Math.max(...rows.map((row) => row.endFrom!.getTime())) : null;
  return { endable: now >= irrevocableUntil, endFrom, endConfirmable: endFrom !== null && now >= endFrom };
}

export async function askSelfExclusionEnd(tx: Executor, userId: number, now: number): Promise<{ confirmFrom: number }> {
  await lockPlayer(tx, userId);
  const repo = protectionRepo(tx);
  const all = await repo.activeExclusions(userId, now);
  const rows = selfExclusions(all);
  if (rows.length === 0) throw notEndable(all);
  const irrevocableUntil = Math.max(...rows.map(irrevocableEnd));
  if (now < irrevocableUntil) throw new ApiError(Errcode.exclusionNotEndable, { msg: MessageKey.exclusionEndIrrevocable, params: until(irrevocableUntil) });
  const confirmFrom = now + COOLING_OFF_MS;
  for (const row of rows) await repo.updateExclusion(row.id, { endFrom: new Date(confirmFrom) });
  await repo.recordEvent({ userId, action: 'self_exclusion_end_asked', actor: 'player', detail: { confirmFrom }, at: now });
  return { confirmFrom };
}

/** Ends the self-exclusion the player asked to end, 24 hours or more ago. Answers any exclusion still in force. */
export async function confirmSelfExclusionEnd(tx: Executor, userId: number, now: number): Promise<{ until: number | null }> {
  await lockPlayer(tx, userId);
  const repo = protectionRepo(tx);
  const all = await repo.activeExclusions(userId, now);
  const rows = selfExclusions(all);
  if (rows.length === 0) throw notEndable(all);
  if (rows.some((row) => row.endFrom === null)) throw new ApiError(Errcode.limitNothingPending);
  const endFrom = Math.max(...rows.map((row) => row.endFrom!.getTime()));
  if (now < endFrom) throw new ApiError(Errcode.limitRaiseWaiting, { params: { at: manilaTime(endFrom), atMs: endFrom } });
  for (const row of rows) await repo.updateExclusion(row.id, { endsAt: new Date(now) });
  await repo.recordEvent({ userId, action: 'self_exclusion_ended', actor: 'player', detail: { ids: rows.map((row) => row.id) }, at: now });
  await sources.revokeSessions(tx, userId);
  const rest = all.find((row) => row.kind !== 'self_exclusion');
  return { until: rest ? rest.endsAt.getTime() : null };
}

export async function cancelSelfExclusionEnd(tx: Executor, userId: number, now: number): Promise<void> {
  await lockPlayer(tx, userId);
  const repo = protectionRepo(tx);
  const rows = selfExclusions(await repo.activeExclusions(userId, now)).filter((row) => row.endFrom !== null);
  if (rows.length === 0) throw new ApiError(Errcode.limitNothingPending);
  for (const row of rows) await repo.updateExclusion(row.id, { endFrom: null });
  await repo.recordEvent({ userId, action: 'self_exclusion_end_cancelled', actor: 'player', detail: {}, at: now });
}

import { Errcode, PESO } from '../../contract/index.ts';
import type { ConsolePusherSettings } from '../../contract/ops/pusher.ts';
import { ApiError } from '../api/errors.ts';
import { manilaDayOf, manilaDayRange } from '../api/manila-days.ts';
import type { Executor } from '../db/client.ts';
import { tableInForce } from '../fairness/index.ts';
import { increasing, parsePusherConfig, pusherConfigSchema, type PusherConfig } from './config.ts';
import { PUSHER_TABLE } from './fair-table.ts';
import { pusherRepo } from './repo.ts';
import { goldenWorthFits, pusherPrizes, rtpBasisPoints } from './rules.ts';

/**
 * The pusher's settings from the console (docs/pusher.md "Console"); server/console/pusher.ts audits
 * each save. Only the settings change here (on, stakes, lanes, the golden coin's worth as the table
 * pays it); the prizes come with a release, their weights from the odds page (the `pusher` table, two
 * admins). Drops read the row every time, so a save takes effect for the next one.
 */

const settingsOf = (config: PusherConfig): ConsolePusherSettings => ({ enabled: config.enabled, stakes: config.stakes, lanes: config.lanes, goldenWorth: config.goldenWorth });

/** What the page shows for a stored row that does not parse: the pusher off (as drops treat it). */
const OFF: ConsolePusherSettings = { enabled: false, stakes: [PESO], lanes: 1, goldenWorth: 1 };


/** The settings in force, the prizes with their weights in the table in force and its RTP, today's drops. */
export async function consolePusherView(db: Executor, now: number) {
  const repo = pusherRepo(db);
  const row = await repo.row();
  const config = row ? parsePusherConfig(row.config) : null;
  const table = await tableInForce(db, PUSHER_TABLE, now);
  const { start, end } = manilaDayRange(manilaDayOf(now));
  return {
    settings: config ? settingsOf(config) : OFF,
    prizes: config ? pusherPrizes(config, table) : [],
    tableKey: PUSHER_TABLE,
    tableVersion: table?.version ?? null,
    totalWeight: table?.weighted?.totalWeight ?? 0,
    rtpBasisPoints: rtpBasisPoints(table?.weighted?.entries ?? []),
    today: await repo.totalsBetween(start, end),
    updatedAt: row ? row.updatedAt.getTime() : null,
  };
}

/**
 * Replaces the settings beside the stored prizes, the whole config checked by the schema a drop reads
 * it with. 9402 (nothing written) when they do not fit: stakes not strictly increasing, a golden worth
 * the table in force does not pay, or stored prizes that cannot be read. Answers the settings before and
 * after for the audit, or null when they are those in force already (nothing written, nothing to audit).
 */
export async function savePusherSettings(tx: Executor, settings: ConsolePusherSettings, now: number): Promise<{ before: ConsolePusherSettings | null; after: ConsolePusherSettings } | null> {
  const repo = pusherRepo(tx);
  const row = await repo.row(true);
  const current = row ? parsePusherConfig(row.config) : null;
  if (!current || !increasing(settings.stakes)) throw new ApiError(Errcode.pusherSettingsInvalid);
  const parsed = pusherConfigSchema.safeParse({ ...current, ...settings });
  if (!parsed.success) throw new ApiError(Errcode.pusherSettingsInvalid);
  // The golden coin's worth is part of what the table pays (its entries' counts): a worth it does not pay would switch the pusher off.
  if (settings.goldenWorth !== current.goldenWorth && !goldenWorthFits(await tableInForce(tx, PUSHER_TABLE, now), current, settings.goldenWorth)) {
    throw new ApiError(Errcode.pusherSettingsInvalid);
  }
  const before = settingsOf(current);
  const after = settingsOf(parsed.data);
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  await repo.setConfig(parsed.data, now);
  return { before, after };
}

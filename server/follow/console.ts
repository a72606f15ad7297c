import { Errcode, normaliseFollowCode } from '../../contract/index.ts';
import { FOLLOW_LIMITS, type ConsoleFollowCode, type ConsoleFollowCodeInput, type FollowChannelInput } from '../../contract/ops/follow.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { followRepo, type FollowCodeRow } from './repo.ts';

/**
 * The console's side of Follow (docs/follow.md "Console"): the channel list saved in one go, codes created
 * and withdrawn. Each runs in the caller's transaction, which writes the audit row.
 */

const DAY_MS = 24 * 3600_000;

const httpsOnly = (url: string) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname.length > 0 && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
};

export async function followChannelsView(db: Executor) {
  return { channels: (await followRepo(db).channels()).map((c) => ({ id: c.id, name: c.name, url: c.url, icon: c.icon })) };
}

/**
 * Saves the list in its order (docs/follow.md "Console"): a channel with an id is updated in place, so the
 * codes published on it keep it; a new one is added; one left out is removed and its codes count for any
 * channel. 9815 naming `channels.<i>.url` (not https) or `channels.<i>.id` (not in the list, or twice).
 * `changed` false: the list equals the saved one and nothing was written (no audit either).
 */
export async function saveFollowChannels(tx: Executor, channels: FollowChannelInput[]) {
  channels.forEach((c, i) => {
    if (!httpsOnly(c.url)) throw new ApiError(Errcode.followInvalid, { field: `channels.${i}.url` });
  });
  const repo = followRepo(tx);
  await repo.lockChannels();
  const before = await followChannelsView(tx);
  const known = new Set(before.channels.map((c) => c.id));
  const kept = new Set<number>();
  channels.forEach((c, i) => {
    if (c.id === undefined) return;
    if (!known.has(c.id) || kept.has(c.id)) throw new ApiError(Errcode.followInvalid, { field: `channels.${i}.id` });
    kept.add(c.id);
  });
  const same =
    channels.length === before.channels.length &&
    channels.every((c, i) => {
      const was = before.channels[i]!;
      return c.id === was.id && c.name === was.name && c.url === was.url && c.icon === was.icon;
    });
  if (same) return { before, after: before, changed: false };
  await repo.removeChannels(before.channels.filter((c) => !kept.has(c.id)).map((c) => c.id));
  for (const [sort, { id, name, url, icon }] of channels.entries()) {
    if (id === undefined) await repo.insertChannel({ name, url, icon, sort });
    else await repo.updateChannel(id, { name, url, icon, sort });
  }
  return { before, after: await followChannelsView(tx), changed: true };
}

function codeView(row: FollowCodeRow, totals: { claims: number; paid: number } | undefined): ConsoleFollowCode {
  return {
    codeId: row.id,
    code: row.code,
    channelId: row.channelId,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    rewardCoin: row.rewardCoin,
    wagering: row.wagering,
    withdrawn: row.withdrawn,
    claims: totals?.claims ?? 0,
    paid: totals?.paid ?? 0,
    createdBy: row.createdBy,
    createdAt: row.createdAt.getTime(),
  };
}

export async function consoleFollowCodes(db: Db, page: { pageNum: number; pageSize: number }) {
  const repo = followRepo(db);
  const { list, total } = await repo.codesPage(page.pageNum, page.pageSize);
  const totals = await repo.claimTotals(list.map((r) => r.id));
  return { list: list.map((r) => codeView(r, totals.get(r.id))), total };
}

/** A new code: 9815 naming the field (a window not ending after it starts, already over, longer than the limit; an unknown channel), 9816 the code taken. */
export async function createFollowCode(tx: Executor, input: ConsoleFollowCodeInput, operator: string, now: number): Promise<ConsoleFollowCode> {
  const code = normaliseFollowCode(input.code);
  if (code.length < 4) throw new ApiError(Errcode.followInvalid, { field: 'code' });
  if (input.endsAt <= input.startsAt || input.endsAt <= now) throw new ApiError(Errcode.followInvalid, { field: 'endsAt' });
  if (input.endsAt - input.startsAt > FOLLOW_LIMITS.windowDays * DAY_MS || input.startsAt > now + 366 * DAY_MS) throw new ApiError(Errcode.followInvalid, { field: 'startsAt' });
  const repo = followRepo(tx);
  if (input.channelId !== null && !(await repo.channelExists(input.channelId))) throw new ApiError(Errcode.followInvalid, { field: 'channelId' });
  const row = await repo.insertCode({
    code,
    channelId: input.channelId,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    rewardCoin: input.rewardCoin,
    wagering: input.wagering,
    createdBy: operator,
    createdAt: new Date(now),
  });
  if (!row) throw new ApiError(Errcode.followCodeTaken, { field: 'code' });
  return codeView(row, undefined);
}

export async function withdrawFollowCode(tx: Executor, codeId: number) {
  const repo = followRepo(tx);
  const row = await repo.codeById(codeId, { lock: true });
  if (!row) throw new ApiError(Errcode.followCodeNotFound);
  const totals = (await repo.claimTotals([codeId])).get(codeId);
  const updated = await repo.withdraw(codeId);
  return { before: codeView(row, totals), after: codeView(updated, totals) };
}

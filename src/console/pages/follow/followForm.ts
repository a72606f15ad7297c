import { FOLLOW_LIMITS, type ConsoleFollowCodeInput, type FollowChannelInput } from '../../../../contract/ops/follow.ts';
import { normaliseFollowCode } from '../../../../contract/calls/follow.ts';
import { refuse, whole, type FormRefusal } from '../../formChecks.ts';
import { manilaDateTimeToMs } from '../fairness/fairnessForm.ts';

/**
 * Follow's console forms (pure): the channel list's rows (in their order, each saved one with its id) and a new code, checked as the server checks
 * them (docs/follow.md "Console"): https channel addresses, icon aliases, a code of 4 to 20 letters and
 * digits, a window ending after its start and in the future, at most 90 days, a reward in whole pesos.
 */
export interface ChannelRow {
  /** The saved channel's id, sent back so the server updates it in place (its codes keep it); none for a new row. */
  id?: number;
  name: string;
  url: string;
  icon: string;
}

export function channelsBody(rows: readonly ChannelRow[]): { body: { channels: FollowChannelInput[] } } | { refusal: FormRefusal } {
  const channels: FollowChannelInput[] = [];
  for (const [i, row] of rows.entries()) {
    const name = row.name.trim();
    if (!name || name.length > 40) return refuse(`channels.${i}.name`, 'follow.nameInvalid');
    const url = row.url.trim();
    if (!/^https:\/\/[^\s/]+/.test(url) || url.length > 300) return refuse(`channels.${i}.url`, 'follow.urlInvalid');
    const icon = row.icon.trim().toLowerCase();
    if (!/^[a-z0-9-]{1,24}$/.test(icon)) return refuse(`channels.${i}.icon`, 'follow.iconInvalid');
    channels.push(row.id === undefined ? { name, url, icon } : { id: row.id, name, url, icon });
  }
  if (channels.length > FOLLOW_LIMITS.channels) return refuse('channels', 'follow.tooMany', { max: FOLLOW_LIMITS.channels });
  return { body: { channels } };
}

export interface CodeForm {
  code: string;
  /** A channel's id, or '' for none. */
  channelId: string;
  startsAt: string;
  endsAt: string;
  /** Whole pesos. */
  rewardCoin: string;
  wagering: string;
}

export const emptyCodeForm = (): CodeForm => ({ code: '', channelId: '', startsAt: '', endsAt: '', rewardCoin: '', wagering: '1' });

const DAY_MS = 24 * 3600_000;

export function codeBody(form: CodeForm, now: number): { body: ConsoleFollowCodeInput } | { refusal: FormRefusal } {
  const code = form.code.trim();
  const plain = normaliseFollowCode(code);
  if (!/^[A-Za-z0-9 -]+$/.test(code) || plain.length < 4 || plain.length > 20) return refuse('code', 'follow.codeInvalid');
  const startsAt = manilaDateTimeToMs(form.startsAt.trim());
  if (startsAt === null) return refuse('startsAt', 'form.startMissing');
  const endsAt = manilaDateTimeToMs(form.endsAt.trim());
  if (endsAt === null || endsAt <= startsAt || endsAt <= now) return refuse('endsAt', 'follow.endInvalid');
  if (endsAt - startsAt > FOLLOW_LIMITS.windowDays * DAY_MS) return refuse('endsAt', 'follow.windowTooLong', { days: FOLLOW_LIMITS.windowDays });
  const rewardPesos = whole(form.rewardCoin, FOLLOW_LIMITS.rewardPesos.min, FOLLOW_LIMITS.rewardPesos.max);
  if (rewardPesos === null) return refuse('rewardCoin', 'form.between', FOLLOW_LIMITS.rewardPesos);
  const wagering = whole(form.wagering, 0, 10);
  if (wagering === null) return refuse('wagering', 'form.between', { min: 0, max: 10 });
  const channelId = form.channelId === '' ? null : Number(form.channelId);
  return { body: { code, channelId, startsAt, endsAt, rewardCoin: rewardPesos * 100, wagering } };
}

export const codeFieldOf = (field: string): string | null => (['code', 'channelId', 'startsAt', 'endsAt', 'rewardCoin', 'wagering'].includes(field) ? field : null);

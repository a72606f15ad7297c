import { LIVE_SHOW_LIMITS, type ConsoleLiveShow, type ConsoleLiveShowInput } from '../../../../contract/ops/shows.ts';
import { refuse, whole, type FormRefusal } from '../../formChecks.ts';
import { manilaDateTimeToMs, msToManilaDateTime } from '../fairness/fairnessForm.ts';

/**
 * The live show form as text fields and its conversion to consoleLiveShowCreate's (and Update's) body
 * (pure): the start typed in Manila time, the reward in whole pesos sent in hundredths. Beyond the
 * limits it checks what the server refuses with 9805 (docs/shows.md "Console"): not over already, a
 * reward with both minutes and coins, no longer than the show, and no overlap with the shows on screen.
 * The stream address is the server's to judge (its allowed origins are its settings).
 */
export interface ShowForm {
  title: string;
  hostName: string;
  url: string;
  /** "2026-12-08T20:00", Manila. */
  startsAt: string;
  durationMinutes: string;
  rewardMinutes: string;
  /** Whole pesos. */
  rewardCoin: string;
  wagering: string;
}

const PESO = 100;

export const emptyShowForm = (): ShowForm => ({ title: '', hostName: '', url: '', startsAt: '', durationMinutes: '60', rewardMinutes: '0', rewardCoin: '0', wagering: '1' });

export const formOfShow = (show: ConsoleLiveShow): ShowForm => ({
  title: show.title,
  hostName: show.hostName,
  url: show.url,
  startsAt: msToManilaDateTime(show.startsAt),
  durationMinutes: String(show.durationMinutes),
  rewardMinutes: String(show.rewardMinutes),
  rewardCoin: String(show.rewardCoin / PESO),
  wagering: String(show.wagering),
});

type Slot = Pick<ConsoleLiveShow, 'showId' | 'startsAt' | 'endsAt' | 'state'>;

export function showBody(form: ShowForm, { now, others, editing }: { now: number; others: readonly Slot[]; editing?: number }): { body: ConsoleLiveShowInput } | { refusal: FormRefusal } {
  const title = form.title.trim();
  if (!title) return refuse('title', 'form.required');
  const hostName = form.hostName.trim();
  if (!hostName) return refuse('hostName', 'form.required');
  const url = form.url.trim();
  if (!url) return refuse('url', 'form.required');
  const startsAt = manilaDateTimeToMs(form.startsAt.trim());
  if (startsAt === null) return refuse('startsAt', 'form.startMissing');
  const durationMinutes = whole(form.durationMinutes, LIVE_SHOW_LIMITS.duration.min, LIVE_SHOW_LIMITS.duration.max);
  if (durationMinutes === null) return refuse('durationMinutes', 'form.between', LIVE_SHOW_LIMITS.duration);
  const endsAt = startsAt + durationMinutes * 60_000;
  if (endsAt <= now) return refuse('startsAt', 'form.over');
  const rewardMinutes = whole(form.rewardMinutes, 0, LIVE_SHOW_LIMITS.rewardMinutes.max);
  if (rewardMinutes === null) return refuse('rewardMinutes', 'form.between', { min: 0, max: LIVE_SHOW_LIMITS.rewardMinutes.max });
  const rewardPesos = whole(form.rewardCoin, 0, LIVE_SHOW_LIMITS.rewardPesos.max);
  if (rewardPesos === null) return refuse('rewardCoin', 'form.between', LIVE_SHOW_LIMITS.rewardPesos);
  if ((rewardMinutes === 0) !== (rewardPesos === 0)) return refuse(rewardMinutes === 0 ? 'rewardMinutes' : 'rewardCoin', 'form.rewardBoth');
  if (rewardMinutes > durationMinutes) return refuse('rewardMinutes', 'form.rewardLonger');
  const wagering = whole(form.wagering, 0, 10);
  if (wagering === null) return refuse('wagering', 'form.between', { min: 0, max: 10 });
  const clash = others.find((o) => o.showId !== editing && o.state !== 'cancelled' && o.startsAt < endsAt && startsAt < o.endsAt);
  if (clash) return refuse('startsAt', 'form.overlap', { id: clash.showId });
  return { body: { title, hostName, url, startsAt, durationMinutes, rewardMinutes, rewardCoin: rewardPesos * PESO, wagering } };
}

export const showFieldOf = (field: string): string | null => (['title', 'hostName', 'url', 'startsAt', 'durationMinutes', 'rewardMinutes', 'rewardCoin', 'wagering'].includes(field) ? field : null);

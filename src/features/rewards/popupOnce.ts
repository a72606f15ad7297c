import { isPlayingPage } from '../../shared/games/playing.ts';

/**
 * When the VIP gift and the rebate tip show (pure; the host keeps the state in localStorage).
 */

export interface VipGiftState {
  /** The highest level this device has seen the player at; null: it has never seen them. */
  known: number | null;
  /** Levels whose gift popup this device has shown. */
  shown: number[];
}

/**
 * The level to congratulate on now, and what the device knows after. A level shows once, and only
 * when the player rises above what this device knew: a first load (nothing known) shows nothing,
 * so a player who reached VIP 3 elsewhere is not greeted for it here.
 */
export function vipGiftDecision(state: VipGiftState, current: number): { level: number | null; known: number } {
  if (state.known === null || current <= state.known) return { level: null, known: Math.max(current, state.known ?? current) };
  return { level: state.shown.includes(current) ? null : current, known: current };
}

/** Pages that already show the rebate: the tip would only repeat them. */
export function isRebatePage(path: string): boolean {
  return /^\/(v2\/)?bonus\/rebate\/?$/.test(path) || path.startsWith('/vip/rebate');
}

// A game in play (the slot, the coin pusher): a tip there would cover the reels mid-session.
export { isPlayingPage };

/**
 * The rebate tip: the server says a rebate waits, the player is elsewhere (not on a rebate page, not in
 * a game: it waits for the next calm page), and it has not shown yet this Manila day.
 */
export function shouldTipRebate(rebate: boolean, path: string, lastShownDay: string | null, today: string): boolean {
  return rebate && !isRebatePage(path) && !isPlayingPage(path) && lastShownDay !== today;
}

/** Reads a stored JSON value the device wrote before; anything unreadable counts as nothing. */
export function parseGiftState(raw: string | null): VipGiftState {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<VipGiftState> | null;
    const known = typeof value?.known === 'number' ? value.known : null;
    const shown = Array.isArray(value?.shown) ? value.shown.filter((n): n is number => typeof n === 'number') : [];
    return { known, shown };
  } catch {
    return { known: null, shown: [] };
  }
}

/** The Manila calendar day of an instant, `YYYY-MM-DD` (what "once a day" counts in; Manila has no DST). */
export function manilaDay(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}

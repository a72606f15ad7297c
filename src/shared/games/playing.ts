/**
 * A game in play (the slot, the coin pusher): the rewards popups never cover it mid-session (the
 * rebate tip waits for the next page; the bankruptcy gift waits for the reels to stop).
 */
export function isPlayingPage(path: string): boolean {
  return path.startsWith('/game/play') || path.startsWith('/activity/coin-pusher');
}

import type { SlotInfo } from '../../../contract/index.ts';
import { LINES, maxWinMultiplier, REELS, ROWS, type SlotTheme } from './engine.ts';

/** What slotInfo answers for a theme (the paytable, lines and bets; never the strips). */
export function engineInfo(theme: SlotTheme): SlotInfo {
  return {
    gameId: theme.gameId,
    theme: theme.theme,
    reels: REELS,
    rows: ROWS,
    symbols: theme.symbols.map((s) => ({ id: s.id, kind: s.kind, name: s.name, pays: [...s.pays] })),
    lines: LINES.map((line) => [...line]),
    betLevels: [...theme.betLevels],
    defaultBet: theme.defaultBet,
    rtpBps: theme.rtpBps,
    maxWinMultiplier: maxWinMultiplier(theme),
  };
}

import type { PusherBoardSnapshot } from '../../../scenes/pusher/model.ts';

/**
 * The board a player left, kept on this device per player (`swerte.pusher.board.<player id>`): saved
 * each time a drop settles, handed to the scene (model.board) on the next visit, so a reload shows the
 * same coins where they lay. Only a board the scene can read is used: anything else (an old version, a
 * hand-edited value) starts a fresh board. The coins on it are decoration: money is the server's.
 */
export const BOARD_KEY = 'swerte.pusher.board';

/** At most this many coins are kept (a sane board holds far fewer). */
const MAX_COINS = 400;

const isTriple = (value: unknown): value is [number, number, number] => Array.isArray(value) && value.length === 3 && value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** The snapshot in `text`, or null when it is not one this version of the scene reads. */
export function parseBoard(text: string | null): PusherBoardSnapshot | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const board = value as Record<string, unknown>;
  if (board.version !== 1 || !Array.isArray(board.coins) || board.coins.length > MAX_COINS || !board.coins.every(isTriple)) return null;
  if (board.golden !== null && !isTriple(board.golden)) return null;
  if (typeof board.phase !== 'number' || !(board.phase >= 0 && board.phase <= 1)) return null;
  return { version: 1, coins: board.coins, golden: board.golden, phase: board.phase };
}

function local(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function loadBoard(playerId: number): PusherBoardSnapshot | null {
  try {
    return parseBoard(local()?.getItem(`${BOARD_KEY}.${playerId}`) ?? null);
  } catch {
    return null;
  }
}

export function saveBoard(playerId: number, board: PusherBoardSnapshot): void {
  try {
    local()?.setItem(`${BOARD_KEY}.${playerId}`, JSON.stringify(board));
  } catch {
    // Storage full or off: the next visit starts a fresh board, nothing else is lost.
  }
}

/**
 * What the coin-pusher page gives the pusher scene (read-only) and what the scene reports back
 * (issue 30, docs/pusher.md). The server decides each drop's prize (contract/calls/pusher.ts); the
 * scene plays it: the dropped coin lands in its lane and exactly `coins` plain coins (and the golden
 * coin when `golden`) fall off the front edge. Labels arrive translated and formatted.
 */

/** One decided drop for the scene to play (the host calls `scene.drop(play)` when the server answers). */
export interface PusherDropPlay {
  /** The host's sequence number for this drop (callbacks name it). */
  seq: number;
  lane: number;
  /** Plain coins that must fall off the front edge for this drop. */
  coins: number;
  /** The golden coin falls too. */
  golden: boolean;
  /** The win's caption shown when the drop settles (e.g. "+₱15"); empty for no win. */
  winLabel: string;
}

/** The board as saved for a reload (positions in board units; version guards old saves). */
export interface PusherBoardSnapshot {
  version: 1;
  /** [x, y, angle] per coin on the board. */
  coins: Array<[number, number, number]>;
  /** The golden coin's [x, y, angle], or null when it is not on the board. */
  golden: [number, number, number] | null;
  /** The pusher's phase in its cycle (0..1). */
  phase: number;
}

export interface PusherSceneModel {
  /** Lanes across the drop rail (the server's `lanes`). */
  lanes: number;
  /** The board to start from (a reload), or null for a fresh seeded board. */
  board: PusherBoardSnapshot | null;
  /** Lane buttons disabled (no balance, a drop in flight is not a reason: drops queue). */
  disabled: boolean;
}

export interface PusherSceneCallbacks {
  /** The player tapped lane `lane` (the host calls the server, then `scene.drop(...)`). */
  onLaneTapped?(lane: number): void;
  /** Drop `seq` finished: its coins fell; the host may update the balance and save `board`. */
  onDropSettled?(seq: number, board: PusherBoardSnapshot): void;
}

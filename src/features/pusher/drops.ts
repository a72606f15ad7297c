import type { PusherDrop } from '../../../contract/calls/pusher.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import { isApiError } from '../../api/ApiError.ts';

/**
 * The coin pusher's drops as the page keeps them (docs/pusher.md, Client): pure bookkeeping, no React,
 * no timers, so the unit tests drive it step by step.
 *
 * Taps queue: each tap gets a sequence number and a fresh requestId, and the drops go to the server one
 * at a time in tap order (the server's `balance` after each drop then follows the taps' order). A drop
 * whose answer was lost keeps its requestId: the retry answers the first drop, staked once.
 *
 * The balance shown is the last settled drop's server balance minus the stakes of the drops not settled
 * yet (tapped, sent or falling): a tap takes its stake at once, and when a drop settles the balance moves
 * by exactly its win, the caption the scene shows. Settles are applied in tap order, whatever order the
 * scene reports them in. With nothing in play the store's coin is shown as it is.
 */

export interface Tap {
  seq: number;
  lane: number;
  stake: number;
  requestId: string;
}

interface Entry extends Tap {
  /** The server's answer, once it came. */
  drop: PusherDrop | null;
  /** The scene said its coins have fallen (or the page gave up waiting). */
  settled: boolean;
}

/** No answer (offline, a timeout) or a server failure may follow a drop the server did take: resend the same requestId. */
export const mayHaveDropped = (error: unknown) => !isApiError(error) || error.kind !== 'server' || error.errcode <= 0 || error.errcode === Errcode.internal;

export class DropBook {
  private entries: Entry[] = [];
  private lastSeq = 0;
  /** The server's balance after the last settled drop (or the store's coin when the first tap came). */
  private base: number | null = null;

  constructor(private readonly newId: () => string) {}

  /** Drops tapped and not settled yet, in tap order. */
  get inPlay(): readonly Readonly<Entry>[] {
    return this.entries;
  }

  /** The next drop to send: the first one without an answer. */
  nextToSend(): Tap | null {
    const entry = this.entries.find((e) => !e.drop);
    return entry ? { seq: entry.seq, lane: entry.lane, stake: entry.stake, requestId: entry.requestId } : null;
  }

  /** A tap: queued with its own requestId; answers its sequence number. */
  tap(lane: number, stake: number, coin: number): Tap {
    if (this.entries.length === 0) this.base = coin;
    const tap = { seq: ++this.lastSeq, lane, stake, requestId: this.newId() };
    this.entries.push({ ...tap, drop: null, settled: false });
    return tap;
  }

  /** The server answered drop `seq`. */
  answered(seq: number, drop: PusherDrop): void {
    const entry = this.entries.find((e) => e.seq === seq);
    if (entry) entry.drop = drop;
  }

  /** The server refused drop `seq`: it and every later unanswered tap leave (nothing was staked). Answers the taps dropped. */
  refused(seq: number): Tap[] {
    const index = this.entries.findIndex((e) => e.seq === seq);
    if (index < 0) return [];
    const gone = this.entries.slice(index).filter((e) => !e.drop);
    this.entries = this.entries.filter((e) => !gone.includes(e));
    return gone.map(({ seq: s, lane, stake, requestId }) => ({ seq: s, lane, stake, requestId }));
  }

  /**
   * Drop `seq` has settled on screen. Answers the drops applied by it, in tap order (an earlier drop
   * still falling holds later ones back), and the balance when nothing remains in play (for the store).
   */
  settle(seq: number): { applied: PusherDrop[]; idleBalance: number | null } {
    const entry = this.entries.find((e) => e.seq === seq);
    if (entry?.drop) entry.settled = true;
    const applied: PusherDrop[] = [];
    while (this.entries[0]?.settled && this.entries[0].drop) {
      const head = this.entries.shift()!;
      this.base = head.drop!.balance;
      applied.push(head.drop!);
    }
    return { applied, idleBalance: this.entries.length === 0 && applied.length > 0 ? this.base : null };
  }

  /** What the balance line shows (hundredths): `coin` is the store's. */
  shown(coin: number | null): number | null {
    if (this.entries.length === 0 || this.base === null) return coin;
    return this.base - this.entries.reduce((sum, e) => sum + e.stake, 0);
  }
}

import { Errcode } from '../../../contract/errcodes.ts';
import { isApiError } from '../../api/ApiError.ts';

/**
 * The player's tap numbers in one rain event (docs/rain.md, Client). Each tap on a packet is a claim
 * `(eventId, seq)`: seq counts the player's taps 1, 2, 3…, and the server answers the same packet for
 * the same seq, so a claim whose answer was lost is sent again with its seq (paid once). A seq the
 * server did not count (no answer, 429 too fast, 9504 out of order) is given back and used by the next
 * tap before a new number, so the numbers stay dense. Kept in sessionStorage per event, so a reload
 * continues the numbering instead of asking again for packets already opened.
 */
export const SEQ_KEY = 'swerte.rain.seq';
/** The contract's largest seq. */
export const MAX_SEQ = 1000;

interface Stored {
  next: number;
  retry: number[];
}

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function read(eventId: number): Stored {
  try {
    const value = JSON.parse(session()?.getItem(`${SEQ_KEY}.${eventId}`) ?? 'null') as Partial<Stored> | null;
    const next = Number.isInteger(value?.next) && value!.next! >= 1 ? value!.next! : 1;
    const retry = Array.isArray(value?.retry) ? value.retry.filter((n): n is number => Number.isInteger(n) && n >= 1 && n < next) : [];
    return { next, retry };
  } catch {
    return { next: 1, retry: [] };
  }
}

export class TapCounter {
  private state: Stored;

  /** `opened`: packets the server says this player opened already (a new tab starts after them). */
  constructor(
    private readonly eventId: number,
    opened = 0,
  ) {
    const stored = read(eventId);
    this.state = { next: Math.max(stored.next, opened + 1), retry: stored.retry };
  }

  /** The seq of the next tap: a number given back first, else a new one; null past the contract's last. */
  take(): number | null {
    const retry = [...this.state.retry].sort((a, b) => a - b);
    let seq: number;
    if (retry.length > 0) {
      seq = retry.shift()!;
      this.state = { ...this.state, retry };
    } else {
      if (this.state.next > MAX_SEQ) return null;
      seq = this.state.next;
      this.state = { ...this.state, next: seq + 1 };
    }
    this.save();
    return seq;
  }

  /** `seq` was not counted by the server: the next tap sends it again. */
  giveBack(seq: number): void {
    if (this.state.retry.includes(seq) || seq >= this.state.next) return;
    this.state = { ...this.state, retry: [...this.state.retry, seq] };
    this.save();
  }

  private save(): void {
    try {
      session()?.setItem(`${SEQ_KEY}.${this.eventId}`, JSON.stringify(this.state));
    } catch {
      // Storage off: the numbering lives for this page; the server still pays each seq once.
    }
  }
}

export type ClaimFailure =
  /** No answer (offline, a timeout, a server failure): the same seq goes again. */
  | 'lost'
  /** 429 or 9504: not counted; the packet shows empty and the seq is used again, silently. */
  | 'uncounted'
  /** 9502 cap reached, 9503 all taken, 9501 not open: this rain is over for the player. */
  | 'closed'
  /** Any other refusal (5003 needs a deposit, 5004 withheld, protection): shown, and the rain closes too. */
  | 'refused';

export function claimFailure(error: unknown): ClaimFailure {
  if (!isApiError(error) || error.kind !== 'server' || error.errcode <= 0 || error.errcode === Errcode.internal) return 'lost';
  if (error.errcode === Errcode.tooMany || error.errcode === Errcode.rainSeqOutOfOrder) return 'uncounted';
  if (error.errcode === Errcode.rainCapReached || error.errcode === Errcode.rainAllTaken || error.errcode === Errcode.rainNotOpen) return 'closed';
  return 'refused';
}

import type { ClientEvent } from '../../../contract/calls/events.ts';

export interface EventQueueOptions {
  /** Sends one batch; a rejection puts the batch back at the front of the queue. */
  send(batch: ClientEvent[]): Promise<unknown>;
  /** Hands one batch to the browser as the page goes away; false when it would not take it. */
  beacon(batch: ClientEvent[]): boolean;
  /** Same values as EVENT_BATCH_SIZE / EVENT_FLUSH_MS in the contract (imported as values they would pull zod in). */
  batchSize?: number;
  flushMs?: number;
  /** Most events kept while the server cannot be reached; the oldest go first beyond it. */
  maxQueued?: number;
}

/**
 * Client events wait here and leave in batches: at once when a batch is full, otherwise when the
 * flush timer fires, and all of them by beacon when the page is hidden. A failed send requeues
 * its batch, so a flaky network delays events instead of losing them.
 */
export class EventQueue {
  private readonly queue: ClientEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending = false;
  private readonly batchSize: number;
  private readonly flushMs: number;
  private readonly maxQueued: number;

  constructor(private readonly options: EventQueueOptions) {
    this.batchSize = options.batchSize ?? 20;
    this.flushMs = options.flushMs ?? 2000;
    this.maxQueued = options.maxQueued ?? 500;
  }

  get size(): number {
    return this.queue.length;
  }

  push(event: ClientEvent): void {
    this.queue.push(event);
    this.trim();
    if (this.queue.length >= this.batchSize) void this.flush();
    else this.schedule();
  }

  /** Sends one batch now (the rest follow on the timer). One request at a time keeps the order. */
  async flush(): Promise<void> {
    this.cancelTimer();
    if (this.sending || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.batchSize);
    this.sending = true;
    try {
      await this.options.send(batch);
    } catch {
      this.queue.unshift(...batch);
      this.trim();
    } finally {
      this.sending = false;
    }
    if (this.queue.length >= this.batchSize && this.lastSendSucceeded(batch)) void this.flush();
    else this.schedule();
  }

  /** The page is going away: everything queued leaves by beacon, a batch per beacon. */
  flushByBeacon(): void {
    this.cancelTimer();
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, this.batchSize);
      if (!this.options.beacon(batch)) break; // kept for the next flush if the page comes back
      this.queue.splice(0, batch.length);
    }
  }

  /** After a failure the batch is back at the front: wait for the timer instead of hammering. */
  private lastSendSucceeded(batch: ClientEvent[]): boolean {
    return this.queue[0] !== batch[0];
  }

  private schedule(): void {
    if (this.timer !== null || this.queue.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.flushMs);
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
  }

  private trim(): void {
    if (this.queue.length > this.maxQueued) this.queue.splice(0, this.queue.length - this.maxQueued);
  }
}

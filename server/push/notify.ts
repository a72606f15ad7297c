import type { PushKind } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { promotionsWithheld } from '../rewards/index.ts';
import { quietEnd } from './quiet.ts';
import { pushRepo } from './repo.ts';
import { pushOutbox } from './schema.ts';

/**
 * What a notification says: the service worker's texts (locales/en-PH/push.json `notifications.<kind>`)
 * filled with `params`, and the app path a tap opens. No text travels: the worker holds the words.
 */
export interface PushPayload {
  /** Values for the texts: `amount` (formatted), `title` of a mail or show… */
  params?: Record<string, string | number>;
  /** The app path to open, e.g. "/email" or "/wallets/record". */
  url: string;
  /** Promotional (an operator's marketing mail): withheld from protected players like a show. */
  promotional?: boolean;
}

/** A show starting is only worth telling while it starts; the others wait out quiet hours. */
const PROMOTIONAL: ReadonlySet<PushKind> = new Set(['show']);
const TTL_SECONDS: Record<PushKind, number> = { mail: 24 * 3600, show: 15 * 60, withdrawal: 24 * 3600 };

/**
 * Queues a push to each of the player's subscribed devices, in the caller's transaction: nothing is sent
 * unless it commits, and sending (deliver.ts) happens after, in the background. Nothing is queued while
 * the player has push off or this kind off, nothing promotional to a protected player (self-excluded, in
 * a time-out or a limit's cooling-off: rewards' promotionsWithheld), and in quiet hours a show is dropped
 * while mail and a paid withdrawal wait for the hours to end. Answers how many were queued. Pass
 * `deps.now()` as `now` (the server tests move that clock).
 */
export async function notify(tx: Executor, userId: number, kind: PushKind, payload: PushPayload, now: number = Date.now()): Promise<number> {
  const repo = pushRepo(tx);
  const prefs = await repo.preferences(userId);
  if (!prefs.enabled || !prefs[kind]) return 0;
  const promotional = PROMOTIONAL.has(kind) || payload.promotional === true;
  if (promotional && (await promotionsWithheld(tx, userId, now))) return 0;
  const due = quietEnd({ on: prefs.quietOn, from: prefs.quietFrom, to: prefs.quietTo }, now);
  if (due > now && PROMOTIONAL.has(kind)) return 0;
  const subscriptions = await repo.subscriptions(userId);
  if (subscriptions.length === 0) return 0;
  await tx.insert(pushOutbox).values(
    subscriptions.map((s) => ({
      userId,
      subscriptionId: s.id,
      kind,
      payload: { kind, params: payload.params ?? {}, url: payload.url, lang: s.lang, tag: `${kind}` },
      nextAt: new Date(due),
      ttl: TTL_SECONDS[kind],
    })),
  );
  return subscriptions.length;
}

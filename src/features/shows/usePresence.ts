import { useEffect, useRef } from 'react';
import { Errcode } from '../../../contract/errcodes.ts';
import type { CallResult } from '../../../contract/index.ts';
import { isApiError } from '../../api/ApiError.ts';
import { api } from '../../api/client.ts';

type Ping = CallResult<'livePing'>;

/**
 * The page's presence while a show is on air (docs/shows.md "Counting"): a ping at once when the page
 * is (or becomes) visible, then one every `seconds` while it stays visible; none while hidden. The
 * server decides what each ping is worth (at most one interval, nothing outside the show), so a ping
 * lost costs nothing but its interval; the show's end (9801) stops the pings and asks
 * the page to read the show again.
 */
export function usePresence(showId: number | null, seconds: number, onAnswer: (answer: Ping) => void, onEnded: () => void) {
  const answer = useRef(onAnswer);
  const ended = useRef(onEnded);
  // The latest callbacks, without restarting the pings when the page re-renders.
  useEffect(() => {
    answer.current = onAnswer;
    ended.current = onEnded;
  });

  useEffect(() => {
    if (showId === null) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const ping = () => {
      if (stopped || document.visibilityState !== 'visible') return;
      api('livePing', { showId }).then(
        (result) => !stopped && answer.current(result),
        (error: unknown) => {
          // A lost ping is only a lost interval: the next one goes on time. Over (9801): stop and read the page again.
          if (stopped || !isApiError(error) || error.errcode !== Errcode.liveShowNotLive) return;
          stop();
          ended.current();
        },
      );
    };
    const start = () => {
      if (timer !== undefined) return;
      ping();
      timer = setInterval(ping, seconds * 1000);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    document.addEventListener('visibilitychange', onVisibility);
    onVisibility();
    return () => {
      stopped = true;
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [showId, seconds]);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../i18n/errorMessage.ts';

/**
 * A live page's read: on arrival, again whenever the page is shown (live events sent while the tab was
 * hidden or asleep may have been missed), and on `reload` (a live event the page cannot apply, a
 * change's moment). The answer goes to `onAnswer`, because the page keeps its own state, which its live
 * events also move (useLoad owns its data instead); a failure becomes the translated message. `reload`
 * keeps its identity, and the latest `read` and `onAnswer` are the ones called.
 */
export function useShownLoad<T>(read: () => Promise<T>, onAnswer: (answer: T) => void): { failure: string | null; reload: () => void } {
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef({ read, onAnswer });
  useEffect(() => {
    latest.current = { read, onAnswer };
  });

  const reload = useCallback(() => {
    latest.current.read().then(
      (answer) => {
        latest.current.onAnswer(answer);
        setFailure(null);
      },
      (error: unknown) => setFailure(failureMessage(error)),
    );
  }, []);

  useEffect(() => {
    reload();
    const onShow = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [reload]);

  return { failure, reload };
}

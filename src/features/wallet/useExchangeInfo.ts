import { useCallback, useEffect, useState } from 'react';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';

export type ExchangeInfo = CallResult<'getExchange'>;

/** getExchange for a page: the data, a translated failure, and a reload after a change (answering the fresh data). */
export function useExchangeInfo() {
  const [info, setInfo] = useState<ExchangeInfo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Answers what it loaded (null on failure), so a form can act on the fresh numbers at once.
  const load = useCallback(async (): Promise<ExchangeInfo | null> => {
    try {
      const fresh = await api('getExchange', {});
      setInfo(fresh);
      setFailure(null);
      return fresh;
    } catch (error) {
      setFailure(failureMessage(error));
      return null;
    }
  }, []);
  useEffect(() => {
    let live = true;
    api('getExchange', {})
      .then((result) => {
        if (live) setInfo(result);
      })
      .catch((error: unknown) => {
        if (live) setFailure(failureMessage(error));
      });
    return () => {
      live = false;
    };
  }, []);
  return { info, failure, reload: load };
}

import { useCallback, useEffect, useState } from 'react';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';

export type ExchangeInfo = CallResult<'getExchange'>;

/** getExchange for a page: the data, a translated failure, and a reload after a change. */
export function useExchangeInfo() {
  const [info, setInfo] = useState<ExchangeInfo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setInfo(await api('getExchange', {}));
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
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

import './i18n.ts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FairSeed } from '../../../contract/calls/fairness.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { DrawList } from './DrawList.tsx';
import styles from './fairness.module.css';
import { SeedCard } from './SeedCard.tsx';

// The number game's shared draws (issue 32, docs/lottery.md), verified here too: a chunk of their own.
const LotteryDraws = lazy(() => import('./LotteryDraws.tsx'));

/**
 * /fairness (issue 28, docs/fairness-client.md): the seed pair in use, the rotation with the client
 * seed editor, and every draw verified in the browser by a Web Worker from the revealed seed.
 */
export default function FairnessPage() {
  const { t } = useTranslation('fairness');
  const [state, setState] = useState<{ algorithm: string; active: FairSeed } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A rotation reveals the old seed: the list is read again so its draws verify.
  const [generation, setGeneration] = useState(0);
  const [params] = useSearchParams();
  const lotteryFocus = params.get('lottery');

  const load = useCallback((signal?: AbortSignal) => {
    api('getFairness', {}, { signal }).then(
      ({ algorithm, active }) => setState({ algorithm, active }),
      (error: unknown) => {
        if (!signal?.aborted) setFailure(failureMessage(error));
      },
    );
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/member" />
      <p className={styles.note}>{t('intro')}</p>
      {state ? (
        <SeedCard
          algorithm={state.algorithm}
          active={state.active}
          onRotated={({ active }) => {
            setState({ algorithm: state.algorithm, active });
            setGeneration((n) => n + 1);
          }}
        />
      ) : failure ? (
        <div className={styles.failed}>
          <FormAlert message={`${t('loadFailed')} ${failure}`} />
          <Button
            variant="secondary"
            onClick={() => {
              setFailure(null);
              load();
            }}
          >
            {t('retry')}
          </Button>
        </div>
      ) : (
        <Spinner size={28} />
      )}
      <DrawList key={generation} />
      <Suspense fallback={<Spinner size={28} />}>
        <LotteryDraws focus={lotteryFocus ? Number(lotteryFocus) : null} />
      </Suspense>
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FairDraw } from '../../../contract/calls/fairness.ts';
import { api } from '../../api/client.ts';
import { useCatalog } from '../../shared/games/useCatalog.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { DrawRow, type RowStatus } from './DrawRow.tsx';
import styles from './fairness.module.css';
import { createVerifier } from './verifier.ts';

const PAGE_SIZE = 20;

/** The player's draws, newest first, a page at a time; each revealed draw verified in the worker as it arrives. Remounted after a rotation. */
export function DrawList() {
  const { t } = useTranslation('fairness');
  const catalog = useCatalog();
  const [draws, setDraws] = useState<FairDraw[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [checks, setChecks] = useState<ReadonlyMap<number, RowStatus>>(new Map());
  const verifier = useRef<ReturnType<typeof createVerifier> | null>(null);

  useEffect(() => {
    const own = createVerifier();
    verifier.current = own;
    return () => {
      own.close();
      verifier.current = null;
    };
  }, []);

  const verifyAll = useCallback((list: readonly FairDraw[]) => {
    const own = verifier.current;
    if (!own) return;
    for (const draw of list) {
      setChecks((previous) => new Map(previous).set(draw.id, { status: 'checking' }));
      own.verify(draw).then(
        (result) => setChecks((previous) => new Map(previous).set(draw.id, result)),
        () => verifier.current === own && setChecks((previous) => new Map(previous).set(draw.id, { status: 'error' })),
      );
    }
  }, []);

  const showPage = useCallback(
    (pageNum: number, answer: { list: FairDraw[]; total: number }) => {
      setDraws((previous) => (pageNum === 1 || !previous ? answer.list : [...previous, ...answer.list.filter((d) => !previous.some((p) => p.id === d.id))]));
      setTotal(answer.total);
      setPage(pageNum);
      setFailure(null);
      verifyAll(answer.list);
    },
    [verifyAll],
  );

  const load = async (pageNum: number) => {
    setBusy(true);
    try {
      showPage(pageNum, await api('getFairDraws', { pageNum, pageSize: PAGE_SIZE }));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const controller = new AbortController();
    api('getFairDraws', { pageNum: 1, pageSize: PAGE_SIZE }, { signal: controller.signal }).then(
      (answer) => showPage(1, answer),
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(failureMessage(error));
      },
    );
    return () => controller.abort();
  }, [showPage]);

  return (
    <Card aria-labelledby="fair-draws">
      <h2 id="fair-draws" className={styles.heading}>
        {t('draws.title')}
      </h2>
      {failure ? <FormAlert message={`${t('draws.failed')} ${failure}`} /> : null}
      {!draws && !failure ? <Spinner size={24} /> : null}
      {draws?.length === 0 ? <p className={styles.note}>{t('draws.empty')}</p> : null}
      <ol className={styles.list} data-testid="fair-draws">
        {draws?.map((draw) => (
          <DrawRow key={draw.id} draw={draw} check={checks.get(draw.id) ?? { status: 'checking' }} gameName={(id) => catalog.byId.get(id)?.name} />
        ))}
      </ol>
      {draws && draws.length < total ? (
        <Button variant="secondary" block busy={busy} onClick={() => void load(page + 1)}>
          {t('draws.more')}
        </Button>
      ) : null}
      {failure && !draws ? (
        <Button variant="secondary" onClick={() => void load(1)}>
          {t('retry')}
        </Button>
      ) : null}
    </Card>
  );
}

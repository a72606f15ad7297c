import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './member.module.css';
import './i18n.ts';

type State = CallResult<'retrieveBalance'>;

/** /member/retrieve-balance: coins left in games, and one button that brings them all back to the wallet. */
export default function RetrieveBalancePage() {
  const { t } = useTranslation('member');
  const showToast = useAppStore((s) => s.showToast);
  const [state, setState] = useState<State | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api('retrieveBalance', {}).then(
      (result) => live && setState(result),
      (error: unknown) => live && setFailure(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  const retrieve = async () => {
    setBusy(true);
    try {
      const result = await api('retrieveBalance', { retrieve: true });
      setState(result);
      setFailure(null);
      showToast(result.retrieved > 0 ? { key: 'member:retrieve.done', params: { amount: formatPeso(result.retrieved) }, tone: 'success' } : { key: 'member:retrieve.nothing', tone: 'info' });
      await refreshBalances().catch(() => {});
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const inGames = state?.games.reduce((sum, game) => sum + game.held, 0) ?? 0;
  return (
    <div className={styles.member}>
      <PageHeader title={t('retrieve.title')} fallback="/member" />
      <p className={styles.muted}>{t('retrieve.intro')}</p>
      <FormAlert message={failure} />
      {state ? (
        <Card>
          <dl className={styles.details}>
            <div>
              <dt>{t('retrieve.wallet')}</dt>
              <dd data-testid="retrieve-wallet">{formatPeso(state.coin)}</dd>
            </div>
            <div>
              <dt>{t('retrieve.inGames')}</dt>
              <dd>{formatPeso(inGames)}</dd>
            </div>
          </dl>
          {inGames === 0 ? <p className={styles.muted}>{t('retrieve.none')}</p> : null}
          <Button block busy={busy} onClick={() => void retrieve()}>
            {t('retrieve.button')}
          </Button>
        </Card>
      ) : null}
      {!state && !failure ? <Spinner size={24} /> : null}
    </div>
  );
}

import './i18n.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeboxState } from '../../../contract/calls/safebox.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { useAppStore } from '../../store/index.ts';
import { SafeboxMoveForm, type SafeboxDirection } from './SafeboxMoveForm.tsx';
import { SafeboxPasswordForm, SafeboxResetForm } from './SafeboxPasswordForms.tsx';
import styles from './wallet.module.css';

/**
 * /wallets/safebox: the balance and the safebox side by side (they add up to the total), moves in and
 * out, and the safebox password: set, change, reset by SMS (docs/safebox.md). The figures come from the
 * server after every move, and when another tab moves coin (the live channel updates the balance).
 */
export default function SafeboxPage() {
  const { t } = useTranslation('wallet');
  const [state, setState] = useState<SafeboxState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [direction, setDirection] = useState<SafeboxDirection>('in');
  const [panel, setPanel] = useState<'change' | 'reset' | null>(null);

  const load = useCallback(async () => {
    try {
      const { errcode: _e, msg: _m, ...fresh } = await api('safeboxInfo', {});
      setState(fresh);
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }, []);
  useEffect(() => {
    let live = true;
    api('safeboxInfo', {})
      .then(({ errcode: _e, msg: _m, ...fresh }) => {
        if (live) setState(fresh);
      })
      .catch((error: unknown) => {
        if (live) setFailure(failureMessage(error));
      });
    return () => {
      live = false;
    };
  }, []);
  // Another tab's move (or any balance change the live channel brings) shows here too.
  useEffect(
    () =>
      useAppStore.subscribe((now, before) => {
        if (now.balances?.coin !== before.balances?.coin) void load();
      }),
    [load],
  );

  const saved = (fresh: SafeboxState) => {
    setState(fresh);
    setPanel(null);
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('safebox.title')} fallback="/member" />
      <p className={styles.intro}>{t('safebox.intro')}</p>
      {failure ? (
        <Card>
          <FormAlert message={t('safebox.failed')} />
          <Button variant="secondary" onClick={() => void load()}>
            {t('safebox.retry')}
          </Button>
        </Card>
      ) : null}
      {!state ? (
        failure ? null : <Spinner size={24} />
      ) : (
        <>
          <Card>
            <div className={styles.balance}>
              <span>{t('safebox.coin')}</span>
              <span className={styles.balanceValue} data-testid="safebox-coin">
                {formatPeso(state.coin)}
              </span>
            </div>
            <div className={styles.balance}>
              <span>{t('safebox.safebox')}</span>
              <span className={styles.balanceValue} data-testid="safebox-balance">
                {formatPeso(state.safebox)}
              </span>
            </div>
            <div className={styles.balance}>
              <span>{t('safebox.total')}</span>
              <span className={styles.balanceValue} data-testid="safebox-total">
                {formatPeso(state.coin + state.safebox)}
              </span>
            </div>
          </Card>
          {!state.hasSafeboxPassword ? (
            <Card>
              <h2>{t('safebox.setTitle')}</h2>
              <SafeboxPasswordForm mode="set" state={state} onDone={saved} />
            </Card>
          ) : (
            <>
              <Card>
                {state.lockedUntil !== null ? <FormAlert message={t('safebox.locked', { time: manilaDateTime(state.lockedUntil) })} /> : null}
                {state.lockedUntil === null && state.attemptsLeft < 5 ? <p className={styles.note}>{t('safebox.attemptsLeft', { count: state.attemptsLeft })}</p> : null}
                <Tabs<SafeboxDirection>
                  label={t('safebox.tabs')}
                  items={[
                    { key: 'in', label: t('safebox.in') },
                    { key: 'out', label: t('safebox.out') },
                  ]}
                  active={direction}
                  onChange={setDirection}
                >
                  <SafeboxMoveForm key={direction} direction={direction} state={state} onMoved={load} />
                </Tabs>
              </Card>
              <Card>
                <div className={styles.form}>
                  <Button variant="link" onClick={() => setPanel(panel === 'change' ? null : 'change')}>
                    {panel === 'change' ? t('safebox.hide') : t('safebox.showChange')}
                  </Button>
                  {panel === 'change' ? <SafeboxPasswordForm mode="change" state={state} onDone={saved} /> : null}
                  <Button variant="link" onClick={() => setPanel(panel === 'reset' ? null : 'reset')}>
                    {panel === 'reset' ? t('safebox.hide') : t('safebox.showReset')}
                  </Button>
                  {panel === 'reset' ? (
                    <>
                      <h2>{t('safebox.resetTitle')}</h2>
                      <SafeboxResetForm state={state} onDone={saved} />
                    </>
                  ) : null}
                </div>
              </Card>
            </>
          )}
        </>
      )}
    </div>
  );
}

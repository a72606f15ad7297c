import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PropId } from '../../../contract/enums.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { newRequestId } from '../../shared/requestId.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useAppStore } from '../../store/index.ts';
import { formatPoints, previewCoin } from './format.ts';
import type { PointsInfo } from './PointsPage.tsx';
import styles from './points.module.css';

/**
 * No answer (timeout, offline), an unreadable one or a server failure may follow a committed exchange:
 * the next tap sends the same requestId, so the server answers that exchange instead of making
 * another. Any other answer settles the attempt and the next one gets a new id.
 */
const mayHaveExchanged = (error: unknown) => !isApiError(error) || error.errcode <= 0 || error.errcode === Errcode.internal;

/** The exchange of points for bonus coin: the rate and limits the server gave, the coin an entry buys, refusals translated. */
export function ExchangeForm({ info, onExchanged }: { info: PointsInfo; onExchanged(): void }) {
  const { t } = useTranslation('points');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; needsDeposit: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const requestId = useRef<string | null>(null);
  const { rate } = info;

  if (!info.running || !rate) {
    return (
      <Card aria-labelledby="points-exchange">
        <h2 id="points-exchange" className={styles.sectionTitle}>
          {t('exchange.title')}
        </h2>
        <p className={styles.muted}>{t('exchange.off')}</p>
      </Card>
    );
  }

  const coin = previewCoin(text, rate);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setDone(null);
    const id = (requestId.current ??= newRequestId());
    try {
      const answer = await api('pointsExchange', { points: Number(text.trim()), requestId: id });
      requestId.current = null;
      setText('');
      setDone(t('exchange.done', { points: formatPoints(answer.exchange.points), amount: formatPeso(answer.exchange.coin) }));
      useAppStore.getState().showReward([{ propId: PropId.coin, count: answer.exchange.coin }], answer.locked);
      await refreshBalances().catch(() => undefined);
      onExchanged();
    } catch (error) {
      if (!mayHaveExchanged(error)) requestId.current = null;
      setFailure({ message: failureMessage(error), needsDeposit: isApiError(error) && error.errcode === Errcode.rewardNeedsDeposit });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="points-exchange">
      <h2 id="points-exchange" className={styles.sectionTitle}>
        {t('exchange.title')}
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('exchange.label')}
          value={text}
          onValueChange={(value) => {
            setText(value);
            // A changed entry is a new attempt.
            requestId.current = null;
          }}
          inputMode="numeric"
          autoComplete="off"
          hint={coin !== null ? t('exchange.hint', { amount: formatPeso(coin) }) : t('exchange.hintNone', { min: formatPoints(rate.minPoints), step: formatPoints(rate.pointsPerPeso) })}
        />
        {info.dailyLeft !== null ? <p className={styles.muted}>{t('exchange.dailyLeft', { left: formatPoints(info.dailyLeft) })}</p> : null}
        <p className={styles.muted}>{rate.wagering > 0 ? t('exchange.locked', { multiple: rate.wagering }) : t('exchange.unlocked')}</p>
        {info.hasDeposit ? null : (
          <p className={styles.muted}>
            {t('exchange.needsDeposit')}{' '}
            <Link to="/wallets?name=deposit" className={styles.link}>
              {t('exchange.deposit')}
            </Link>
          </p>
        )}
        {failure ? <FormAlert message={failure.message} /> : null}
        {failure?.needsDeposit && info.hasDeposit ? (
          <Link to="/wallets?name=deposit" className={styles.link}>
            {t('exchange.deposit')}
          </Link>
        ) : null}
        {done ? (
          <p className={styles.done} role="status">
            {done}
          </p>
        ) : null}
        <Button type="submit" block busy={busy} disabled={text.trim() === ''}>
          {t('exchange.submit')}
        </Button>
      </form>
    </Card>
  );
}

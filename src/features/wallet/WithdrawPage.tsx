import './i18n.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { FormSubmit } from '../../shared/forms/FormSubmit.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { PasswordField } from '../../shared/ui/PasswordField.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useAppStore } from '../../store/index.ts';
import { newRequestId } from '../../shared/requestId.ts';
import { channelType, isChannelName, lastDigits, parsePesos, type ChannelName } from './channels.ts';
import { useBankMap } from './useBankMap.ts';
import { amountProblem } from './amountProblem.ts';
import { bonusLockProblem } from './bonusLock.ts';
import { LockedBonus } from './LockedBonus.tsx';
import { errorMessage } from '../../shared/i18n/errorMessage.ts';
import { useExchangeInfo, type ExchangeInfo } from './useExchangeInfo.ts';
import controls from '../../shared/ui/controls.module.css';
import { SandboxRibbon } from './SandboxRibbon.tsx';
import { useStepUp } from '../security/useStepUp.tsx';
import styles from './wallet.module.css';

/** /withdrawal/{gcash|maya|bank}: a withdrawal to one of the player's accounts of that channel. */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const { name } = useParams();
  const channel: ChannelName = isChannelName(name) ? name : 'gcash';
  const { info, failure, reload } = useExchangeInfo();
  const [retrying, setRetrying] = useState(false);
  // A load that timed out or failed is asked again from here: without it the page was a dead end.
  const retry = () => {
    setRetrying(true);
    void reload().finally(() => setRetrying(false));
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('withdraw.title', { channel: t(`channels.${channel}`) })} fallback="/member" />
      <SandboxRibbon />
      {failure ? (
        <Card>
          <FormAlert message={`${t('withdraw.loadFailed')} ${failure}`} />
          <Button variant="secondary" block onClick={retry} busy={retrying}>
            {t('withdraw.retry')}
          </Button>
        </Card>
      ) : null}
      {info ? <WithdrawForm info={info} channel={channel} onDone={() => void reload()} /> : failure ? null : <Spinner size={24} />}
      {info ? <Recent info={info} /> : null}
      <Link to="/wallets/card/list">{t('withdraw.manageAccounts')}</Link>
    </div>
  );
}

function WithdrawForm({ info, channel, onDone }: { info: ExchangeInfo; channel: ChannelName; onDone(): void }) {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const showToast = useAppStore((s) => s.showToast);
  const stepUp = useStepUp();
  const { byId } = useBankMap();
  const cards = info.cards.filter((card) => card.type === channelType(channel));
  const wanted = Number(params.get('card'));
  const form = useForm({ cardId: String(cards.find((card) => card.id === wanted)?.id ?? cards[0]?.id ?? ''), amount: '', safeboxPassword: '' });
  const { values } = form;
  // One id per attempt: a retry after a lost answer is the same request, so it cannot withdraw twice.
  const [requestId, setRequestId] = useState(newRequestId);
  const setAndRenew = (field: 'cardId' | 'amount') => (value: string) => {
    form.set(field)(value);
    setRequestId(newRequestId());
  };
  const channelLabel = t(`channels.${channel}`);

  if (cards.length === 0) {
    return (
      <Card>
        <p>{t(`withdraw.noAccount.${channel}`)}</p>
        <Link to={`/wallets/card/edit?type=${channel}`}>{t(`withdraw.addAccount.${channel}`)}</Link>
      </Card>
    );
  }

  const min = formatPeso(info.minAmount);
  const max = formatPeso(info.maxAmount);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parsePesos(values.amount);
    const problem = amountProblem(values.amount, amount, info.minAmount, info.maxAmount);
    // Bonus coin still locked by wagering cannot be withdrawn: said here, in the server's words, before sending.
    const locked = problem || amount === null ? null : bonusLockProblem(amount, info);
    if (!form.check({ amount: problem ? t(problem.key, problem.values) : locked ? errorMessage(locked) : null })) return;
    void form.run(async () => {
      // Money out asks for a step-up (password or SMS code) when this device has none: the same
      // requestId is sent again after it, so the retry cannot withdraw twice.
      const result = await stepUp.run(() =>
        api('exchange', {
          cardId: Number(values.cardId),
          amount: amount!,
          requestId,
          ...(info.hasSafeboxPassword ? { safeboxPassword: values.safeboxPassword } : {}),
        }),
      );
      showToast({ key: 'wallet:withdraw.requested', params: { amount: formatPeso(result.withdrawal.amount) }, tone: 'success' });
      form.set('amount')('');
      form.set('safeboxPassword')('');
      setRequestId(newRequestId());
      await refreshBalances().catch(() => {});
      onDone();
    });
  };

  return (
    <Card>
      <div className={styles.balance}>
        <span>{t('withdraw.balance')}</span>
        <span className={styles.balanceValue} data-testid="withdrawable">
          {formatPeso(info.withdrawable)}
        </span>
      </div>
      <LockedBonus state={info} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <div>
          <label className={styles.label} htmlFor="withdraw-card">
            {t('withdraw.account')}
          </label>
          <select id="withdraw-card" className={`${controls.flatInput} ${controls.flatInputLarge}`} value={values.cardId} onChange={(event) => setAndRenew('cardId')(event.target.value)}>
            {cards.map((card) => (
              <option key={card.id} value={String(card.id)}>
                {`${byId(card.bankId)?.name ?? channelLabel} •••• ${lastDigits(card.accountNo)} · ${card.accountName}`}
              </option>
            ))}
          </select>
          <FormAlert message={form.error('cardId')} />
        </div>
        <TextField
          label={t('withdraw.amount')}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={values.amount}
          onValueChange={setAndRenew('amount')}
          error={form.error('amount')}
          hint={info.feeBps ? t('withdraw.amountHintFee', { min, max, fee: info.feeBps / 100 }) : t('withdraw.amountHint', { min, max })}
        />
        {info.hasSafeboxPassword ? (
          <PasswordField label={t('withdraw.safeboxPassword')} name="safeboxPassword" value={values.safeboxPassword} onValueChange={form.set('safeboxPassword')} error={form.error('safeboxPassword')} />
        ) : null}
        <p className={styles.note}>
          {info.hasKyc ? null : (
            <>
              {`${t('withdraw.kycNote', { amount: formatPeso(info.kycAmount) })} `}
              <Link to="/member/profile/kyc">{t('withdraw.kycLink')}</Link>{' '}
            </>
          )}
          {t('withdraw.dailyNote', { used: info.todayCount, max: info.dailyCount })}
        </p>
        <FormSubmit form={form}>{t('withdraw.submit')}</FormSubmit>
      </form>
      {stepUp.dialog}
    </Card>
  );
}

function Recent({ info }: { info: ExchangeInfo }) {
  const { t, i18n } = useTranslation('wallet');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card aria-labelledby="withdraw-recent">
      <h2 id="withdraw-recent" className={styles.label}>
        {t('withdraw.recent')}
      </h2>
      {info.recent.length === 0 ? (
        <p className={styles.note}>{t('withdraw.none')}</p>
      ) : (
        <ul className={styles.history}>
          {info.recent.map((item) => (
            <li key={item.id} className={styles.historyRow}>
              <span>
                {formatPeso(item.amount)}
                <span className={styles.cardOwner}>{time.format(item.createdAt)}</span>
              </span>
              <span className={`${styles.status} ${styles[`status_${item.status}`] ?? ''}`}>{t(`withdraw.status.${item.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

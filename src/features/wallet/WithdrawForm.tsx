import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Errcode } from '../../../contract/errcodes.ts';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { FormSubmit } from '../../shared/forms/FormSubmit.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { errorMessage } from '../../shared/i18n/errorMessage.ts';
import { newRequestId } from '../../shared/requestId.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PasswordField } from '../../shared/ui/PasswordField.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import controls from '../../shared/ui/controls.module.css';
import { useAppStore } from '../../store/index.ts';
import { useStepUp } from '../security/useStepUp.tsx';
import { amountProblem } from './amountProblem.ts';
import { bonusLockProblem, forfeitTerms, forfeitTermsOf, type ForfeitTerms } from './bonusLock.ts';
import { channelType, lastDigits, parsePesos, type ChannelName } from './channels.ts';
import { ForfeitDialog } from './ForfeitDialog.tsx';
import { KycNote, useKycStatus } from './KycNote.tsx';
import { LockedBonus } from './LockedBonus.tsx';
import { WithdrawHolds } from './WithdrawHolds.tsx';
import { useBankMap } from './useBankMap.ts';
import type { ExchangeInfo } from './useExchangeInfo.ts';
import styles from './wallet.module.css';

/**
 * A withdrawal to one of the player's accounts of a channel. While a bonus balance is held, sending
 * first asks the player to confirm its forfeit (ForfeitDialog), and so does a 2008 answer; the KYC limit
 * is said once, under the amount.
 */
export function WithdrawForm({ info, channel, reload }: { info: ExchangeInfo; channel: ChannelName; reload(): Promise<ExchangeInfo | null> }) {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const showToast = useAppStore((s) => s.showToast);
  const withdrawOnly = useAppStore((s) => s.withdrawOnlyUntil !== null);
  const stepUp = useStepUp();
  const { byId } = useBankMap();
  const kycStatus = useKycStatus(info.hasKyc);
  const cards = info.cards.filter((card) => card.type === channelType(channel));
  const wanted = Number(params.get('card'));
  const form = useForm({ cardId: String(cards.find((card) => card.id === wanted)?.id ?? cards[0]?.id ?? ''), amount: '', safeboxPassword: '' });
  const { values } = form;
  // One id per attempt: a retry after a lost answer is the same request, so it cannot withdraw twice.
  const [requestId, setRequestId] = useState(newRequestId);
  // The amount is above the KYC limit (checked here, or the server's 2002): the KYC note says so, once.
  const [kycBlocked, setKycBlocked] = useState(false);
  // The forfeit to confirm before sending, for this amount.
  const [forfeit, setForfeit] = useState<{ amount: number; terms: ForfeitTerms } | null>(null);
  const setAndRenew = (field: 'cardId' | 'amount') => (value: string) => {
    form.set(field)(value);
    setRequestId(newRequestId());
    setKycBlocked(false);
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

  const send = (amount: number, forfeitBonus: boolean) =>
    void form.run(async () => {
      try {
        // Money out asks for a step-up (password or SMS code) when this device has none: the same
        // requestId is sent again after it, so the retry cannot withdraw twice.
        const result = await stepUp.run(() =>
          api('exchange', {
            cardId: Number(values.cardId),
            amount,
            requestId,
            ...(info.hasSafeboxPassword ? { safeboxPassword: values.safeboxPassword } : {}),
            ...(forfeitBonus ? { forfeitBonus: true } : {}),
          }),
        );
        showToast({ key: 'wallet:withdraw.requested', params: { amount: formatPeso(result.withdrawal.amount) }, tone: 'success' });
        form.set('amount')('');
        form.set('safeboxPassword')('');
        setRequestId(newRequestId());
        await refreshBalances().catch(() => {});
        await reload();
      } catch (error) {
        if (!isApiError(error)) throw error;
        // A bonus balance appeared since the page loaded (another tab, a claim): the same confirmation,
        // on the fresh numbers. Nothing was changed, so the same requestId is sent when confirmed.
        if (error.errcode === Errcode.bonusForfeitUnconfirmed) {
          const fresh = await reload();
          setForfeit({ amount, terms: (fresh && forfeitTerms(fresh)) ?? forfeitTermsOf(error.params) });
          return;
        }
        if (error.errcode === Errcode.kycRequired) {
          setKycBlocked(true);
          return;
        }
        if (error.errcode === Errcode.bonusLocked) void reload();
        throw error;
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parsePesos(values.amount);
    const problem = amountProblem(values.amount, amount, info.minAmount, info.maxAmount);
    // Only the cash can be withdrawn: said here, in the server's words, before sending.
    const locked = problem || amount === null ? null : bonusLockProblem(amount, info);
    if (!form.check({ amount: problem ? t(problem.key, problem.values) : locked ? errorMessage(locked) : null }) || amount === null) return;
    if (amount > info.kycAmount && !info.hasKyc) {
      setKycBlocked(true);
      return;
    }
    const terms = forfeitTerms(info);
    if (terms) setForfeit({ amount, terms });
    else send(amount, false);
  };

  const min = formatPeso(info.minAmount);
  const max = formatPeso(info.maxAmount);
  return (
    <Card>
      <div className={styles.balance}>
        <span>{t('withdraw.balance')}</span>
        <span className={styles.balanceValue} data-testid="withdrawable">
          {formatPeso(info.withdrawable)}
        </span>
      </div>
      <LockedBonus state={info} withdrawOnly={withdrawOnly} />
      <WithdrawHolds info={info} />
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
        <KycNote status={kycStatus} kycAmount={info.kycAmount} blocked={kycBlocked} />
        {info.hasSafeboxPassword ? (
          <PasswordField label={t('withdraw.safeboxPassword')} name="safeboxPassword" value={values.safeboxPassword} onValueChange={form.set('safeboxPassword')} error={form.error('safeboxPassword')} />
        ) : null}
        <p className={styles.note}>{t('withdraw.dailyNote', { used: info.todayCount, max: info.dailyCount })}</p>
        <FormSubmit form={form}>{t('withdraw.submit')}</FormSubmit>
      </form>
      {forfeit ? (
        <ForfeitDialog
          amount={forfeit.amount}
          terms={forfeit.terms}
          onKeep={() => setForfeit(null)}
          onConfirm={() => {
            setForfeit(null);
            send(forfeit.amount, true);
          }}
        />
      ) : null}
      {stepUp.dialog}
    </Card>
  );
}

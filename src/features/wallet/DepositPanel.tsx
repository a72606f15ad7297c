import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AppConfig } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { FormSubmit } from '../../shared/forms/FormSubmit.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useAppStore } from '../../store/index.ts';
import { amountProblem } from './amountProblem.ts';
import BankBonusNote from './BankBonusNote.tsx';
import { CouponChoice, useDepositCoupons } from './CouponChoice.tsx';
import { FirstDepositChoice, useFirstDepositOffer } from './FirstDepositChoice.tsx';
import { newRequestId } from '../../shared/requestId.ts';
import { parsePesos } from './channels.ts';
import { channelMinimum, defaultAmount, depositAmounts, depositChannels, type DepositChannel } from './depositOptions.ts';
import { useConfigKeys } from './useConfigKeys.ts';
import styles from './wallet.module.css';

const KEYS = ['rechargeTypeMap', 'rechargeItemMap', 'minRechargeStatus', 'couponMaxBonus'] as const;
/** The server's largest single deposit (server/config/rules.ts deposit.maxAmount). */
const MAX_DEPOSIT = 5_000_000;

/** The deposit tab: a channel, an offered or typed amount, then the provider's checkout page. */
export function DepositPanel() {
  const { t } = useTranslation('wallet');
  const { rechargeTypeMap, rechargeItemMap, minRechargeStatus, couponMaxBonus } = useConfigKeys(KEYS);
  if (!rechargeTypeMap || !rechargeItemMap) return <Spinner size={24} />;
  const channels = depositChannels(rechargeTypeMap);
  if (channels.length === 0) return <FormAlert tone="info" message={t('deposit.noChannels')} />;
  return <DepositForm channels={channels} items={rechargeItemMap} minRechargeStatus={minRechargeStatus ?? true} couponCap={couponMaxBonus} />;
}

function DepositForm({ channels, items, minRechargeStatus, couponCap }: { channels: DepositChannel[]; items: AppConfig['rechargeItemMap']; minRechargeStatus: boolean; couponCap: number | undefined }) {
  const { t } = useTranslation('wallet');
  const totalRecharge = useAppStore((s) => s.userInfo?.totalRecharge ?? 0);
  const [channelId, setChannelId] = useState(channels[0]!.id);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;
  const minimum = channelMinimum(channel, minRechargeStatus, totalRecharge);
  const offered = depositAmounts(items, channel, minimum);
  const [picked, setPicked] = useState<number | null>(defaultAmount(offered)?.price ?? null);
  const form = useForm({ custom: '', amount: '', typeId: '', couponId: '', firstDeposit: '' });
  const coupons = useDepositCoupons();
  const [couponId, setCouponId] = useState<number | null>(null);
  // The first-deposit offer: ticked when the player came from the offer (`&offer=first-deposit`).
  const offer = useFirstDepositOffer();
  const [params] = useSearchParams();
  const [firstDeposit, setFirstDeposit] = useState(params.get('offer') === 'first-deposit');
  const withOffer = firstDeposit && offer?.applies === true;
  const [requestId, setRequestId] = useState(newRequestId);
  const [leaving, setLeaving] = useState(false);

  const custom = form.values.custom.trim();
  const typed = custom ? parsePesos(custom) : null;
  // A typed amount is checked as the server would, as it is typed (0 and too little name the channel's
  // minimum): the problem shows under the field and the button stays disabled, never active and idle.
  const problem = custom ? amountProblem(custom, typed, minimum, MAX_DEPOSIT) : null;
  const amount = custom ? (problem ? null : typed) : picked !== null && picked >= minimum ? picked : null;
  const choose = (next: { channel?: number; picked?: number | null }) => {
    if (next.channel !== undefined) setChannelId(next.channel);
    if (next.picked !== undefined) {
      setPicked(next.picked);
      form.set('custom')('');
    }
    setRequestId(newRequestId());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({ custom: problem ? t(problem.key, problem.values) : null }) || amount === null) return;
    void form.run(async () => {
      const { order } = await api('recharge', { typeId: channel.id, amount, requestId, ...(couponId !== null ? { couponId } : {}), ...(withOffer ? { firstDeposit: true } : {}) });
      setLeaving(true);
      window.location.assign(order.payUrl);
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ChoiceGroup
        name="depositChannel"
        legend={t('deposit.channel')}
        legendClassName={styles.legend}
        choices={channels.map((c) => ({ value: c.id, label: c.name }))}
        value={channel.id}
        onChange={(id) => choose({ channel: id, picked: null })}
        className={styles.channels}
        choiceClassName={styles.channel}
      />
      <ChoiceGroup
        name="depositAmount"
        legend={t('deposit.amounts')}
        legendClassName={styles.legend}
        choices={offered.map((item) => ({ value: item.price, label: formatPeso(item.price) }))}
        value={custom ? null : picked}
        onChange={(price) => choose({ picked: price })}
        className={styles.amounts}
        choiceClassName={styles.amountChip}
      />
      <TextField
        label={t('deposit.custom')}
        name="custom"
        inputMode="numeric"
        autoComplete="off"
        value={form.values.custom}
        onValueChange={(value) => {
          form.set('custom')(value);
          setRequestId(newRequestId());
        }}
        error={problem ? t(problem.key, problem.values) : (form.error('custom') ?? form.error('amount'))}
        hint={t('deposit.customHint', { min: formatPeso(minimum), max: formatPeso(MAX_DEPOSIT) })}
      />
      <CouponChoice
        coupons={coupons}
        chosen={couponId}
        onChoose={(id) => {
          setCouponId(id);
          setRequestId(newRequestId());
        }}
        amount={amount}
        cap={couponCap}
      />
      <FirstDepositChoice
        offer={offer}
        chosen={firstDeposit}
        onChoose={(on) => {
          setFirstDeposit(on);
          setRequestId(newRequestId());
        }}
        amount={amount}
      />
      {/* The bank promotion's bonus for a bank channel (docs/bankpromo.md). */}
      <BankBonusNote typeId={channel.id} amount={amount} />
      <FormAlert message={form.error('typeId') ?? form.error('couponId') ?? form.error('firstDeposit')} />
      {leaving ? <FormAlert tone="info" message={t('deposit.redirecting', { channel: channel.name })} /> : null}
      <FormSubmit form={{ ...form, busy: form.busy || leaving }} disabled={amount === null}>
        {amount !== null ? t('deposit.submit', { amount: formatPeso(amount) }) : t('deposit.submitNone')}
      </FormSubmit>
    </form>
  );
}

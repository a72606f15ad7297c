import './i18n.ts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { FormSubmit } from '../../shared/forms/FormSubmit.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useAppStore } from '../../store/index.ts';
import { channelName, channelNames, channelType, isChannelName, isEwallet, type ChannelName } from './channels.ts';
import { useBankMap } from './useBankMap.ts';
import { useConfigKeys } from './useConfigKeys.ts';
import { useExchangeInfo, type ExchangeInfo } from './useExchangeInfo.ts';
import controls from '../../shared/ui/controls.module.css';
import { useStepUp } from '../security/useStepUp.tsx';
import styles from './wallet.module.css';
import '../../shared/i18n/errorTexts.ts';

/**
 * /wallets/card/edit: adds a withdrawal account, or edits one (?id=). `?type=gcash|maya|bank`
 * preselects the channel, e.g. when the withdraw page sends the player here.
 */
export default function CardEditPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { info, failure } = useExchangeInfo();
  const card = info?.cards.find((c) => c.id === id);
  const preset = params.get('type') ?? undefined;

  return (
    <div className={styles.page}>
      <PageHeader title={t(id ? 'edit.editTitle' : 'edit.addTitle')} fallback="/wallets/card/list" />
      <FormAlert message={failure ?? (info && id && !card ? t('errors:wallet.cardNotFound') : null)} />
      {!info ? failure ? null : <Spinner size={24} /> : id && !card ? null : <CardForm key={card?.id ?? 'new'} card={card} preset={isChannelName(preset) ? preset : 'gcash'} />}
    </div>
  );
}

function CardForm({ card, preset }: { card?: ExchangeInfo['cards'][number]; preset: ChannelName }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  const stepUp = useStepUp();
  const holdHours = useConfigKeys(['withdrawConfig'] as const).withdrawConfig?.newCardHoldHours;
  const banks = useBankMap().banks ?? [];
  const length = useAppStore((s) => s.appConfig?.lengths?.withdrawAccount) ?? { min: 10, max: 20 };
  const form = useForm({
    channel: card ? channelName(card.type) : preset,
    bankId: card?.bankId ? String(card.bankId) : '',
    accountName: card?.accountName ?? '',
    accountNo: card?.accountNo ?? '',
  });
  const { values } = form;
  const channel = values.channel as ChannelName;
  const type = channelType(channel);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      accountName: values.accountName.trim() ? null : t('errors:fieldRequired'),
      accountNo: values.accountNo.trim() ? null : t('errors:fieldRequired'),
      bankId: isEwallet(type) || values.bankId ? null : t('edit.bankChoose'),
    });
    if (!ok) return;
    const fields = { type, accountName: values.accountName, accountNo: values.accountNo, ...(isEwallet(type) ? {} : { bankId: Number(values.bankId) }) };
    void form.run(async () => {
      // A card decides where money goes: the server asks for a step-up (password or SMS code) first.
      if (card) await stepUp.run(() => api('modifyBankInfo', { id: card.id, ...fields }));
      else await stepUp.run(() => api('addBankInfo', fields));
      showToast({ key: 'wallet:edit.saved', tone: 'success' });
      void navigate('/wallets/card/list', { replace: true });
    });
  };

  return (
    <Card>
      <form className={styles.form} onSubmit={submit} noValidate>
        <ChoiceGroup
          name="channel"
          legend={t('edit.channel')}
          legendClassName={styles.legend}
          choices={channelNames.map((name) => ({
            value: name,
            label: (
              <>
                <Icon name={name === 'bank' ? 'bank' : 'wallet'} size={22} />
                {t(`channels.${name}`)}
              </>
            ),
          }))}
          value={channel}
          onChange={(name) => form.set('channel')(name)}
          className={styles.channels}
          choiceClassName={styles.channel}
        />
        {isEwallet(type) ? null : (
          <div>
            <label className={styles.label} htmlFor="wallet-bank">
              {t('edit.bank')}
            </label>
            <select id="wallet-bank" className={`${controls.flatInput} ${controls.flatInputLarge}`} value={values.bankId} onChange={(event) => form.set('bankId')(event.target.value)} aria-invalid={form.error('bankId') ? true : undefined}>
              <option value="">{t('edit.bankChoose')}</option>
              {banks.map((bank) => (
                <option key={bank.id} value={String(bank.id)}>
                  {bank.name}
                </option>
              ))}
            </select>
            <FormAlert message={form.error('bankId')} />
          </div>
        )}
        <TextField
          label={t('edit.accountName')}
          name="accountName"
          autoComplete="name"
          value={values.accountName}
          onValueChange={form.set('accountName')}
          error={form.error('accountName')}
          hint={t('edit.accountNameHint')}
        />
        <TextField
          label={t(isEwallet(type) ? 'edit.ewalletNumber' : 'edit.bankNumber')}
          name="accountNo"
          inputMode="numeric"
          autoComplete="off"
          value={values.accountNo}
          onValueChange={form.set('accountNo')}
          error={form.error('accountNo')}
          hint={isEwallet(type) ? t('edit.ewalletNumberHint', { channel: t(`channels.${channel}`) }) : t('edit.bankNumberHint', length)}
        />
        <FormSubmit form={form}>{t('edit.save')}</FormSubmit>
      </form>
      {holdHours ? <p className={styles.note}>{t('edit.holdNote', { hours: holdHours })}</p> : null}
      {stepUp.dialog}
    </Card>
  );
}

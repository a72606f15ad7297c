import './i18n.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { isChannelName, type ChannelName } from './channels.ts';
import { SandboxRibbon } from './SandboxRibbon.tsx';
import { useExchangeInfo } from './useExchangeInfo.ts';
import { WithdrawForm } from './WithdrawForm.tsx';
import { WithdrawRecent } from './WithdrawRecent.tsx';
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
      {info ? <WithdrawForm info={info} channel={channel} reload={reload} /> : failure ? null : <Spinner size={24} />}
      {info ? <WithdrawRecent recent={info.recent} /> : null}
      <Link to="/wallets/card/list">{t('withdraw.manageAccounts')}</Link>
    </div>
  );
}

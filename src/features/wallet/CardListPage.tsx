import './i18n.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../store/index.ts';
import { channelName, isEwallet, lastDigits } from './channels.ts';
import { useBankMap } from './useBankMap.ts';
import { useExchangeInfo, type ExchangeInfo } from './useExchangeInfo.ts';
import { useStepUp } from '../security/useStepUp.tsx';
import styles from './wallet.module.css';

type CardInfo = ExchangeInfo['cards'][number];

/** /wallets/card/list (and /v2): the player's withdrawal accounts, to add, edit, remove or withdraw to. */
export default function CardListPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { info, failure, reload } = useExchangeInfo();
  const [removing, setRemoving] = useState<CardInfo | null>(null);

  return (
    <div className={styles.page}>
      <PageHeader title={t('cards.title')} fallback="/member" />
      <p className={styles.intro}>{t('cards.intro')}</p>
      <FormAlert message={failure} />
      {!info ? (
        failure ? null : <Spinner size={24} />
      ) : (
        <>
          {info.cards.length === 0 ? <Card>{t('cards.empty')}</Card> : <CardItems cards={info.cards} onRemove={setRemoving} />}
          {info.cards.length < info.maxCards ? (
            <Button block icon={<Icon name="plus" size={20} />} onClick={() => void navigate('/wallets/card/edit')}>
              {t('cards.add')}
            </Button>
          ) : null}
          <p className={styles.note}>{t('cards.limit', { max: info.maxCards })}</p>
        </>
      )}
      {removing ? (
        <RemoveDialog
          card={removing}
          onDone={() => {
            setRemoving(null);
            void reload();
          }}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}

function CardItems({ cards, onRemove }: { cards: CardInfo[]; onRemove(card: CardInfo): void }) {
  const { t, i18n } = useTranslation('wallet');
  // When the list was drawn: a card still waiting shows from when payouts to it are possible.
  const [drawnAt] = useState(() => Date.now());
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { byId } = useBankMap();
  return (
    <ul className={styles.cards}>
      {cards.map((card) => {
        const channel = channelName(card.type);
        const title = isEwallet(card.type) ? t(`channels.${channel}`) : (byId(card.bankId)?.name ?? t('channels.bank'));
        return (
          <li key={card.id} className={styles.card} aria-label={`${title} ${t('cards.numberEnding', { last: lastDigits(card.accountNo) })}`}>
            <span className={styles.cardIcon}>
              <Icon name={isEwallet(card.type) ? 'wallet' : 'bank'} size={22} />
            </span>
            <span>
              <span className={styles.cardTitle}>{title}</span>
              <span className={styles.cardMeta}> •••• {lastDigits(card.accountNo)}</span>
              <span className={styles.cardOwner}>
                {t('cards.owner', { name: card.accountName })}
              </span>
              {card.payoutFrom > drawnAt ? (
                <span className={styles.cardOwner} data-testid="payout-from">
                  {t('cards.payoutFrom', { time: time.format(card.payoutFrom) })}
                </span>
              ) : null}
            </span>
            <span className={styles.cardActions}>
              <Link to={`/withdrawal/${channel}?card=${card.id}`}>{t('cards.withdraw')}</Link>
              <Link to={`/wallets/card/edit?id=${card.id}`}>{t('cards.edit')}</Link>
              <Button variant="ghost" size="sm" icon={<Icon name="trash" size={16} />} onClick={() => onRemove(card)}>
                {t('cards.remove')}
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function RemoveDialog({ card, onDone, onCancel }: { card: CardInfo; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('wallet');
  const showToast = useAppStore((s) => s.showToast);
  const stepUp = useStepUp();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    try {
      await stepUp.run(() => api('delUserBank', { id: card.id }));
      showToast({ key: 'wallet:cards.removed', tone: 'success' });
      onDone();
    } catch (error) {
      setFailure(failureMessage(error));
      setBusy(false);
    }
  };
  return (
    <>
    <Modal title={t('cards.removeTitle')} variant="center" onClose={onCancel}>
      <p>{t('cards.removeBody', { channel: t(`channels.${channelName(card.type)}`), number: `•••• ${lastDigits(card.accountNo)}` })}</p>
      <FormAlert message={failure} />
      <Button variant="danger" block busy={busy} onClick={() => void remove()}>
        {t('cards.removeConfirm')}
      </Button>
    </Modal>
    {stepUp.dialog}
    </>
  );
}

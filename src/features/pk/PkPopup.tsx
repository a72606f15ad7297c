import './i18n.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { PopupFrame } from '../popups/PopupFrame.tsx';
import styles from '../popups/popups.module.css';
import type { StartPopupProps } from '../popups/registry.ts';

/**
 * Red versus blue's start popup (spec §4, last in the order; the sign-in popup marks it shown): a round
 * to join, its prize pool, a way to the page. With nothing to offer (no round scheduled or open, joined
 * already, a protected player) it closes at once. Lazy: its chunk and texts load only when it shows.
 */
export default function PkPopup({ onClose }: StartPopupProps) {
  const { t } = useTranslation('pk');
  const { data, failure } = useLoad(() => api('pkData', {}));
  const round = data?.round;
  const offer = Boolean(round && (round.state === 'scheduled' || round.state === 'open') && !data?.camp && !data?.withheld);

  useEffect(() => {
    if (failure || (data && !offer)) onClose();
  }, [data, failure, offer, onClose]);
  if (!round || !offer) return null;

  return (
    <PopupFrame
      title={t('popup.title')}
      onClose={onClose}
      later={t('popup.later')}
      link={{ to: '/activity/redpkblue', label: t('popup.open') }}
    >
      <p className={styles.body}>{t('popup.body')}</p>
      <p className={styles.body}>{t('pool', { amount: formatPeso(round.pool) })}</p>
    </PopupFrame>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiamondAddup } from '../../../contract/calls/diamonds.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import { refreshBalances } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './diamonds.module.css';

/** The cumulative-spend awards: each locked until its threshold, then claimable once (the red dot), then claimed. */
export function AddupAwards({ awards, spent, onClaimed }: { awards: DiamondAddup[]; spent: number; onClaimed(): void }) {
  const { t } = useTranslation('diamonds');
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (awards.length === 0) return null;
  const claim = async (award: DiamondAddup) => {
    setBusy(award.id);
    setFailure(null);
    try {
      const answer = await api('receiveAddupAwardById', { id: award.id });
      useAppStore.getState().showReward(answer.items);
      await refreshBalances().catch(() => undefined);
      onClaimed();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card aria-labelledby="diamond-addup">
      <h2 id="diamond-addup" className={styles.sectionTitle}>
        {t('addup.title')}
      </h2>
      <p className={styles.muted}>{t('addup.hint')}</p>
      {failure ? <FormAlert message={failure} /> : null}
      <ul className={styles.rows}>
        {awards.map((award) => (
          <li key={award.id} className={styles.row}>
            <div>
              <p className={styles.itemName}>{t('addup.at', { count: award.threshold })}</p>
              <RewardItems items={award.items} />
            </div>
            {award.state === 'claimable' ? (
              <Button size="sm" busy={busy === award.id} onClick={() => void claim(award)}>
                {t('addup.claim')}
              </Button>
            ) : (
              <span className={styles.muted}>{award.state === 'claimed' ? t('addup.claimed') : t('addup.locked', { left: award.threshold - spent })}</span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

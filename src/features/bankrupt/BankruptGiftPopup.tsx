import '../../shared/rewards/i18n.ts';
import './i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { awardLine, clock, serverNow, type Gift } from './giftWatch.ts';
import own from './bankrupt.module.css';

/** The device's clock, ticking each second while the popup is open (the countdowns). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The bankruptcy gift popup (spec §2, §3, §4): today's valid bets, the countdown to the end of this
 * bankruptcy's claim window and to the day's end, and each award claimable (Claim), claimed, or
 * waiting for valid bets ("bet ₱X more today"). A claim shows the reward popup and asks again; the
 * host closes this popup once the player is no longer bankrupt. Opened from the bonus centre by a
 * player who is not bankrupt, it says how the gift works instead: the same awards, none claimable.
 */
export default function BankruptGiftPopup({ gift, onClose, onReload }: { gift: Gift; onClose(): void; onReload(): void }) {
  const { t } = useTranslation('bankrupt');
  const claim = useClaim(onReload);
  const now = serverNow(gift, useNow());
  const { info } = gift;
  const windowLeft = info.canReceiveLastMs - now;
  const open = info.bankrupt && windowLeft > 0;

  // When the window closes with the popup open, the server's answer turns the claims off.
  useEffect(() => {
    const left = gift.info.canReceiveLastMs - serverNow(gift, Date.now());
    if (left <= 0) return;
    const timer = setTimeout(onReload, left + 500);
    return () => clearTimeout(timer);
  }, [gift, onReload]);

  return (
    <Modal title={t('title')} onClose={onClose} variant="center" hero={<Icon name="gift" size={48} />}>
      <p className={styles.popupText}>{info.bankrupt ? t('intro') : t('howItWorks')}</p>
      <div className={own.clocks}>
        {open ? (
          <span className={own.clock} data-testid="bankrupt-window">
            {t('claimWithin', { time: clock(windowLeft) })}
          </span>
        ) : info.bankrupt ? (
          <span className={own.clock}>{t('timeUp')}</span>
        ) : null}
        <span className={styles.muted}>{t('endsIn', { time: clock(info.gift2LastMs - now) })}</span>
        <span className={styles.muted} data-testid="bankrupt-bets">
          {t('todayBets', { amount: formatPeso(info.currBet) })}
        </span>
      </div>
      <ul className={styles.rows} aria-label={t('awards')}>
        {info.awardList.map((award, index) => {
          const line = awardLine(award, info.currBet);
          return (
            <li key={award.id} className={styles.row} data-testid={`bankrupt-award-${award.id}`}>
              <div className={styles.rowMain}>
                <span className={styles.rowTitle}>{t('gift', { n: index + 1 })}</span>
                <RewardItems items={[{ propId: award.propId, count: award.count }]} />
                <span className={styles.muted}>{line.kind === 'betMore' ? t('betMore', { amount: formatPeso(line.more) }) : t('afterBets', { amount: formatPeso(award.validBet) })}</span>
              </div>
              {line.kind === 'claimed' ? (
                <span className={styles.badge}>{t('claimed')}</span>
              ) : (
                <Button
                  size="sm"
                  disabled={line.kind !== 'claimable'}
                  busy={claim.busy === `award-${award.id}`}
                  onClick={() => void claim.run(`award-${award.id}`, () => api('receiveBankruptGiftAward', { id: award.id }))}
                >
                  {line.kind === 'claimable' ? t('claim') : t('notYet')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ClaimError failure={claim.failure} />
      <div className={styles.popupActions}>
        <Button block variant="secondary" onClick={onClose}>
          {open ? t('later') : t('close')}
        </Button>
      </div>
    </Modal>
  );
}

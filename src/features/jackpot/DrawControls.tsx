import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JackpotInfo } from '../../../contract/index.ts';
import { formatAmount } from '../../shared/format/amount.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './jackpot.module.css';
import { useDraw } from './useDraw.ts';

/** What the player still needs for a draw (spec §5 hint bubbles), or nothing. */
function Hint({ info }: { info: JackpotInfo }) {
  const { t } = useTranslation('jackpot');
  if (info.needDeposit > 0) {
    return (
      <p className={styles.hint} role="note">
        {t('draw.needDeposit', { amount: formatAmount(info.needDeposit) })}{' '}
        <Link to="/wallets?name=deposit&back=1" className={styles.hintLink}>
          {t('draw.topUp')}
        </Link>
      </p>
    );
  }
  if (info.needTyping > 0) {
    return (
      <p className={styles.hint} role="note">
        {t('draw.needBet', { amount: formatAmount(info.needTyping) })}
      </p>
    );
  }
  return null;
}

/** The draw button (works only with canReceiveDrawChance, spec §5), chances and hints. */
export function DrawControls({ info }: { info: JackpotInfo }) {
  const { t } = useTranslation('jackpot');
  const signedIn = useAppStore((s) => s.token !== null);
  const drawing = useAppStore((s) => s.jackpotDraw !== null && !s.jackpotDraw.finished);
  const { draw, busy, failure } = useDraw();

  if (!info.running) return <p className={styles.closed}>{t('draw.notRunning')}</p>;
  if (!signedIn) {
    return (
      <div className={styles.controls}>
        <Button block onClick={() => useAppStore.getState().openAuthModal({ kind: 'login' })}>
          {t('draw.signIn')}
        </Button>
      </div>
    );
  }
  const inFlight = busy || drawing;
  return (
    <div className={styles.controls}>
      <p className={styles.chances} data-testid="jackpot-chances">
        {info.chanceSize > 0 ? t('draw.chances', { count: info.chanceSize }) : t('draw.none')}
      </p>
      <Button block busy={busy} disabled={!info.canReceiveDrawChance || inFlight} onClick={() => void draw()}>
        {inFlight ? t('draw.drawing') : t('draw.action')}
      </Button>
      {info.canReceiveDrawChance || inFlight ? null : <Hint info={info} />}
      <FormAlert message={failure} />
    </div>
  );
}

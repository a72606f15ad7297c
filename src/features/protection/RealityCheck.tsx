import './i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RealityCheck as Check } from '../../../contract/calls/protection.ts';
import { api } from '../../api/client.ts';
import { formatSignedPeso } from '../../shared/format/amount.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import styles from './protection.module.css';

/** Without a running session the clock is asked again this often (a first stake starts one). */
const IDLE_POLL_MS = 60_000;

/**
 * The reality check (DESIGN §8), mounted while a real-money game is open (lazy, with the game): the
 * server keeps the session clock; when its next check is due a blocking popup shows the time played
 * and the session's net result, with "keep playing" (the next check a full interval later) and
 * "stop" (leaves the game).
 */
export default function RealityCheck() {
  const { t } = useTranslation('protection');
  const navigate = useNavigate();
  const [due, setDue] = useState<Check | null>(null);

  // While no check is showing, ask the server's clock and wait until the next check is due.
  useEffect(() => {
    if (due) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      api('realityCheck', {}).then(
        (check) => {
          if (!live) return;
          const wait = check.nextCheckAt === null ? IDLE_POLL_MS : check.nextCheckAt - Date.now();
          if (check.active && wait <= 0) setDue(check);
          else timer = setTimeout(poll, Math.min(Math.max(wait, 1_000), IDLE_POLL_MS * 5));
        },
        () => {
          if (live) timer = setTimeout(poll, IDLE_POLL_MS);
        },
      );
    };
    poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [due]);

  if (!due) return null;
  const keepPlaying = async () => {
    await api('realityCheckContinue', {}).catch(() => undefined);
    setDue(null);
  };
  return (
    <Modal title={t('reality.popupTitle')} variant="center">
      <p>{t('reality.popupBody', { minutes: due.minutesPlayed, net: formatSignedPeso(due.net) })}</p>
      <div className={styles.actions}>
        <Button onClick={() => void keepPlaying()}>{t('reality.keepPlaying')}</Button>
        <Button variant="secondary" onClick={() => void navigate('/', { replace: true })}>
          {t('reality.stop')}
        </Button>
      </div>
    </Modal>
  );
}

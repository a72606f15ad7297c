import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionSummary } from '../../../contract/calls/security.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../store/index.ts';
import { isStepUpRequired } from './stepUp.ts';
import { useStepUp } from './useStepUp.tsx';
import styles from './security.module.css';

/** The player's signed-in devices, this one first, and "Sign out other devices" (behind a step-up). */
export function SessionsList() {
  const { t, i18n } = useTranslation('security');
  const showToast = useAppStore((s) => s.showToast);
  const stepUp = useStepUp();
  const [list, setList] = useState<SessionSummary[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const load = useCallback(async () => {
    try {
      setList((await api('securitySessions', {})).list);
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }, []);
  useEffect(() => {
    let live = true;
    api('securitySessions', {}).then(
      (result) => live && setList(result.list),
      (error: unknown) => live && setFailure(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  const signOutOthers = async () => {
    setBusy(true);
    try {
      const { revoked } = await stepUp.run(() => api('securitySignOutOthers', {}));
      showToast({ key: 'security:sessions.signedOutOthers', params: { count: revoked }, tone: 'success' });
      await load();
    } catch (error) {
      if (!isStepUpRequired(error)) setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="security-sessions">
      <h2 id="security-sessions" className={styles.heading}>
        {t('sessions.title')}
      </h2>
      <p className={styles.note}>{t('sessions.intro')}</p>
      <FormAlert message={failure} />
      {list ? (
        <ul className={styles.list} data-testid="sessions">
          {list.map((session) => (
            <li key={session.id} className={styles.row}>
              <span className={styles.rowTitle}>
                {session.device}
                {session.current ? <span className={styles.badge}>{t('sessions.current')}</span> : null}
              </span>
              <span className={styles.meta}>
                {session.ip} · {t('sessions.lastUsed', { time: time.format(session.lastUsedAt) })}
              </span>
              <span className={styles.meta}>{t('sessions.signedIn', { time: time.format(session.createdAt) })}</span>
            </li>
          ))}
        </ul>
      ) : failure ? null : (
        <Spinner size={24} />
      )}
      {list && list.length <= 1 ? (
        <p className={styles.note}>{t('sessions.onlyThis')}</p>
      ) : list ? (
        <Button variant="danger" block busy={busy} onClick={() => void signOutOthers()}>
          {t('sessions.signOutOthers')}
        </Button>
      ) : null}
      {stepUp.dialog}
    </Card>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { securityEventKinds, type SecurityEvent } from '../../../contract/calls/security.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import styles from './security.module.css';

const PAGE = 20;
const known = new Set<string>(securityEventKinds);
/** Events a player should look at twice. */
const warning = new Set(['sign_in_failed', 'step_up_failed', 'password_reset', 'sessions_revoked', 'safebox_password_reset']);

/** What an event's detail says, in words: how they signed in, which card, how much. */
function useDetailText() {
  const { t } = useTranslation('security');
  return (event: SecurityEvent): string | null => {
    const { detail } = event;
    if (event.kind === 'sign_in' && typeof detail.method === 'string') return t(`activity.method.${detail.method}`, { defaultValue: '' }) || null;
    if (event.kind === 'withdrawal_requested' && typeof detail.amount === 'number') return t('activity.amount', { amount: formatPeso(detail.amount), last4: detail.last4 });
    if ((event.kind.startsWith('card_') || event.kind === 'mobile_bound') && detail.last4) return t('activity.card', { last4: detail.last4 });
    if (event.kind === 'sessions_revoked' && typeof detail.count === 'number') return t('activity.count', { count: detail.count });
    return null;
  };
}

/** The player's recent security activity, newest first, a page at a time. */
export function ActivityList() {
  const { t, i18n } = useTranslation('security');
  const detailText = useDetailText();
  const [events, setEvents] = useState<SecurityEvent[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const more = async (beforeId: number) => {
    setLoading(true);
    try {
      const page = await api('securityActivity', { pageSize: PAGE, beforeId });
      setEvents((prev) => [...(prev ?? []), ...page.list]);
      setNext(page.nextBeforeId);
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    let live = true;
    api('securityActivity', { pageSize: PAGE }).then(
      (page) => {
        if (!live) return;
        setEvents(page.list);
        setNext(page.nextBeforeId);
      },
      (error: unknown) => live && setFailure(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Card aria-labelledby="security-activity">
      <h2 id="security-activity" className={styles.heading}>
        {t('activity.title')}
      </h2>
      <p className={styles.note}>{t('activity.intro')}</p>
      <FormAlert message={failure} />
      {events === null ? (
        failure ? null : <Spinner size={24} />
      ) : events.length === 0 ? (
        <p className={styles.note}>{t('activity.none')}</p>
      ) : (
        <ul className={styles.list} data-testid="activity">
          {events.map((event) => {
            const detail = detailText(event);
            return (
              <li key={event.id} className={styles.row}>
                <span className={`${styles.rowTitle} ${warning.has(event.kind) ? styles.warn : ''}`}>
                  {t(`activity.kinds.${known.has(event.kind) ? event.kind : 'other'}`)}
                  {detail ? <span className={styles.meta}>{detail}</span> : null}
                </span>
                <span className={styles.meta}>
                  {time.format(event.time)} · {t('activity.from', { device: event.device, ip: event.ip })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {next ? (
        <Button variant="secondary" block busy={loading} onClick={() => void more(next)}>
          {t('activity.more')}
        </Button>
      ) : null}
    </Card>
  );
}

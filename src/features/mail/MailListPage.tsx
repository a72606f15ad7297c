import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MailSummary } from '../../../contract/calls/mail.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import styles from './mail.module.css';
import { mailDate, mailTexts } from './mailText.ts';
import { useInbox } from './useInbox.ts';

/** The inbox (spec §2 /email): newest first, unread marked, a gift's state, older pages on demand. */
export function MailListPage({ base }: { base: string }) {
  const { t } = useTranslation('mail');
  const inbox = useInbox();
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/member" />
      {inbox.loaded && inbox.unread > 0 ? <p className={styles.muted}>{t('unreadCount', { count: inbox.unread })}</p> : null}
      {!inbox.loaded ? (
        inbox.failure ? (
          <div className={styles.stack}>
            <FormAlert message={`${t('loadFailed')} ${inbox.failure}`} />
            <Button variant="secondary" size="sm" onClick={() => void inbox.reload()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <div className={styles.loading} role="status">
            <Spinner size={24} />
          </div>
        )
      ) : inbox.rows.length === 0 ? (
        <Card>
          <p className={styles.empty} data-testid="mail-empty">
            {t('empty')}
          </p>
        </Card>
      ) : (
        <>
          <ul className={styles.list} data-testid="mail-list">
            {inbox.rows.map((mail) => (
              <MailRow key={mail.id} mail={mail} base={base} />
            ))}
          </ul>
          {inbox.failure ? <FormAlert message={inbox.failure} /> : null}
          {inbox.next !== null ? (
            <Button variant="secondary" block busy={inbox.busy} onClick={inbox.more}>
              {t('more')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

function MailRow({ mail, base }: { mail: MailSummary; base: string }) {
  const { t } = useTranslation('mail');
  const { title } = mailTexts(t, mail);
  return (
    <li>
      <Link to={`${base}/detail?id=${mail.id}`} className={`${styles.row} ${mail.read ? '' : styles.unread}`} data-testid="mail-row" data-read={mail.read}>
        <span className={styles.marker} aria-hidden="true" />
        <span className={styles.rowMain}>
          <span className={styles.rowTitle}>
            {mail.read ? null : <span className="visually-hidden">{t('unread')}: </span>}
            {title}
          </span>
          <span className={styles.muted}>
            {t(`from.${mail.kind}`)} · {mailDate(mail.createdAt)}
          </span>
        </span>
        {mail.attachment === 'none' ? null : (
          <span className={`${styles.badge} ${styles[`badge_${mail.attachment}`]}`}>
            <Icon name="gift" size={14} /> {t(`attachment.${mail.attachment}`)}
          </span>
        )}
        <Icon name="chevronRight" size={18} />
      </Link>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import type { SpinRecord as Row } from '../../../contract/calls/spin.ts';
import { api } from '../../api/client.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { MoreButton } from '../../shared/records/MoreButton.tsx';
import { usePagedRecords } from '../../shared/records/usePagedRecords.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { prizeWords } from './labels.ts';
import styles from './spin.module.css';

/** The player's spins with their prizes, newest first, more on demand. Remounted after each spin. */
export function SpinRecord({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('spin');
  const log = usePagedRecords((pageNum, pageSize) => api('spinLog', { pageNum, pageSize }), (row: Row) => row.spinId, { enabled: signedIn });
  const { rows, failure } = log;

  return (
    <Card aria-labelledby="spin-record">
      <h2 id="spin-record" className={styles.sectionTitle}>
        {t('record.title')}
      </h2>
      {!signedIn ? (
        <p className={styles.muted}>{t('record.signIn')}</p>
      ) : failure ? (
        <FormAlert message={failure} />
      ) : rows.length === 0 ? (
        log.loaded ? (
          <p className={styles.muted}>{t('record.empty')}</p>
        ) : (
          <Spinner size={20} />
        )
      ) : (
        <ul className={styles.rows} data-testid="spin-records">
          {rows.map((row) => (
            <li key={row.spinId} className={styles.row}>
              <span>
                {prizeWords(t, row.items)}
                <span className={styles.tier}>{t(`tiers.${row.tier}`)}</span>
              </span>
              <span className={styles.muted}>{manilaDateTime(row.time)}</span>
            </li>
          ))}
        </ul>
      )}
      {signedIn ? <MoreButton pager={log} label={t('record.more')} /> : null}
    </Card>
  );
}

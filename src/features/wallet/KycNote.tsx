import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KycStatus } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import styles from './wallet.module.css';

/** The player's KYC review state, asked only while not verified; null until known (or on failure: then read as "none"). */
export function useKycStatus(verified: boolean): KycStatus | null {
  const [status, setStatus] = useState<KycStatus | null>(null);
  useEffect(() => {
    if (verified) return;
    let live = true;
    api('kyc', {}).then(
      ({ kyc }) => live && setStatus(kyc.status),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [verified]);
  return verified ? 'approved' : status;
}

/** What the withdraw page says about the KYC limit for a review state: its text key and whether it links to the verification page. */
export function kycNoteOf(status: KycStatus | null): { key: 'withdraw.kycNote' | 'withdraw.kycPending' | 'withdraw.kycRejected'; link: 'withdraw.kycLink' | 'withdraw.kycAgain' | null } | null {
  if (status === 'approved') return null;
  if (status === 'pending') return { key: 'withdraw.kycPending', link: null };
  if (status === 'rejected') return { key: 'withdraw.kycRejected', link: 'withdraw.kycAgain' };
  return { key: 'withdraw.kycNote', link: 'withdraw.kycLink' };
}

/**
 * The KYC limit, said once on the withdraw page (under the amount): withdrawals above `kycAmount` need
 * a verified identity; a submission under review says so instead of asking again, one not approved asks
 * to send it again. `blocked` (the amount typed is above the limit, or the server said 2002) shows it as
 * the amount's problem rather than a second message.
 */
export function KycNote({ status, kycAmount, blocked }: { status: KycStatus | null; kycAmount: number; blocked: boolean }) {
  const { t } = useTranslation('wallet');
  const note = kycNoteOf(status);
  if (!note) return null;
  return (
    <p className={blocked ? styles.kycBlocked : styles.note} role={blocked ? 'alert' : undefined} data-testid="withdraw-kyc">
      {t(note.key, { amount: formatPeso(kycAmount) })}
      {note.link ? (
        <>
          {' '}
          <Link to="/member/profile/kyc">{t(note.link)}</Link>
        </>
      ) : null}
    </p>
  );
}

import './i18n.ts';
import '../../shared/rewards/i18n.ts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useAppStore } from '../../store/index.ts';
import { badgeColour, badgeLetter } from './channelBadge.ts';
import styles from './follow.module.css';

type Info = CallResult<'getFollowInfo'>;

/**
 * /activity/follow (activity Follow 78, docs/follow.md): the brand's official channels, each opened in
 * a new tab, and the code box. Following pays nothing by itself (no server can see a follow): codes
 * published in the channels' posts do, once each per player, checked and paid by the server.
 */
export default function FollowPage() {
  const { t } = useTranslation('follow');
  const signedIn = useAppStore((s) => s.token !== null);
  const [info, setInfo] = useState<Info | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [paid, setPaid] = useState<string | null>(null);

  const load = useCallback(() => {
    api('getFollowInfo', {}).then(
      (result) => {
        setInfo(result);
        setFailure(null);
      },
      (error: unknown) => setFailure(failureMessage(error)),
    );
  }, []);
  useEffect(load, [load, signedIn]);
  const claim = useClaim(load);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPaid(null);
    const typed = code.trim();
    if (!typed) return;
    void claim
      .run('code', async () => {
        const result = await api('followReceiveBonus', { code: typed });
        setPaid(t('paid', { amount: formatPeso(result.amount) }));
        return result;
      })
      .then((ok) => ok && setCode(''));
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/" />
      <p className={styles.muted}>{t('intro')}</p>
      {!info ? (
        <LoadState failure={failure} onRetry={load} />
      ) : (
        <>
          <Card aria-labelledby="follow-channels">
            <h2 id="follow-channels" className={styles.sectionTitle}>
              {t('channels')}
            </h2>
            {info.channels.length === 0 ? (
              <p className={styles.muted}>{t('noChannels')}</p>
            ) : (
              <ul className={styles.channels}>
                {info.channels.map((channel) => (
                  <li key={channel.id}>
                    <a className={styles.channel} href={channel.url} target="_blank" rel="noopener noreferrer" data-testid="follow-channel">
                      <span className={styles.badge} style={{ background: badgeColour(channel.icon) }} aria-hidden="true">
                        {badgeLetter(channel.name)}
                      </span>
                      <span>{channel.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card aria-labelledby="follow-code">
            <h2 id="follow-code" className={styles.sectionTitle}>
              {t('codeTitle')}
            </h2>
            <p className={styles.muted}>{t('codeHelp')}</p>
            {!signedIn ? (
              <Button onClick={() => useAppStore.getState().openAuthModal({ kind: 'login' })}>{t('signIn')}</Button>
            ) : info.withheld ? (
              <FormAlert tone="info" message={t('withheld')} />
            ) : (
              <form className={styles.form} onSubmit={submit}>
                {info.needsDeposit ? (
                  <p className={styles.muted}>
                    {t('needsDeposit')} <Link to="/wallets?name=deposit">{t('deposit')}</Link>
                  </p>
                ) : null}
                <TextField label={t('codeLabel')} value={code} onValueChange={setCode} maxLength={24} autoCapitalize="characters" autoComplete="off" spellCheck={false} />
                <Button type="submit" disabled={claim.busy !== null || code.trim().length === 0}>
                  {t('claim')}
                </Button>
                <FormAlert tone="success" message={paid} />
                <ClaimError failure={claim.failure} />
              </form>
            )}
          </Card>
          {signedIn && info.claims.length > 0 ? (
            <Card aria-labelledby="follow-claims">
              <h2 id="follow-claims" className={styles.sectionTitle}>
                {t('claims')}
              </h2>
              <ul className={styles.claims} data-testid="follow-claims">
                {info.claims.map((c) => (
                  <li key={c.code} className={styles.claimRow}>
                    <span>{c.code}</span>
                    <span>{formatPeso(c.amount)}</span>
                    <span className={styles.muted}>{manilaDateTime(c.claimedAt)}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </>
      )}
    </div>
  );
}

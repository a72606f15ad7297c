import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import agents from './agents.module.css';
import { inviteLink } from './link.ts';
import { canShare, shareLink } from './share.ts';

const QrCode = lazy(() => import('./QrCode.tsx'));

/**
 * /share: my invite link (this origin + actInviteUser's path: the registration with my code filled
 * in), shared through the wrapper's or the browser's share sheet where there is one, copied, or
 * scanned from the QR code. Who invited me, when someone did.
 */
export function SharePage() {
  const { t } = useTranslation('agents');
  const { data, failure, reload } = useLoad(() => api('actInviteUser', {}));
  const [note, setNote] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  const link = data ? inviteLink(window.location.origin, data.path) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNote({ tone: 'success', text: t('share.copied') });
    } catch {
      // Clipboard blocked (http, permissions): the link stays selected on screen to copy by hand.
      (document.getElementById('invite-link') as HTMLInputElement | null)?.select();
      setNote({ tone: 'info', text: t('share.copyByHand') });
    }
  };
  const share = async () => {
    const outcome = await shareLink(t('share.shareTitle'), t('share.shareText'), link);
    if (outcome === 'unavailable') await copy();
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('share.title')} fallback="/member" />
      {!data ? (
        <LoadState failure={failure} onRetry={reload} />
      ) : (
        <>
          <Card aria-labelledby="share-link">
            <h2 id="share-link" className={styles.sectionTitle}>
              {t('share.linkTitle')}
            </h2>
            <p className={styles.muted}>{t('share.intro')}</p>
            <p>
              {t('share.code')} <span className={agents.code} data-testid="invite-code">{data.inviteCode}</span>
            </p>
            <div className={agents.link}>
              <label htmlFor="invite-link" className="visually-hidden">
                {t('share.linkLabel')}
              </label>
              <input id="invite-link" className={agents.linkText} readOnly value={link} data-testid="invite-link" onFocus={(event) => event.currentTarget.select()} />
              <div className={agents.buttons}>
                {canShare() ? (
                  <Button size="sm" onClick={() => void share()} icon={<Icon name="plus" size={16} />}>
                    {t('share.share')}
                  </Button>
                ) : null}
                <Button size="sm" variant="secondary" onClick={() => void copy()} icon={<Icon name="copy" size={16} />}>
                  {t('share.copy')}
                </Button>
              </div>
              <FormAlert message={note?.text} tone={note?.tone} />
            </div>
          </Card>
          <Card aria-labelledby="share-qr">
            <h2 id="share-qr" className={styles.sectionTitle}>
              {t('share.qrTitle')}
            </h2>
            <div className={agents.qr}>
              <Suspense fallback={<Spinner size={24} />}>
                <QrCode text={link} label={t('share.qrLabel')} />
              </Suspense>
            </div>
          </Card>
          <Card aria-labelledby="share-programme">
            <h2 id="share-programme" className={styles.sectionTitle}>
              {t('share.programmeTitle')}
            </h2>
            {data.inviter ? <p data-testid="share-inviter">{t('inviter.yours', { name: data.inviter })}</p> : null}
            <p className={styles.muted}>{t('share.programme')}</p>
            <div className={agents.actions}>
              <Link to="/agent" className={agents.pill}>
                {t('share.toDashboard')}
              </Link>
              <Link to="/agent/rule" className={agents.pill}>
                {t('rules')}
              </Link>
            </div>
          </Card>
        </>
      )}
    </div>
  );
}

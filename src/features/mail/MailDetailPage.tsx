import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MailDetail } from '../../../contract/calls/mail.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import { isApiError } from '../../api/ApiError.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../store/index.ts';
import { useLive } from '../live/index.ts';
import { AttachmentItems } from './AttachmentItems.tsx';
import styles from './mail.module.css';
import { mailDate, mailTexts } from './mailText.ts';

/**
 * One mail (spec §2 /email/detail?id=): opening it marks it read; its gift is claimed with one tap
 * (once: a second tab is told, and shows it claimed); deleting one whose gift is unclaimed asks first.
 */
export function MailDetailPage({ id, base }: { id: number; base: string }) {
  const { t } = useTranslation('mail');
  const navigate = useNavigate();
  const [mail, setMail] = useState<MailDetail | null>(null);
  const [failure, setFailure] = useState<{ text: string; gone: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'claim' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);

  const load = useCallback(
    () =>
      api('getMailDetail', { id }).then(
        (answer) => {
          setMail(answer.mail);
          setFailure(null);
        },
        (error: unknown) => {
          const gone = isApiError(error) && error.errcode === Errcode.mailNotFound;
          // Deleted in another tab: the page says so rather than showing what is no longer there.
          if (gone) setMail(null);
          setFailure({ text: failureMessage(error), gone });
        },
      ),
    [id],
  );
  useEffect(() => {
    void load();
  }, [load]);
  // Claimed or deleted in another tab: read it again (a deleted one then says so).
  useLive('mail', (event) => {
    if (event.mailId === id) void load();
  });

  const claim = async () => {
    setBusy('claim');
    setNotice(null);
    try {
      const result = await api('receiveMail', { id });
      useAppStore.getState().showReward(result.items, result.locked);
      void refreshBalances().catch(() => undefined);
    } catch (error) {
      setNotice(failureMessage(error));
    } finally {
      setBusy(null);
      await load();
    }
  };

  const remove = async (discardAttachment: boolean) => {
    setBusy('delete');
    setNotice(null);
    try {
      await api('delMail', { id, discardAttachment });
      useAppStore.getState().showToast({ key: 'mail:deleted', tone: 'success' });
      void navigate(base, { replace: true });
    } catch (error) {
      setNotice(failureMessage(error));
      setConfirming(false);
      setBusy(null);
    }
  };

  if (!mail) {
    return (
      <div className={styles.page}>
        <PageHeader title={t('detailTitle')} fallback={base} />
        {failure ? (
          <Card className={styles.stack}>
            <FormAlert message={failure.gone ? t('notFound') : failure.text} />
            {failure.gone ? null : (
              <Button variant="secondary" size="sm" onClick={() => void load()}>
                {t('retry')}
              </Button>
            )}
            <Link to={base} className={styles.link}>
              {t('back')}
            </Link>
          </Card>
        ) : (
          <div className={styles.loading} role="status">
            <Spinner size={24} />
          </div>
        )}
      </div>
    );
  }

  const { title, body } = mailTexts(t, mail);
  return (
    <div className={styles.page}>
      <PageHeader title={t('detailTitle')} fallback={base} />
      <Card className={styles.stack}>
        <h2 className={styles.mailTitle} data-testid="mail-title">
          {title}
        </h2>
        <p className={styles.muted}>
          {t(`from.${mail.kind}`)} · {mailDate(mail.createdAt)}
        </p>
        <p className={styles.body} data-testid="mail-body">
          {body}
        </p>
      </Card>
      {mail.attachment === 'none' ? null : (
        <div data-testid="mail-attachment" data-state={mail.attachment}>
        <Card className={styles.stack}>
          <h3 className={styles.sectionTitle}>{t('attachment.title')}</h3>
          <AttachmentItems items={mail.items} />
          {mail.attachment === 'claimable' ? (
            <>
              {mail.expiresAt ? <p className={styles.muted}>{t('attachment.expires', { date: mailDate(mail.expiresAt) })}</p> : null}
              <Button block busy={busy === 'claim'} disabled={busy !== null} onClick={() => void claim()}>
                {t('attachment.claim')}
              </Button>
            </>
          ) : mail.attachment === 'claimed' ? (
            <p className={styles.done} data-testid="mail-claimed">
              {t('attachment.claimedNote')}
            </p>
          ) : (
            <p className={styles.muted}>{t('attachment.expiredNote', { date: mail.expiresAt ? mailDate(mail.expiresAt) : '' })}</p>
          )}
        </Card>
        </div>
      )}
      {notice ? <FormAlert message={notice} /> : null}
      <Button variant="secondary" block busy={busy === 'delete'} disabled={busy !== null} onClick={() => (mail.attachment === 'claimable' ? setConfirming(true) : void remove(false))}>
        {t('delete')}
      </Button>
      {confirming ? (
        <Modal title={t('deleteConfirm.title')} variant="center" onClose={() => setConfirming(false)}>
          <div className={styles.stack}>
            <p className={styles.body}>{t('deleteConfirm.body')}</p>
            <Button variant="secondary" block onClick={() => setConfirming(false)}>
              {t('deleteConfirm.keep')}
            </Button>
            <Button block busy={busy === 'delete'} onClick={() => void remove(true)}>
              {t('deleteConfirm.confirm')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

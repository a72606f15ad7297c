import '../../shared/rewards/i18n.ts';
import './agentsErrors.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { FormSubmit } from '../../shared/forms/FormSubmit.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { manilaDate } from '../../shared/format/date.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import styles from './member.module.css';

type Invite = CallResult<'actInviteUser'>;

/**
 * "Enter your inviter's code" (agentFill): shown only while the server says an inviter may still be
 * added (actInviteUser: `fillUntil` set, no `inviter`); after it, or when one is set, who invited the
 * player (masked). Refusals (9601 window closed, 9602 not allowed) are the server's, translated.
 */
export function InviterFill() {
  const { t } = useTranslation('rewards');
  const [invite, setInvite] = useState<Invite | null>(null);
  const form = useForm({ pid: '' });
  useEffect(() => {
    let live = true;
    // Nothing to show when it cannot load: the rest of the account home does not depend on it.
    api('actInviteUser', {}).then((answer) => live && setInvite(answer), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!invite) return null;
  if (invite.inviter) {
    return (
      <p className={styles.inviter} data-testid="member-inviter">
        {t('member.inviter.yours', { name: invite.inviter })}
      </p>
    );
  }
  if (invite.fillUntil === null) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pid = form.values.pid.trim().toUpperCase();
    if (!form.check({ pid: /^[A-Z0-9]{4,32}$/.test(pid) ? null : t('member.inviter.invalid') })) return;
    void form.run(async () => {
      const { inviter } = await api('agentFill', { pid });
      setInvite({ ...invite, inviter, fillUntil: null });
    });
  };
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="member-inviter-title">
      <h2 id="member-inviter-title" className={styles.cardTitle}>
        {t('member.inviter.title')}
      </h2>
      <p className={styles.inviterHint}>{t('member.inviter.hint', { date: manilaDate(invite.fillUntil) })}</p>
      <TextField
        label={t('member.inviter.label')}
        name="pid"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        leading={<Icon name="gift" size={18} />}
        value={form.values.pid}
        onValueChange={(value) => form.set('pid')(value.toUpperCase())}
        error={form.error('pid')}
      />
      <FormSubmit form={form}>{t('member.inviter.submit')}</FormSubmit>
    </form>
  );
}

import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FairSeed, RevealedSeed } from '../../../contract/calls/fairness.ts';
import { api } from '../../api/client.ts';
import { FormSubmit } from '../../shared/forms/FormSubmit.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useAppStore } from '../../store/index.ts';
import { CLIENT_SEED_MAX, isClientSeed } from './clientSeed.ts';
import styles from './fairness.module.css';

/** The pair drawing now (its server seed only as a hash), and the form that rotates it, with or without a new client seed. */
export function SeedCard({ algorithm, active, onRotated }: { algorithm: string; active: FairSeed; onRotated(next: { active: FairSeed; revealed: RevealedSeed }): void }) {
  const { t } = useTranslation('fairness');
  const showToast = useAppStore((s) => s.showToast);
  const form = useForm({ clientSeed: '' });
  const seed = form.values.clientSeed.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({ clientSeed: seed === '' || isClientSeed(seed) ? null : t('rotate.invalid') })) return;
    void form.run(async () => {
      const answer = await api('rotateFairSeed', seed ? { clientSeed: seed } : {});
      form.set('clientSeed')('');
      onRotated(answer);
      showToast({ key: 'fairness:rotate.done', tone: 'success' });
    });
  };

  return (
    <>
      <Card aria-labelledby="fair-active">
        <h2 id="fair-active" className={styles.heading}>
          {t('active.title')}
        </h2>
        <dl className={styles.facts} data-testid="fair-active">
          <dt>{t('active.hash')}</dt>
          <dd className={styles.hex} data-testid="fair-seed-hash">
            {active.seedHash}
          </dd>
          <dt>{t('active.clientSeed')}</dt>
          <dd className={styles.hex} data-testid="fair-client-seed">
            {active.clientSeed}
          </dd>
          <dt>{t('active.nonce')}</dt>
          <dd data-testid="fair-nonce">{active.nonce}</dd>
          <dt>{t('active.algorithm')}</dt>
          <dd>{algorithm}</dd>
        </dl>
      </Card>
      <Card aria-labelledby="fair-rotate">
        <h2 id="fair-rotate" className={styles.heading}>
          {t('rotate.title')}
        </h2>
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.note}>{t('rotate.intro')}</p>
          <TextField
            label={t('rotate.label')}
            hint={t('rotate.hint')}
            value={form.values.clientSeed}
            onValueChange={form.set('clientSeed')}
            error={form.error('clientSeed')}
            maxLength={CLIENT_SEED_MAX + 8}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
          <FormSubmit form={form}>{t('rotate.submit')}</FormSubmit>
        </form>
      </Card>
    </>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../../store/index.ts';
import styles from './chat.module.css';
import { startChatwoot } from './chatwoot.ts';
import './i18n.ts';

/**
 * A hosted provider's widget (Chatwoot) instead of the built-in chat, when the queue names one. Only
 * for a signed-in player: the identity and its hash come from the server first; then the provider's
 * own launcher opens the conversation. A failure says so and leaves the other channels on the page.
 */
export function HostedChat() {
  // Each retry is a fresh attempt: a new identity and a new start.
  const [attempt, setAttempt] = useState(0);
  return <HostedAttempt key={attempt} onRetry={() => setAttempt((n) => n + 1)} />;
}

function HostedAttempt({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('chat');
  const token = useAppStore((s) => s.token);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (!token) return;
    let live = true;
    api('chatIdentity', {})
      .then((identity) => startChatwoot(identity))
      .then(
        () => live && setState('ready'),
        () => live && setState('failed'),
      );
    return () => {
      live = false;
    };
  }, [token]);

  if (!token) {
    return (
      <div className={styles.panel}>
        <p className={styles.note}>{t('signIn')}</p>
        <Button size="sm" onClick={() => useAppStore.getState().openAuthModal({ kind: 'login' })}>
          {t('signInButton')}
        </Button>
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div className={styles.panel} role="alert">
        <p className={styles.note}>{t('provider.failed')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (state === 'loading') {
    return (
      <p className={styles.status} role="status">
        <Spinner /> {t('provider.loading')}
      </p>
    );
  }
  return <p className={styles.note}>{t('online')}</p>;
}

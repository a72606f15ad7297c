import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/index.ts';
import styles from './layout.module.css';

const TOAST_MS = 3500;

/** Short confirmations ("Signed out", "Profile saved"); announced politely, gone after a few seconds. */
export function ToastHost() {
  const { t } = useTranslation();
  const toast = useAppStore((s) => s.toast);
  const dismiss = useAppStore((s) => s.dismissToast);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {toast ? (
        <div key={toast.id} className={`${styles.toast} ${styles[`toast_${toast.tone}`]}`}>
          {t(toast.key, toast.params)}
        </div>
      ) : null}
    </div>
  );
}

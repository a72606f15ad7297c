import { Icon } from './Icon.tsx';
import styles from './ui.module.css';

/** A form-level message (errors not tied to one field, or a success note). */
export function FormAlert({ message, tone = 'error' }: { message: string | null | undefined; tone?: 'error' | 'success' | 'info' }) {
  if (!message) return null;
  return (
    <div className={`${styles.alert} ${styles[`alert_${tone}`]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={tone === 'success' ? 'check' : 'info'} size={18} />
      <span>{message}</span>
    </div>
  );
}

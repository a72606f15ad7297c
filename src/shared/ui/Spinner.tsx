import styles from './ui.module.css';

export function Spinner({ size = 18 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}

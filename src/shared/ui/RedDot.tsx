import styles from './redDot.module.css';

/** The small "something waits here" dot (spec §3); `label` is what a screen reader hears. */
export function RedDot({ on, label }: { on: boolean; label: string }) {
  return on ? <span className={styles.dot} role="img" aria-label={label} data-testid="red-dot" /> : null;
}

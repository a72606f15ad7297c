import type { ReactNode } from 'react';
import controls from './controls.module.css';
import styles from './statusPage.module.css';

/** A centred full-page message: big code or emblem, title, text and actions. */
export function StatusPage({ code, emblem, title, children, actions }: { code?: string | number; emblem?: ReactNode; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <section className={styles.page}>
      {code !== undefined ? <p className={styles.code}>{code}</p> : null}
      {emblem ? <div className={`${controls.iconBadge} ${styles.emblem}`}>{emblem}</div> : null}
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}

/** A path or other technical value shown inside a status message. */
export function StatusPath({ children }: { children: ReactNode }) {
  return <code className={styles.path}>{children}</code>;
}

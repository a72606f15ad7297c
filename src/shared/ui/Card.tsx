import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The rounded surface every page section sits on. */
export function Card({ children, className, as: Tag = 'section', ...aria }: { children: ReactNode; className?: string; as?: 'section' | 'div'; 'aria-labelledby'?: string; 'aria-label'?: string }) {
  return (
    <Tag className={[styles.card, className ?? ''].join(' ')} {...aria}>
      {children}
    </Tag>
  );
}

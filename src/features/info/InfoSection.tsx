import type { ReactNode } from 'react';
import { Card } from '../../shared/ui/Card.tsx';
import styles from './info.module.css';

/** One headed block of text on a card; `id` lets a page link to it. */
export function InfoSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Card aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </Card>
  );
}

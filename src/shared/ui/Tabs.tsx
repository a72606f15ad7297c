import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** Shown after the label, e.g. a red dot. */
  badge?: ReactNode;
}

/** A segmented control with tab semantics (role tablist/tab/tabpanel); tabs wider than the screen wrap onto another row (tabs.module.css). */
export function Tabs<K extends string>({ items, active, onChange, label, children }: { items: TabItem<K>[]; active: K; onChange(key: K): void; label: string; children: ReactNode }) {
  const base = useId();
  // Only the active tab is in the Tab order; arrows, Home and End move between tabs (ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = items[(next + items.length) % items.length];
    if (!target) return;
    onChange(target.key);
    document.getElementById(`${base}-${target.key}-tab`)?.focus();
  };
  return (
    <div>
      <div className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${base}-${item.key}-tab`}
            aria-controls={`${base}-panel`}
            aria-selected={item.key === active}
            tabIndex={item.key === active ? 0 : -1}
            className={item.key === active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => onChange(item.key)}
          >
            {item.label}
            {item.badge}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${active}-tab`} className={styles.tabPanel}>
        {children}
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { diffValues, valueText } from './diff.ts';
import page from './page.module.css';

/**
 * Only what changed between two values, one line a field: "maxAmount: 5000000 → 6000000" (the audit's
 * before and after, a pending change's value in force and the proposed one). Nothing changed: a dash.
 */
export function ChangeList({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('console');
  const changes = diffValues(before, after);
  if (changes.length === 0) return <span className={page.muted}>—</span>;
  return (
    <ul className={page.changes}>
      {changes.map((change) => (
        <li key={change.path || '.'}>
          <code>{change.path || t('audit.value')}</code>: <span className={page.old}>{valueText(change.before)}</span> → <span>{valueText(change.after)}</span>
        </li>
      ))}
    </ul>
  );
}

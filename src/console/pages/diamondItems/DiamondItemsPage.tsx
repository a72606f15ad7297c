import './diamondTexts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleDiamondItem } from '../../../../contract/ops/diamonds.ts';
import { consoleCall } from '../../api.ts';
import { useLoad } from '../../useLoad.ts';
import { ColumnHeads } from '../../ui/ColumnHeads.tsx';
import { Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead, type QueueNotice } from '../../ui/QueueHead.tsx';
import { AddupSection } from './AddupSection.tsx';
import { ItemDialog } from './ItemDialog.tsx';
import styles from './diamondItems.module.css';

/**
 * The diamond mall's items and add-up awards (admins; docs/diamonds.md): every item, on sale or not,
 * with its picture, price, coin, wagering, stock and limits; a new item or a change in a dialog (its
 * picture shipped art or an upload through the KYC pipeline). Each save is audited by the server.
 */
export default function DiamondItemsPage() {
  const { t } = useTranslation('console-diamonds');
  const { state, reload } = useLoad(async (signal) => (await consoleCall('consoleDiamondItems', {}, { signal })).items);
  const [editing, setEditing] = useState<ConsoleDiamondItem | 'new' | null>(null);
  const [notice, setNotice] = useState<QueueNotice | null>(null);

  return (
    <section>
      <QueueHead title={t('title')} onReload={reload} notice={notice} state={state} empty={t('empty')} />
      <p className={page.muted}>{t('intro')}</p>
      <div className={page.filters}>
        <Button onClick={() => setEditing('new')}>{t('add')}</Button>
      </div>
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <ColumnHeads columns={['picture', 'name', 'kind', 'price', 'coin', 'wagering', 'stock', 'limits', 'active', 'sort', 'actions']} label={(column) => t(`columns.${column}`)} />
            <tbody>
              {state.data.map((item) => (
                <ItemRow key={item.id} item={item} onEdit={() => setEditing(item)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <ItemDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ tone: 'success', text: t('saved', { name: saved.name }) });
            reload();
          }}
        />
      ) : null}
      <div className={styles.section}>
        <AddupSection />
      </div>
    </section>
  );
}

function ItemRow({ item, onEdit }: { item: ConsoleDiamondItem; onEdit(): void }) {
  const { t } = useTranslation('console-diamonds');
  const limits = [item.dailyLimit !== null ? t('perDay', { count: item.dailyLimit }) : null, item.totalLimit !== null ? t('inAll', { count: item.totalLimit }) : null].filter(Boolean).join(', ');
  return (
    <tr data-testid={`diamond-item-row-${item.id}`}>
      <td>{'url' in item.image ? <img className={styles.thumb} src={item.image.url} alt={t('form.preview', { name: item.name })} /> : <code>{item.image.art}</code>}</td>
      <td>{item.name}</td>
      <td>{t(`kinds.${item.kind}`, { defaultValue: item.kind })}</td>
      <td>{t('diamonds', { count: item.price })}</td>
      <td>{item.coin > 0 ? `₱${(item.coin / 100).toLocaleString('en-PH')}` : '—'}</td>
      <td>{item.kind === 'coin' ? t('times', { times: item.wagering }) : '—'}</td>
      <td>{item.stock === null ? t('unlimited') : item.stock.toLocaleString('en-PH')}</td>
      <td>{limits || t('unlimited')}</td>
      <td>{item.active ? t('yes') : t('no')}</td>
      <td>{item.sort}</td>
      <td>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('editLabel', { name: item.name })}>
          {t('edit')}
        </Button>
      </td>
    </tr>
  );
}

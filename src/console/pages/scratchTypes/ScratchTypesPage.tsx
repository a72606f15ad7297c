import './scratchTexts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleScratchType } from '../../../../contract/ops/scratch.ts';
import { consoleCall } from '../../api.ts';
import { useLoad } from '../../useLoad.ts';
import { ColumnHeads } from '../../ui/ColumnHeads.tsx';
import { Alert, Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead, type QueueNotice } from '../../ui/QueueHead.tsx';
import { TypeDialog } from './TypeDialog.tsx';
import { chances, COIN, DIAMOND, DIAMOND_COUPONS, POINTS } from './typeForm.ts';

/**
 * Scratch-card types (admins; docs/scratch.md "Console"): every type with its mall item, switch, look,
 * terms, the odds table in force and its prizes' chances, and the cards sold; a new type (off sale) or a
 * change in a dialog. Weight changes go to the odds page (two admins), linked from each row.
 */
export default function ScratchTypesPage() {
  const { t } = useTranslation('console-scratch');
  const { state, reload } = useLoad(async (signal) => consoleCall('consoleScratchTypes', {}, { signal }));
  const [editing, setEditing] = useState<ConsoleScratchType | 'new' | null>(null);
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  const list = state.status === 'ready' ? { status: 'ready' as const, data: state.data.types } : state;
  const freeItems = state.status === 'ready' ? state.data.freeItems : [];

  return (
    <section>
      <QueueHead title={t('title')} onReload={reload} notice={notice} state={list} empty={t('empty')} />
      <p className={page.muted}>{t('intro')}</p>
      <div className={page.filters}>
        <Button onClick={() => setEditing('new')} disabled={freeItems.length === 0}>
          {t('add')}
        </Button>
        <Link className={page.link} to="/diamond-items">
          {t('itemsLink')}
        </Link>
      </div>
      {state.status === 'ready' && freeItems.length === 0 ? <Alert tone="info" message={t('noFreeItem')} /> : null}
      {state.status === 'ready' && state.data.types.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <ColumnHeads columns={['key', 'name', 'art', 'onSale', 'prizes', 'table', 'reveal', 'brush', 'wagering', 'cards', 'actions']} label={(column) => t(`columns.${column}`)} />
            <tbody>
              {state.data.types.map((type) => (
                <TypeRow key={type.id} type={type} onEdit={() => setEditing(type)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <TypeDialog
          type={editing === 'new' ? null : editing}
          freeItems={freeItems}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            setNotice({ tone: 'success', text: t(created ? 'created' : 'saved', { name: saved.name }) });
            reload();
          }}
        />
      ) : null}
    </section>
  );
}

function TypeRow({ type, onEdit }: { type: ConsoleScratchType; onEdit(): void }) {
  const { t } = useTranslation('console-scratch');
  /** A prize as the console names it: ₱50, 20 points, 7 diamonds, a 10% diamond coupon. */
  const prizeLabel = (prize: { propId: number; count: number }) => {
    const coupon = DIAMOND_COUPONS.indexOf(prize.propId as (typeof DIAMOND_COUPONS)[number]);
    if (coupon >= 0) return t('prize.coupon', { percent: (coupon + 1) * 5 });
    if (prize.propId === COIN) return t('prize.2001', { amount: (prize.count / 100).toLocaleString('en-PH') });
    if (prize.propId === POINTS || prize.propId === DIAMOND) return t(`prize.${prize.propId}`, { count: prize.count, amount: prize.count.toLocaleString('en-PH') });
    return t('prize.other', { amount: prize.count, propId: prize.propId });
  };
  const odds = chances(type.prizes);
  return (
    <tr data-testid={`scratch-type-row-${type.id}`}>
      <td>
        <code>{type.key}</code>
      </td>
      <td>
        {t('priceName', { name: type.name, count: type.price })}
        {type.itemOnSale ? null : <div className={page.muted}>{t('itemOff')}</div>}
      </td>
      <td>{type.art}</td>
      <td>{type.onSale ? t('yes') : t('no')}</td>
      <td>
        {type.prizes.map((prize, i) => (
          <div key={prize.id}>
            {prizeLabel(prize)} ({odds[i]})
          </div>
        ))}
      </td>
      <td>
        {type.tableVersion === null ? t('noTable') : t('version', { key: type.tableKey, version: type.tableVersion })}
        {type.newestVersion !== null && type.newestVersion !== type.tableVersion ? <div className={page.muted}>{t('newerVersion', { version: type.newestVersion })}</div> : null}
        <div>
          <Link className={page.link} to={`/fairness?table=${encodeURIComponent(type.tableKey)}`}>
            {t('oddsLink', { key: type.tableKey })}
          </Link>
        </div>
      </td>
      <td>{t('percent', { value: type.autoRevealPercent })}</td>
      <td>{type.brushRadius}</td>
      <td>{t('times', { times: type.wagering })}</td>
      <td>
        {type.sold.toLocaleString('en-PH')} / {type.unclaimed.toLocaleString('en-PH')}
      </td>
      <td>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('editLabel', { name: type.name })}>
          {t('edit')}
        </Button>
      </td>
    </tr>
  );
}

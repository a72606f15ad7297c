import type { DiamondArtAlias, DiamondItemKind } from '../../../../contract/calls/diamonds.ts';
import type { z } from 'zod';
import type { ConsoleDiamondAddup, ConsoleDiamondItem, consoleDiamondItemInputSchema } from '../../../../contract/ops/diamonds.ts';
import { refuse, whole, type FormRefusal } from '../../formChecks.ts';

/**
 * The item and add-up award forms as text fields, and their conversion to the calls' bodies (pure, so
 * a unit test checks it): pesos typed whole, sent in hundredths; an empty stock or limit is "none".
 * Refusals name the field, in the order of the form; the server checks everything again.
 */
export interface ItemForm {
  kind: DiamondItemKind;
  name: string;
  description: string;
  /** `art:<alias>` or an upload's address (`/diamond-goods/<sha256>.jpg`). */
  image: string;
  price: string;
  pesos: string;
  wagering: string;
  stock: string;
  dailyLimit: string;
  totalLimit: string;
  active: boolean;
  sort: string;
}

/** What consoleDiamondItemSave takes (the contract's schema: one definition for the form and the server). */
export type ItemBody = z.input<typeof consoleDiamondItemInputSchema>;

export const emptyItemForm = (kind: DiamondItemKind): ItemForm => ({
  kind,
  name: '',
  description: '',
  image: 'art:coin-pouch',
  price: '',
  pesos: '',
  wagering: '1',
  stock: '',
  dailyLimit: '',
  totalLimit: '',
  active: true,
  sort: '0',
});

const text = (n: number | null) => (n === null ? '' : String(n));

export function formOfItem(item: ConsoleDiamondItem): ItemForm {
  return {
    kind: item.kind,
    name: item.name,
    description: item.description,
    image: 'url' in item.image ? item.image.url : `art:${item.image.art}`,
    price: String(item.price),
    pesos: item.coin > 0 ? String(item.coin / 100) : '',
    wagering: String(item.wagering),
    stock: text(item.stock),
    dailyLimit: text(item.dailyLimit),
    totalLimit: text(item.totalLimit),
    active: item.active,
    sort: String(item.sort),
  };
}

/** The picture as the save call takes it: an alias bare, an upload's address as it is. */
export const imageBody = (image: string) => (image.startsWith('art:') ? (image.slice(4) as DiamondArtAlias) : image);

export function itemBody(form: ItemForm): { body: ItemBody } | { refusal: FormRefusal } {
  if (!form.name.trim()) return refuse('name', 'form.required');
  const price = whole(form.price, 1, 1_000_000);
  if (price === null) return refuse('price', 'form.between', { min: 1, max: 1_000_000 });
  let coin = 0;
  if (form.kind === 'coin') {
    const pesos = whole(form.pesos, 1, 1_000_000);
    if (pesos === null) return refuse('pesos', 'form.between', { min: 1, max: 1_000_000 });
    coin = pesos * 100;
  }
  const wagering = whole(form.wagering, 0, 10);
  if (wagering === null) return refuse('wagering', 'form.between', { min: 0, max: 10 });
  const optional = (field: 'stock' | 'dailyLimit' | 'totalLimit', min: number) => {
    if (!form[field].trim()) return { value: null };
    const n = whole(form[field], min, 1_000_000);
    return n === null ? { refusal: refuse(field, 'form.betweenOrEmpty', { min, max: 1_000_000 }) } : { value: n };
  };
  const stock = optional('stock', 0);
  if ('refusal' in stock) return stock.refusal!;
  const dailyLimit = optional('dailyLimit', 1);
  if ('refusal' in dailyLimit) return dailyLimit.refusal!;
  const totalLimit = optional('totalLimit', 1);
  if ('refusal' in totalLimit) return totalLimit.refusal!;
  const sort = whole(form.sort, 0, 10_000);
  if (sort === null) return refuse('sort', 'form.between', { min: 0, max: 10_000 });
  return {
    body: {
      kind: form.kind,
      name: form.name.trim(),
      description: form.description.trim(),
      image: imageBody(form.image),
      price,
      coin,
      wagering,
      stock: stock.value,
      dailyLimit: dailyLimit.value,
      totalLimit: totalLimit.value,
      active: form.active,
      sort,
    },
  };
}

/** What an add-up award's prize line gives: coin (whole pesos), points, diamonds, or a diamond coupon by prop id. */
export interface AddupLine {
  propId: number;
  count: string;
}
export interface AddupForm {
  threshold: string;
  items: AddupLine[];
  active: boolean;
}

export const COIN = 2001;
export const POINTS = 2002;
export const DIAMOND = 60001;
/** Diamond coupons 100001–100005 (5% a step: contract diamondCouponPercent). */
export const DIAMOND_COUPONS = [100_001, 100_002, 100_003, 100_004, 100_005] as const;
export const ADDUP_ITEMS_MAX = 5;

export const emptyAddupForm = (): AddupForm => ({ threshold: '', items: [{ propId: COIN, count: '' }], active: true });

export const formOfAddup = (award: ConsoleDiamondAddup): AddupForm => ({
  threshold: String(award.threshold),
  items: award.items.map((item) => ({ propId: item.propId, count: String(item.propId === COIN ? item.count / 100 : item.count) })),
  active: award.active,
});

export function addupBody(form: AddupForm): { body: { threshold: number; items: { propId: number; count: number }[]; active: boolean } } | { refusal: FormRefusal } {
  const threshold = whole(form.threshold, 1, 10_000_000);
  if (threshold === null) return { refusal: { field: 'threshold', key: 'form.between', params: { min: 1, max: 10_000_000 } } };
  if (form.items.length === 0) return { refusal: { field: 'items', key: 'addup.needItem' } };
  const items: { propId: number; count: number }[] = [];
  for (const [i, line] of form.items.entries()) {
    const max = line.propId === COIN ? 100_000 : line.propId === POINTS || line.propId === DIAMOND ? 1_000_000 : 10;
    const n = whole(line.count, 1, max);
    if (n === null) return { refusal: { field: `items.${i}`, key: 'form.between', params: { min: 1, max } } };
    items.push({ propId: line.propId, count: line.propId === COIN ? n * 100 : n });
  }
  return { body: { threshold, items, active: form.active } };
}

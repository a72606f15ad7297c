import type { ConsoleLotteryProduct, ConsoleLotteryProductInput } from '../../../../contract/ops/lottery.ts';

/** The product form as typed (text fields) and its body for consoleLotteryProductSave; null when a field does not parse. */
export interface ProductForm {
  name: string;
  pick: string;
  pool: string;
  pricePesos: string;
  maxLines: string;
  cutoff: string;
  drawTimes: string;
  paytable: string;
  enabled: boolean;
  sort: string;
}

export const emptyForm: ProductForm = { name: '', pick: '5', pool: '36', pricePesos: '5', maxLines: '20', cutoff: '15', drawTimes: '14:00, 17:00, 21:00', paytable: '5=200000, 4=2000, 3=50, 2=5', enabled: false, sort: '0' };

export const formOf = (p: ConsoleLotteryProduct): ProductForm => ({
  name: p.name,
  pick: String(p.pick),
  pool: String(p.pool),
  pricePesos: String(p.linePrice / 100),
  maxLines: String(p.maxLinesPerOrder),
  cutoff: String(p.cutoffMinutes),
  drawTimes: p.drawTimes.join(', '),
  paytable: p.paytable.map((r) => `${r.matches}=${r.prize / 100}`).join(', '),
  enabled: p.enabled,
  sort: String(p.sort),
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export function bodyOf(form: ProductForm, productId?: number): ConsoleLotteryProductInput | null {
  const nums = [form.pick, form.pool, form.pricePesos, form.maxLines, form.cutoff, form.sort].map(whole);
  if (nums.some((n) => n === null)) return null;
  const [pick, pool, pesos, maxLines, cutoff, sort] = nums as number[];
  const drawTimes = form.drawTimes
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (drawTimes.some((s) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(s))) return null;
  const rows = form.paytable
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.split('=').map((x) => whole(x)));
  if (rows.some((r) => r.length !== 2 || r[0] === null || r[1] === null)) return null;
  return {
    ...(productId ? { productId } : {}),
    name: form.name.trim(),
    pick: pick!,
    pool: pool!,
    linePrice: pesos! * 100,
    maxLinesPerOrder: maxLines!,
    cutoffMinutes: cutoff!,
    drawTimes,
    paytable: rows.map(([matches, prize]) => ({ matches: matches!, prize: prize! * 100 })),
    enabled: form.enabled,
    sort: sort!,
  };
}

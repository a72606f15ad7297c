import { formatPesoExact } from '../../format.ts';

/** The y axis in short pesos ("₱4K", "₱1.2M", "−₱500"): the legend gives the hovered hour's exact amounts. */
const axisPesos = new Intl.NumberFormat('en-PH', { notation: 'compact', maximumFractionDigits: 1 });
export const axisLabel = (pesos: number) => (pesos < 0 ? `−₱${axisPesos.format(-pesos)}` : `₱${axisPesos.format(pesos)}`);

/** The hovered hour's amount in the legend, to the centavo (the chart plots pesos; null: no point). */
export const legendValue = (pesos: number | null) => (pesos === null ? '–' : formatPesoExact(Math.round(pesos * 100)));

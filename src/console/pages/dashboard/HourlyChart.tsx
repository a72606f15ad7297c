import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleDashboard } from '../../../../contract/ops/index.ts';
import { axisLabel, legendValue } from './chartFormat.ts';
import styles from './dashboard.module.css';
import { Alert } from '../../ui/controls.tsx';

type Hours = ConsoleDashboard['hours'];

const CHART_HEIGHT = 260;

/** The theme's colour for a series, read from the design tokens so the chart follows the theme. */
function token(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * Deposits, withdrawals and GGR per Manila hour, drawn by uPlot on a canvas (docs/console.md says
 * why uPlot). The library and its stylesheet load with this component; the chart is made when the
 * data arrives, sized to its box (and again when the box changes), and destroyed with the component.
 */
export default function HourlyChart({ hours }: { hours: Hours }) {
  const { t } = useTranslation('console-pages');
  const box = useRef<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState(false);
  const labels = { deposits: t('dashboard.hours.deposits'), withdrawals: t('dashboard.hours.withdrawals'), ggr: t('dashboard.hours.ggr'), hour: t('dashboard.hours.hour'), amount: t('dashboard.hours.amount') };

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (gone) return;
        const muted = token(element, '--color-muted', '#a3a6c4');
        const grid = token(element, '--color-border', 'rgba(255,255,255,0.1)');
        const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
        const series = (label: string, color: string) => ({ label, stroke: color, width: 2, value: (_u: unknown, v: number | null) => legendValue(v) });
        chart = new UPlot(
          {
            width: Math.max(element.clientWidth, 240),
            height: CHART_HEIGHT,
            scales: { x: { time: false } },
            axes: [
              { ...axis, label: labels.hour, values: (_u, ticks) => ticks.map((tick) => `${String(tick).padStart(2, '0')}:00`) },
              { ...axis, size: 64, label: labels.amount, values: (_u, ticks) => ticks.map(axisLabel) },
            ],
            series: [
              { label: labels.hour, value: (_u, v) => (v === null ? '–' : `${String(v).padStart(2, '0')}:00`) },
              series(labels.deposits, token(element, '--color-success', '#3ddc97')),
              series(labels.withdrawals, token(element, '--color-danger', '#ff5c7a')),
              series(labels.ggr, token(element, '--color-primary', '#f5b700')),
            ],
          },
          // uPlot plots numbers: pesos here (only for drawing; the labels format hundredths exactly).
          [hours.map((h) => h.hour), hours.map((h) => h.deposits / 100), hours.map((h) => h.withdrawals / 100), hours.map((h) => h.ggr / 100)],
          element,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(element.clientWidth, 240), height: CHART_HEIGHT }));
        observer.observe(element);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
    // The labels are fixed for a language; the chart is remade when the day's hours change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hours]);

  if (failed) return <Alert message={t('dashboard.hours.failed')} />;
  return <div ref={box} className={styles.chartBox} data-testid="hourly-chart" />;
}

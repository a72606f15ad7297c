import { useId } from 'react';
import styles from './brand.module.css';

/** The 12 avatars the server accepts ('1'…'12'): a lucky emblem on a gradient, drawn as SVG so they need no image files. */
export const AVATAR_IDS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

const palettes: [string, string][] = [
  ['#2ecc71', '#0b6b3a'],
  ['#ffd36b', '#d48a00'],
  ['#6ee7ff', '#2563eb'],
  ['#ffcf5c', '#b45309'],
  ['#c0c7d6', '#5b6478'],
  ['#ff7a9a', '#be123c'],
  ['#a78bfa', '#4c1d95'],
  ['#93c5fd', '#1e3a8a'],
  ['#fde047', '#ea580c'],
  ['#fef08a', '#7c3aed'],
  ['#fb7185', '#9f1239'],
  ['#fcd34d', '#92400e'],
];

/** Emblems on a 48×48 grid, filled white. */
const emblems: string[] = [
  'M19 19a5 5 0 1 1 5-5 5 5 0 1 1 5 5 5 5 0 1 1-5 5 5 5 0 1 1-5-5zm5 5q2 8 7 12',
  'm24 10 4.2 8.6 9.4 1.4-6.8 6.6 1.6 9.4L24 31.6 15.6 36l1.6-9.4-6.8-6.6 9.4-1.4z',
  'M16 12h16l6 8-14 18-14-18z',
  'm10 34-2-18 9 8 7-12 7 12 9-8-2 18z',
  'M14 38V24a10 10 0 0 1 20 0v14h-6V24a4 4 0 0 0-8 0v14z',
  'M24 38 11 25a8 8 0 0 1 13-9 8 8 0 0 1 13 9z',
  'M24 9c-4 8-14 12-14 19a7 7 0 0 0 12 4l-3 7h10l-3-7a7 7 0 0 0 12-4c0-7-10-11-14-19z',
  'M30 10a14 14 0 1 0 8 22 12 12 0 0 1-8-22z',
  'M24 16a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm0-8v4m0 24v4m16-16h-4M12 24H8m27-11-3 3M16 32l-3 3m22 0-3-3M16 16l-3-3',
  'M27 8 13 27h10l-3 13 15-20H25z',
  'M17 26a6 6 0 1 1 0 12 6 6 0 0 1 0-12zm14 0a6 6 0 1 1 0 12 6 6 0 0 1 0-12zM17 26q3-12 12-16m2 16q-2-10-2-16',
  'M24 9a3 3 0 0 1 3 3 11 11 0 0 1 8 11v7l4 5H9l4-5v-7a11 11 0 0 1 8-11 3 3 0 0 1 3-3zm-4 28h8a4 4 0 0 1-8 0z',
];

/** One of the shipped avatars, or `src`: the player's uploaded picture (userInfo.avatarOther) when set. */
export function Avatar({ id, size = 48, label, src }: { id: string; size?: number; label?: string; src?: string }) {
  const gradient = useId();
  if (src) return <img className={styles.avatar} src={src} width={size} height={size} alt={label ?? ''} />;
  const index = Math.max(0, (Number.parseInt(id, 10) || 1) - 1) % palettes.length;
  const [from, to] = palettes[index] ?? palettes[0]!;
  const strokeOnly = index === 8 || index === 10;
  return (
    <svg className={styles.avatar} width={size} height={size} viewBox="0 0 48 48" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="24" fill={`url(#${gradient})`} />
      <path
        d={emblems[index]}
        fill="#fff"
        fillOpacity={0.92}
        stroke="#fff"
        strokeOpacity={strokeOnly ? 0.95 : 0}
        strokeWidth={strokeOnly ? 3 : 0}
        strokeLinecap="round"
      />
    </svg>
  );
}

import { useId } from 'react';

/** The Swerte gold coin, used beside every balance. Decorative: the amount next to it carries the meaning. */
export function CoinIcon({ size = 20 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe9a3" />
          <stop offset="0.5" stopColor="#f5b700" />
          <stop offset="1" stopColor="#b97a00" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="15" fill={`url(#${gradient})`} />
      <circle cx="16" cy="16" r="11" fill="none" stroke="#fff3c4" strokeOpacity="0.7" strokeWidth="1.5" />
      {/* A four-leaf clover: "swerte" is luck. */}
      <g fill="#8a5a00">
        <circle cx="13" cy="13" r="3.2" />
        <circle cx="19" cy="13" r="3.2" />
        <circle cx="13" cy="19" r="3.2" />
        <circle cx="19" cy="19" r="3.2" />
      </g>
      <path d="M16 19c.5 2.5 1.8 4.2 3.5 5" stroke="#8a5a00" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Drawn examples for /rules/kyc: no real person or ID, simple shapes in the theme's colours, so they
 * cost a few hundred bytes in the page's own chunk and read at any size.
 */
export function IdCardExample({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 240 160" role="img" aria-label={label} width="240" height="160">
      <rect x="4" y="4" width="232" height="152" rx="6" fill="#f3efe6" />
      <rect x="20" y="20" width="200" height="120" rx="10" fill="#ffffff" stroke="#2f5d8a" strokeWidth="3" />
      <rect x="20" y="20" width="200" height="22" rx="10" fill="#2f5d8a" />
      <rect x="34" y="54" width="54" height="66" rx="4" fill="#c9d6e3" />
      <circle cx="61" cy="78" r="14" fill="#8aa4bd" />
      <path d="M40 118c4-16 38-16 42 0" fill="#8aa4bd" />
      <rect x="100" y="58" width="100" height="8" rx="3" fill="#4a4a4a" />
      <rect x="100" y="74" width="80" height="6" rx="3" fill="#8a8a8a" />
      <rect x="100" y="88" width="90" height="6" rx="3" fill="#8a8a8a" />
      <rect x="100" y="104" width="60" height="6" rx="3" fill="#8a8a8a" />
      <circle cx="214" cy="140" r="14" fill="#2e9d5b" />
      <path d="M207 140l5 5 9-10" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function SelfieExample({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 160 200" role="img" aria-label={label} width="160" height="200">
      <rect x="4" y="4" width="152" height="192" rx="18" fill="#26313d" />
      <rect x="14" y="18" width="132" height="164" rx="8" fill="#dfe9f2" />
      <ellipse cx="80" cy="88" rx="30" ry="36" fill="#d9a77c" />
      <path d="M50 80c0-26 60-26 60 0c-6-10-54-10-60 0z" fill="#3a2a1e" />
      <circle cx="69" cy="88" r="3" fill="#26313d" />
      <circle cx="91" cy="88" r="3" fill="#26313d" />
      <path d="M70 106c6 5 14 5 20 0" stroke="#8a4b32" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M34 182c6-34 86-34 92 0z" fill="#2f5d8a" />
      <circle cx="140" cy="176" r="14" fill="#2e9d5b" />
      <path d="M133 176l5 5 9-10" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

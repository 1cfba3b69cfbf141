/** The Loupe word mark with a small brilliant-cut diamond. */
export function LoupeLogo({ size = 28 }: { size?: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <path d="M6 11 L11 5 H21 L26 11 L16 28 Z" fill="#e7f1f8" stroke="#1b3a5c" strokeWidth="1.6" strokeLinejoin="round" />
        <path d="M6 11 H26 M11 5 L13.5 11 L16 28 L18.5 11 L21 5 M13.5 11 L16 5 L18.5 11" fill="none" stroke="#1b3a5c" strokeWidth="1.2" strokeLinejoin="round" />
      </svg>
      <span style={{ fontFamily: 'var(--loupe-font-brand)', fontWeight: 600, fontSize: size * 0.85, letterSpacing: 3, color: '#1b3a5c' }}>LOUPE</span>
    </span>
  );
}

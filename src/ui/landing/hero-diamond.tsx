/** A brilliant-cut diamond drawn as SVG: crisp at any size and lighter than a photo. */
export function HeroDiamond() {
  return (
    <svg width="160" height="130" viewBox="0 0 160 130" aria-hidden="true">
      <defs>
        <linearGradient id="hero-facet" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#cfe3f1" />
        </linearGradient>
      </defs>
      <path d="M20 45 L50 10 H110 L140 45 L80 125 Z" fill="url(#hero-facet)" stroke="#1b3a5c" strokeWidth="2.5" strokeLinejoin="round" />
      <path
        d="M20 45 H140 M50 10 L62 45 L80 125 L98 45 L110 10 M62 45 L80 10 L98 45 M35 28 L62 45 M125 28 L98 45"
        fill="none"
        stroke="#1b3a5c"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

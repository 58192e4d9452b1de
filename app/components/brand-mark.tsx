/** The Rift logo mark: a small inline SVG, so it costs no request and never shifts the layout. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="rift-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill="#1c1c2b" />
      <path d="M15 36V12h11a8 8 0 0 1 2.5 15.6L34 36h-6.5l-4.8-8H21v8z M21 17.5v5.5h4.6a2.75 2.75 0 0 0 0-5.5z" fill="url(#rift-mark)" fillRule="evenodd" />
    </svg>
  );
}

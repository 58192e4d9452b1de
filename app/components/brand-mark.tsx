import { brand } from "~/config/brand";

/**
 * The logo mark: the operator's own SVG (brand.logo), or the name's first letter drawn inline
 * (app/lib/brand-art.ts; its path `BRAND_MARK_PATH` is defined in astro.config.ts, so the pixel font
 * never reaches the browser).
 */
export function BrandMark({ size = 40 }: { size?: number }) {
  if (brand.logo) return <img src={brand.logo} width={size} height={size} alt="" decoding="async" />;
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill="#1c1c2b" />
      <path d={BRAND_MARK_PATH} fill="url(#brand-mark)" />
    </svg>
  );
}

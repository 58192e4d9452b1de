import { brand } from "~/config/brand";
import { markColours, markPath } from "~/lib/brand-art";

/** The logo mark: the operator's own SVG (brand.logo), or the name's initial in app/lib/brand-art.ts's pixel font. */
export function BrandMark({ size = 40 }: { size?: number }) {
  if (brand.logo) return <img src={brand.logo} width={size} height={size} alt="" decoding="async" />;
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={markColours.from} />
          <stop offset="1" stopColor={markColours.to} />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={markColours.background} />
      <path d={markPath(brand.name)} fill="url(#brand-mark)" />
    </svg>
  );
}

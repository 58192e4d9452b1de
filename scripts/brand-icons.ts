/**
 * The favicon, the PNG icons and the share image: the operator's own files (brand.logo, brand.icon),
 * or the pixel mark of app/lib/brand-art.ts drawn from brand.name and rasterized by sharp.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { SiteConfig } from "../app/config/schema.ts";
import { markSvg, textCells } from "../app/lib/brand-art.ts";

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
/** An SVG document drawn at `width`×`height` pixels (and at x, y when nested in another). */
const sized = (svg: string, width: number, at = "") =>
  svg.replace("<svg ", `<svg ${at}width="${width}" height="${width}" `);

/** The square icon of `size` pixels; `rounded` false fills the whole square (iOS rounds it itself). */
export const markPng = (name: string, size: number, rounded = true) => png(sized(markSvg(name, rounded), size));

/** The 1200×630 share image: the mark and the name on the site's dark background. */
export function sharePng(name: string, themeColor: string): Promise<Buffer> {
  const [width, height, markSize, textLeft] = [1200, 630, 150, 96 + 150 + 48];
  const text = textCells(name.trim() || "*");
  const room = width - 96 - textLeft;
  const cell = Math.max(4, Math.min(20, Math.floor(room / text.width), Math.floor(markSize / text.height)));
  const top = (height - text.height * cell) / 2;
  const cells = text.cells.map(({ x, y }) => `M${textLeft + x * cell} ${top + y * cell}h${cell}v${cell}h-${cell}z`);
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><radialGradient id="glow" cx="240" cy="120" r="900" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="#2a1260"/><stop offset="1" stop-color="${themeColor}"/></radialGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
      sized(markSvg(name), markSize, `x="96" y="${(height - markSize) / 2}" `) +
      `<path d="${cells.join("")}" fill="#f3f0ff"/></svg>`,
  );
}

/** Every file, by its name in build/client: favicon.svg, icon-192.png, icon-512.png, apple-touch-icon.png, og-image.png. */
export async function brandFiles(brand: Pick<SiteConfig["brand"], "name" | "themeColor" | "logo" | "icon">) {
  const own = (path: string) => readFileSync(join("public", path));
  const icon = brand.icon ? own(brand.icon) : undefined;
  return new Map<string, string | Uint8Array>([
    ["favicon.svg", brand.logo ? own(brand.logo) : markSvg(brand.name)],
    ["icon-192.png", icon ?? (await markPng(brand.name, 192))],
    ["icon-512.png", icon ?? (await markPng(brand.name, 512))],
    ["apple-touch-icon.png", icon ?? (await markPng(brand.name, 180, false))],
    ["og-image.png", await sharePng(brand.name, brand.themeColor)],
  ]);
}

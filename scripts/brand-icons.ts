/**
 * The favicon, the PNG icons and the share image, made at build time from the configuration
 * (vite.config.ts emits them into build/client; the dev server serves them): the operator's own files
 * when brand.logo / brand.icon name them, otherwise drawn from brand.name with the pixel mark of
 * app/lib/brand-art.ts. PNGs are rasterized here with a 3×3 supersample and encoded with node:zlib:
 * no image tool, no font.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { initialOf, markColours, markGeometry, markSvg, textCells } from "../app/lib/brand-art.ts";

type Rgba = [number, number, number, number];

const hex = (colour: string): Rgba => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).concat(255) as Rgba;
const mix = (a: Rgba, b: Rgba, t: number): Rgba => a.map((v, i) => v + (b[i]! - v) * Math.min(1, Math.max(0, t))) as Rgba;
const transparent: Rgba = [0, 0, 0, 0];

/**
 * A PNG (8-bit RGBA) of `width`×`height` whose pixels are averaged from `shade` at 3×3 points each
 * where `detailed` says an edge may cross them (elsewhere one sample at the centre).
 */
export function renderPng(width: number, height: number, shade: (x: number, y: number) => Rgba, detailed: (x: number, y: number) => boolean = () => true): Buffer {
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  const offsets = [1 / 6, 1 / 2, 5 / 6];
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const at = y * stride + 1 + x * 4;
      if (!detailed(x, y)) {
        raw.set(shade(x + 0.5, y + 0.5).map(Math.round), at);
        continue;
      }
      let r = 0, g = 0, b = 0, a = 0;
      for (const dy of offsets)
        for (const dx of offsets) {
          const [pr, pg, pb, pa] = shade(x + dx, y + dy);
          r += pr * pa;
          g += pg * pa;
          b += pb * pa;
          a += pa;
        }
      raw[at] = a ? Math.round(r / a) : 0;
      raw[at + 1] = a ? Math.round(g / a) : 0;
      raw[at + 2] = a ? Math.round(b / a) : 0;
      raw[at + 3] = Math.round(a / 9);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Whether the cell (x, y) of a text is filled: a lookup table, not a search. */
function cellGrid({ cells, width, height }: ReturnType<typeof textCells>) {
  const grid = new Uint8Array(Math.max(1, width * height));
  for (const { x, y } of cells) grid[y * width + x] = 1;
  return (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && grid[y * width + x] === 1;
}

/** A shader for the mark at (left, top) with side `size`; `rounded` false fills the whole square (iOS rounds it itself). */
function markShader(name: string, left: number, top: number, size: number, rounded = true) {
  const { size: canvas, radius, cell, left: glyphLeft, top: glyphTop } = markGeometry;
  const scale = size / canvas;
  const filled = cellGrid(textCells(initialOf(name)));
  const background = hex(markColours.background);
  const from = hex(markColours.from);
  const to = hex(markColours.to);
  return (x: number, y: number): Rgba | undefined => {
    const u = (x - left) / scale;
    const v = (y - top) / scale;
    if (u < 0 || v < 0 || u >= canvas || v >= canvas) return undefined;
    if (rounded) {
      const cx = Math.min(Math.max(u, radius), canvas - radius);
      const cy = Math.min(Math.max(v, radius), canvas - radius);
      if ((u - cx) ** 2 + (v - cy) ** 2 > radius ** 2) return undefined;
    }
    const gx = Math.floor((u - glyphLeft) / cell);
    const gy = Math.floor((v - glyphTop) / cell);
    if (u >= glyphLeft && v >= glyphTop && filled(gx, gy)) return mix(from, to, (u + v) / (2 * canvas));
    return background;
  };
}

/** The square icon of `size` pixels. */
export function markPng(name: string, size: number, rounded = true): Buffer {
  const shade = markShader(name, 0, 0, size, rounded);
  const { size: canvas, radius, cell, left, top } = markGeometry;
  const scale = size / canvas;
  const margin = 1 / scale;
  // Edges are only in the rounded corners and on the lines between glyph cells.
  const nearLine = (t: number) => t > -margin && t < 5 * cell + margin && (t % cell < margin || t % cell > cell - margin || t < margin);
  const detailed = (x: number, y: number) => {
    const u = (x + 0.5) / scale;
    const v = (y + 0.5) / scale;
    const corner = (u < radius + margin || u > canvas - radius - margin) && (v < radius + margin || v > canvas - radius - margin);
    return (rounded && corner) || nearLine(u - left) || nearLine(v - top);
  };
  return renderPng(size, size, (x, y) => shade(x, y) ?? transparent, detailed);
}

/** The 1200×630 share image: the mark and the name on the site's dark background. */
export function sharePng(name: string, themeColor: string): Buffer {
  const width = 1200;
  const height = 630;
  const base = hex(themeColor);
  const glow = hex("#2a1260");
  const markSize = 150;
  const mark = markShader(name, 96, (height - markSize) / 2, markSize);
  const text = textCells(name.trim() || "*");
  const room = width - 96 - (96 + markSize + 48);
  const cell = Math.max(4, Math.min(20, Math.floor(room / Math.max(1, text.width)), Math.floor(markSize / text.height)));
  const textLeft = 96 + markSize + 48;
  const textTop = (height - text.height * cell) / 2;
  const filled = cellGrid(text);
  const ink = hex("#f3f0ff");
  return renderPng(width, height, (x, y) => {
    const inMark = mark(x, y);
    if (inMark) return inMark;
    const gx = Math.floor((x - textLeft) / cell);
    const gy = Math.floor((y - textTop) / cell);
    if (x >= textLeft && y >= textTop && filled(gx, gy)) return ink;
    const distance = Math.hypot(x - 240, y - 120) / 900;
    return mix(glow, base, distance);
  }, (x, y) => {
    // Only the mark and the name have edges; the background is a smooth gradient.
    const inMarkBox = x >= 95 && x <= 96 + markSize + 1 && y >= (height - markSize) / 2 - 1 && y <= (height + markSize) / 2 + 1;
    const inTextBox = x >= textLeft - 1 && x <= textLeft + text.width * cell + 1 && y >= textTop - 1 && y <= textTop + text.height * cell + 1;
    return inMarkBox || inTextBox;
  });
}

export interface BrandImageConfig {
  name: string;
  themeColor: string;
  logo: string | null;
  icon: string | null;
}

/** Every file, by its name in build/client: favicon.svg, icon-192.png, icon-512.png, apple-touch-icon.png, og-image.png. */
export function brandFiles(brand: BrandImageConfig, publicDir = "public"): Map<string, string | Uint8Array> {
  const own = (path: string) => readFileSync(join(publicDir, path));
  const files = new Map<string, string | Uint8Array>();
  files.set("favicon.svg", brand.logo ? own(brand.logo) : markSvg(brand.name));
  if (brand.icon) {
    const icon = own(brand.icon);
    for (const file of ["icon-192.png", "icon-512.png", "apple-touch-icon.png"]) files.set(file, icon);
  } else {
    files.set("icon-192.png", markPng(brand.name, 192));
    files.set("icon-512.png", markPng(brand.name, 512));
    files.set("apple-touch-icon.png", markPng(brand.name, 180, false));
  }
  files.set("og-image.png", sharePng(brand.name, brand.themeColor));
  return files;
}

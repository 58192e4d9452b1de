import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngSize } from "../app/config/check-site.ts";
import { markPath, markSvg, textCells } from "../app/lib/brand-art.ts";
import { brandFiles, markPng, sharePng } from "./brand-icons.ts";

/** The RGBA pixel at (x, y) of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * 4;
  return [...data.subarray(offset, offset + 4)];
}

describe("the mark drawn from the name", () => {
  it("shows the name's first letter or digit, a diamond for anything else", () => {
    expect(markPath("  nova hub")).toBe(markPath("N"));
    expect(markPath("9lives")).toBe(markPath("9"));
    expect(markPath("9lives")).not.toBe(markPath("N"));
    expect(textCells("n")).toEqual(textCells("N"));
    expect(textCells("Ж")).toEqual(textCells("*"));
    expect(markPath("Жук")).toBe(markPath("*"));
    expect(markPath("Nova")).not.toBe(markPath("Rift"));
    expect(markPath("Nova")).toBe(markPath("nebula"));
  });

  it("favicon.svg is a standalone SVG of the mark", () => {
    const svg = markSvg("Nova");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48">/);
    expect(svg).toContain(`d="${markPath("Nova")}"`);
  });

  it("draws PNG icons of the declared sizes, the letter's cells in the gradient", async () => {
    const icon = await markPng("Nova", 192);
    expect(pngSize(icon)).toEqual({ width: 192, height: 192 });
    expect((await pixel(icon, 0, 0))[3]).toBe(0); // outside the rounded corner
    expect(await pixel(icon, 96, 4)).toEqual([0x1c, 0x1c, 0x2b, 255]); // background
    // N's top-left cell (0,0 of the glyph) sits at 14..18 of 48: lit; the cell right of it is not.
    const lit = await pixel(icon, Math.round((16 / 48) * 192), Math.round((12 / 48) * 192));
    expect(lit).not.toEqual([0x1c, 0x1c, 0x2b, 255]);
    expect(await pixel(icon, Math.round((20 / 48) * 192), Math.round((12 / 48) * 192))).toEqual([
      0x1c, 0x1c, 0x2b, 255,
    ]);
    expect((await pixel(await markPng("Nova", 180, false), 0, 0))[3]).toBe(255); // apple-touch-icon: square, iOS rounds it
  });

  it("draws the 1200×630 share image with the name in light cells", { timeout: 30_000 }, async () => {
    const png = await sharePng("Nova", "#0b0b14");
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(textCells("Nova").width).toBe(23);
    // The name's first cell (N's top-left) is ink; the corner far from the glow is the theme colour.
    const cell = Math.min(20, Math.floor((1200 - 96 - 294) / 23), Math.floor(150 / 7));
    expect(await pixel(png, 294 + cell / 2, (630 - 7 * cell) / 2 + cell / 2)).toEqual([0xf3, 0xf0, 0xff, 255]);
    expect(await pixel(png, 1199, 629)).toEqual([0x0b, 0x0b, 0x14, 255]);
  });

  it("uses the operator's own files when the configuration names them", { timeout: 30_000 }, async () => {
    const files = await brandFiles({ name: "Nova", themeColor: "#0b0b14", logo: "/games/blox-fruits.svg", icon: null });
    expect(String(files.get("favicon.svg"))).toContain("<svg");
    expect(String(files.get("favicon.svg"))).not.toContain(markPath("Nova"));
    expect([...files.keys()].sort()).toEqual([
      "apple-touch-icon.png",
      "favicon.svg",
      "icon-192.png",
      "icon-512.png",
      "og-image.png",
    ]);
  });
});

/** The logo without a brand.logo: the name's initial in a 5×7 pixel font (mark, icons, share image; no font needed). */

/** 5×7 glyphs side by side, one column apart, under the characters they draw; lower case uses these too. */
const sheets: Record<string, readonly string[]> = {
  ABCDEFGHIJKLM: [
    ".###. ####. .###. ####. ##### ##### .###. #...# .###. ..### #...# #.... #...#",
    "#...# #...# #...# #...# #.... #.... #...# #...# ..#.. ...#. #..#. #.... ##.##",
    "#...# #...# #.... #...# #.... #.... #.... #...# ..#.. ...#. #.#.. #.... #.#.#",
    "##### ####. #.... #...# ####. ####. #.### ##### ..#.. ...#. ##... #.... #.#.#",
    "#...# #...# #.... #...# #.... #.... #...# #...# ..#.. ...#. #.#.. #.... #...#",
    "#...# #...# #...# #...# #.... #.... #...# #...# ..#.. #..#. #..#. #.... #...#",
    "#...# ####. .###. ####. ##### #.... .#### #...# .###. .##.. #...# ##### #...#",
  ],
  NOPQRSTUVWXYZ: [
    "#...# .###. ####. .###. ####. .#### ##### #...# #...# #...# #...# #...# #####",
    "#...# #...# #...# #...# #...# #.... ..#.. #...# #...# #...# #...# #...# ....#",
    "##..# #...# #...# #...# #...# #.... ..#.. #...# #...# #...# .#.#. .#.#. ...#.",
    "#.#.# #...# ####. #...# ####. .###. ..#.. #...# #...# #.#.# ..#.. ..#.. ..#..",
    "#..## #...# #.... #.#.# #.#.. ....# ..#.. #...# #...# #.#.# .#.#. ..#.. .#...",
    "#...# #...# #.... #..#. #..#. ....# ..#.. #...# .#.#. #.#.# #...# ..#.. #....",
    "#...# .###. #.... .##.# #...# ####. ..#.. .###. ..#.. .#.#. #...# ..#.. #####",
  ],
  "0123456789 -.*": [
    ".###. ..#.. .###. ##### ...#. ##### ..##. ##### .###. .###. ..... ..... ..... .....",
    "#...# .##.. #...# ...#. ..##. #.... .#... ....# #...# #...# ..... ..... ..... ..#..",
    "#..## ..#.. ....# ..#.. .#.#. ####. #.... ...#. #...# #...# ..... ..... ..... .###.",
    "#.#.# ..#.. ...#. ...#. #..#. ....# ####. ..#.. .###. .#### ..... ##### ..... #####",
    "##..# ..#.. ..#.. ....# ##### ....# #...# .#... #...# ....# ..... ..... ..... .###.",
    "#...# ..#.. .#... #...# ...#. #...# #...# .#... #...# ...#. ..... ..... .##.. ..#..",
    ".###. .###. ##### .###. ...#. .###. .###. .#... .###. .##.. ..... ..... .##.. .....",
  ],
};
// Any other character (a letter outside A–Z, a symbol) is drawn as "*", a diamond, never a missing glyph.
const glyphs = new Map(
  Object.entries(sheets).flatMap(([characters, rows]) =>
    [...characters].map((character, i) => [character, rows.map((row) => row.slice(i * 6, i * 6 + 5))] as const),
  ),
);

/** Filled cells of a text (A–Z, 0–9 in any case, else a diamond), glyphs one column apart: { x, y } from top left. */
export function textCells(text: string): { cells: { x: number; y: number }[]; width: number; height: number } {
  const characters = [...text];
  const cells = characters.flatMap((character, index) =>
    (glyphs.get(character.toUpperCase()) ?? glyphs.get("*")!).flatMap((row, y) =>
      [...row].flatMap((bit, x) => (bit === "#" ? [{ x: index * 6 + x, y }] : [])),
    ),
  );
  return { cells, width: Math.max(0, characters.length * 6 - 1), height: 7 };
}

export const markColours = { background: "#1c1c2b", from: "#a78bfa", to: "#22d3ee" } as const;

/** Path data (`M14 10h4v4h-4z…`) of the name's first letter or digit, cells of 4 units on the mark's 48×48. */
export function markPath(name: string): string {
  return textCells([...name.trim()].find((c) => /[\p{L}\p{N}]/u.test(c)) ?? "*")
    .cells.map(({ x, y }) => `M${14 + x * 4} ${10 + y * 4}h4v4h-4z`)
    .join("");
}

/** favicon.svg: the mark as a standalone SVG document (`rounded` false: a full square, for iOS to round). */
export function markSvg(name: string, rounded = true): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">` +
    `<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${markColours.from}"/><stop offset="1" stop-color="${markColours.to}"/></linearGradient></defs>` +
    `<rect width="48" height="48" rx="${rounded ? 12 : 0}" fill="${markColours.background}"/>` +
    `<path d="${markPath(name)}" fill="url(#m)"/></svg>\n`
  );
}

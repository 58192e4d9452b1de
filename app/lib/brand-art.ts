/**
 * The logo when there is no brand.logo: the name's initial in a 5×7 pixel font, in the brand gradient on a
 * dark rounded square; the inline mark, favicon.svg, PNG icons and share image alike, with no font needed.
 */

/** 5×7 glyphs, one string of five "#"/"." per row. Lower-case letters use these too. */
const glyphs: Record<string, readonly string[]> = {
  A: [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  B: ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
  C: [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
  D: ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
  E: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  F: ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
  G: [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"],
  H: ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  I: [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
  J: ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
  K: ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
  L: ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
  M: ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
  N: ["#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"],
  O: [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  P: ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
  Q: [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
  R: ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
  S: [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
  T: ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
  U: ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  V: ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
  W: ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."],
  X: ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
  Y: ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
  Z: ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
  "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
  "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
  "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
  "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
  "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
  "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
  "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
  "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
  "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
  " ": [".....", ".....", ".....", ".....", ".....", ".....", "....."],
  "-": [".....", ".....", ".....", "#####", ".....", ".....", "....."],
  ".": [".....", ".....", ".....", ".....", ".....", ".##..", ".##.."],
  // Any other character (a letter outside A–Z, a symbol): a diamond, never a missing glyph.
  "*": [".....", "..#..", ".###.", "#####", ".###.", "..#..", "....."],
};

/** The glyph drawn for a character (A–Z and 0–9 in either case, else a diamond). */
export function glyphFor(character: string): readonly string[] {
  return glyphs[character.toUpperCase()] ?? glyphs["*"]!;
}

/** The character the mark shows: the name's first letter or digit. */
export function initialOf(name: string): string {
  return [...name.trim()].find((c) => /[\p{L}\p{N}]/u.test(c)) ?? "*";
}

/** Filled cells of a text, glyphs (5 wide, 7 high) one column apart: { x, y } in cells from the top left. */
export function textCells(text: string): { cells: { x: number; y: number }[]; width: number; height: number } {
  const characters = [...text];
  const cells = characters.flatMap((character, index) =>
    glyphFor(character).flatMap((row, y) =>
      [...row].flatMap((bit, x) => (bit === "#" ? [{ x: index * 6 + x, y }] : [])),
    ),
  );
  return { cells, width: Math.max(0, characters.length * 6 - 1), height: 7 };
}

export const markColours = { background: "#1c1c2b", from: "#a78bfa", to: "#22d3ee" } as const;

/** Path data (`M14 10h4v4h-4z…`) of the initial's cells, 4 units each, on the 48×48 canvas of the mark. */
export function markPath(name: string): string {
  return textCells(initialOf(name))
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

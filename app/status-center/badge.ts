/**
 * A game's status badge, /status/<slug>.svg: its title on grey and its status in words on the status's colour, as
 * text only (no script, no event attribute, no foreignObject), every colour with white text at WCAG AA contrast.
 */
import { gameStatusTones, unsetGame, type GameStatus } from "../config/status-schema.ts";
import { escapeXml as escape } from "../lib/xml.ts";
import { handleOf } from "../i18n/locale-handle.ts";
import { labelOf, type Center } from "./center.ts";

const colours = { ok: "#1e7e34", warn: "#8f5b00", danger: "#c0262d", neutral: "#52606d" } as const;
/** About Verdana 11 px's advance: the badge grows with its text. */
const width = (text: string) => Math.round([...text].length * 6.6 + 12);

export function badgeSvg(title: string, status: GameStatus, word: string) {
  const [left, right] = [width(title), width(word)];
  const fill = colours[gameStatusTones[status] as keyof typeof colours];
  const label = `${title}: ${word}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${left + right}" height="20" role="img" aria-label="${escape(label)}">
  <title>${escape(label)}</title>
  <rect width="${left}" height="20" fill="#3b3b46"/>
  <rect x="${left}" width="${right}" height="20" fill="${fill}"/>
  <g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">
    <text x="${left / 2}" y="14">${escape(title)}</text>
    <text x="${left + right / 2}" y="14">${escape(word)}</text>
  </g>
</svg>
`;
}

/** The badge of the game `slug` now, in English: its status in the center's status file (always a known one). */
export async function gameBadge(center: Center, slug: string) {
  const { status } = (await center.statusJson()).games[slug] ?? unsetGame;
  return badgeSvg(labelOf({ kind: "game", key: slug }), status, handleOf("en").messages.status.game[status]);
}

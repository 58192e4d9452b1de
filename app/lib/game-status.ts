/** The statuses of games and executors with their badge tones (their words are in app/i18n/messages, `status`). */
export const gameStatusTones = {
  operational: "ok",
  degraded: "warn",
  down: "danger",
  maintenance: "neutral",
} as const;
export type GameStatus = keyof typeof gameStatusTones;
export const gameStatuses = Object.keys(gameStatusTones) as GameStatus[];

export const executorStatusTones = {
  working: "ok",
  updating: "warn",
  patched: "danger",
} as const;

/** A game's key in `status.json`: its title in lower case, runs of other characters as "-". */
export function gameSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

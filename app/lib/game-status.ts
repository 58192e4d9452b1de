/** Which badge tone each game and executor status gets (their words are in app/i18n/messages, `status`). */
export const gameStatuses = ["operational", "degraded", "down", "maintenance"] as const;
export type GameStatus = (typeof gameStatuses)[number];

const tones = {
  operational: "ok",
  degraded: "warn",
  down: "danger",
  maintenance: "neutral",
} as const satisfies Record<GameStatus, "ok" | "warn" | "danger" | "neutral">;

export function statusTone(status: GameStatus) {
  return tones[status];
}

export const executorStatusTones = {
  working: "ok",
  updating: "warn",
  patched: "danger",
} as const satisfies Record<"working" | "updating" | "patched", "ok" | "warn" | "danger">;

/** A game's status when the status file has no entry for it (a game added to the configuration since). */
export const defaultGameStatus = { status: "operational" } as const satisfies { status: GameStatus };

/** A game's key in `status.json`: its title in lower case, runs of other characters as "-". */
export function gameSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

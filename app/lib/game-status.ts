/** How each game status reads and which badge tone it gets. */
export const gameStatuses = ["operational", "degraded", "down", "maintenance"] as const;
export type GameStatus = (typeof gameStatuses)[number];

const labels = {
  operational: "Operational",
  degraded: "Degraded",
  down: "Down",
  maintenance: "Maintenance",
} as const satisfies Record<GameStatus, string>;

const tones = {
  operational: "ok",
  degraded: "warn",
  down: "danger",
  maintenance: "neutral",
} as const satisfies Record<GameStatus, "ok" | "warn" | "danger" | "neutral">;

export function statusLabel(status: GameStatus) {
  return labels[status];
}

export function statusTone(status: GameStatus) {
  return tones[status];
}
